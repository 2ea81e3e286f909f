import { describe, expect, it } from "vitest";
import { phoneNumbers, telHref } from "./offices";

describe("phoneNumbers", () => {
  it("splits several numbers at the commas", () => {
    expect(phoneNumbers("+86 512 555 0100, +86 512 555 0101")).toEqual(["+86 512 555 0100", "+86 512 555 0101"]);
  });

  it("has no numbers for an empty field or stray commas", () => {
    expect(phoneNumbers("")).toEqual([]);
    expect(phoneNumbers(" , ")).toEqual([]);
  });
});

describe("telHref", () => {
  it("keeps the leading plus and the digits only", () => {
    expect(telHref("+86 512 555 0100")).toBe("tel:+865125550100");
    expect(telHref("+61 (2) 5550-0123")).toBe("tel:+61255500123");
    expect(telHref("0812 555 01")).toBe("tel:081255501");
  });
});
