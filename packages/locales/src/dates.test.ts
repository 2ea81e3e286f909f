import { describe, expect, it } from "vitest";
import { formatDate, isoInZone } from "./dates";

// 2024-03-05 07:08:09 UTC
const seconds = 1709622489;

describe("formatDate", () => {
  it("reads Unix seconds, not milliseconds", () => {
    expect(formatDate(seconds)).toBe("2024-03-05");
    expect(formatDate(0)).toBe("1970-01-01");
  });

  it("prints the three formats of the site", () => {
    expect(formatDate(seconds, { format: "MM-DD" })).toBe("03-05");
    expect(formatDate(seconds, { format: "YYYY-MM-DD" })).toBe("2024-03-05");
    expect(formatDate(seconds, { format: "YYYY-MM-DD HH:mm:ss" })).toBe("2024-03-05 07:08:09");
  });

  it("accepts a string of digits", () => {
    expect(formatDate(String(seconds))).toBe("2024-03-05");
    expect(formatDate(" 1709622489 ", { format: "MM-DD" })).toBe("03-05");
  });

  it("prints -- for anything that is not a number", () => {
    for (const value of [
      null,
      undefined,
      "",
      "  ",
      "soon",
      "2024-03-05",
      "12abc",
      Number.NaN,
      Infinity,
      {},
      [],
      true,
    ]) {
      expect(formatDate(value), String(value)).toBe("--");
    }
  });

  it("prints -- for a number too large to be a date", () => {
    expect(formatDate(1e16)).toBe("--");
  });

  it("shows the date in the zone asked for", () => {
    expect(formatDate(seconds, { format: "YYYY-MM-DD HH:mm:ss", timeZone: "Asia/Yangon" })).toBe("2024-03-05 13:38:09");
    expect(formatDate(1709596800, { timeZone: "America/Los_Angeles" })).toBe("2024-03-04");
  });

  it("keeps SPEC's shapes in every language, in the language's digits (Myanmar digits in burmese)", () => {
    expect(formatDate(seconds, { locale: "es", format: "YYYY-MM-DD HH:mm:ss" })).toBe("2024-03-05 07:08:09");
    expect(formatDate(seconds, { locale: "my", format: "MM-DD" })).toBe("၀၃-၀၅");
    expect(formatDate(seconds, { locale: "my", format: "YYYY-MM-DD HH:mm:ss" })).toBe("၂၀၂၄-၀၃-၀၅ ၀၇:၀၈:၀၉");
    expect(formatDate(null, { locale: "my" })).toBe("--");
  });

  it("writes an instant as ISO 8601 local to a zone, with its offset", () => {
    expect(isoInZone(1802212200, "Australia/Brisbane")).toBe("2027-02-10T08:30:00+10:00");
    expect(isoInZone(seconds, "UTC")).toBe("2024-03-05T07:08:09+00:00");
  });
});
