import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "./submissions";

describe("toCsv", () => {
  const row = {
    id: "7",
    created_at: "2026-11-22T07:00:00.000Z",
    language: "burmese",
    name: 'Thiri "TT", Ltd',
    phone: "+95 9 123 456",
    email: "thiri@example.com",
    product: '=HYPERLINK("https://evil.example")',
    company: "@SUM(A1)",
    address: "No. 5\nYangon",
    country: "မြန်မာ",
    message: "-1 battery, please",
  };

  it("writes a header and quotes what needs quoting, so a CSV reader gets the text back", () => {
    const csv = toCsv("messages", [row]);
    const [header, ...records] = parse(csv, { relax_column_count: false });
    expect(header).toEqual(Object.keys(row));
    expect(records).toHaveLength(1);
    const parsed = Object.fromEntries((header ?? []).map((column, index) => [column, records[0]?.[index]]));
    expect(parsed).toMatchObject({
      name: 'Thiri "TT", Ltd',
      address: "No. 5\nYangon",
      country: "မြန်မာ",
      email: "thiri@example.com",
    });
  });

  it("keeps spreadsheets from running visitors' text as formulas", () => {
    const [, record] = parse(toCsv("messages", [row]));
    expect(record?.[4]).toBe("'+95 9 123 456");
    expect(record?.[6]).toBe('\'=HYPERLINK("https://evil.example")');
    expect(record?.[7]).toBe("'@SUM(A1)");
    expect(record?.[10]).toBe("'-1 battery, please");
  });

  it("keeps a line break inside its cell, so no line of the file starts a row a spreadsheet would run", () => {
    const messages = ['x\n=HYPERLINK("http://evil.example","open")', "y\r+1+1", "z\r\n@SUM(A1)", "w\n\t-2"];
    const csv = toCsv("messages", messages.map((message, index) => ({ ...row, id: String(index), message })));
    // A spreadsheet starts a row at any line break outside quotes: CR, LF or both.
    const records = parse(csv, { record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: false }).slice(1);
    expect(records.map((record) => record[10])).toEqual(messages);
    for (const record of records) for (const cell of record) expect(cell, JSON.stringify(record)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("writes just the header when there is nothing, and a byte-order mark on request", () => {
    expect(toCsv("comments", [])).toBe("id,created_at,language,blog,status,name,email,comment\r\n");
    expect(toCsv("registrations", [], { bom: true }).startsWith("\ufeffid,")).toBe(true);
  });
});
