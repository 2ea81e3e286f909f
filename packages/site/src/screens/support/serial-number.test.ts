import { describe, expect, it } from "vitest";
import { checkSerial, monitoringPageUrl, normalizeSerial, serialFromBarcodes } from "./serial-number";

describe("checkSerial", () => {
  it("accepts 10 capital letters and digits", () => {
    expect(checkSerial("SN12345678")).toEqual({ ok: true, serial: "SN12345678" });
    expect(checkSerial("1234567890")).toEqual({ ok: true, serial: "1234567890" });
  });

  it("forgives lower case, spaces and dashes as people type them", () => {
    expect(checkSerial(" sn12-345 678 ")).toEqual({ ok: true, serial: "SN12345678" });
    expect(normalizeSerial("ab–12 34")).toBe("AB1234");
  });

  it("asks for the number when nothing was typed", () => {
    expect(checkSerial("")).toEqual({ ok: false, reason: "required" });
    expect(checkSerial("  - ")).toEqual({ ok: false, reason: "required" });
  });

  it("refuses numbers of the wrong length, other characters and words without digits", () => {
    expect(checkSerial("SN1234567")).toEqual({ ok: false, reason: "format" });
    expect(checkSerial("SN123456789")).toEqual({ ok: false, reason: "format" });
    expect(checkSerial("SN1234567!")).toEqual({ ok: false, reason: "format" });
    expect(checkSerial("SN12345É78")).toEqual({ ok: false, reason: "format" });
    expect(checkSerial("ABCDEFGHIJ")).toEqual({ ok: false, reason: "format" });
    expect(checkSerial("SN1234/../")).toEqual({ ok: false, reason: "format" });
  });
});

describe("monitoringPageUrl", () => {
  it("names the device under the platform's address, with or without a trailing slash", () => {
    expect(monitoringPageUrl("https://monitor.aurevo.example", "SN12345678")).toBe("https://monitor.aurevo.example/device/SN12345678");
    expect(monitoringPageUrl("https://monitor.aurevo.example/au/", "SN12345678")).toBe("https://monitor.aurevo.example/au/device/SN12345678");
  });
});

describe("serialFromBarcodes", () => {
  it("picks the value that has the serial's form", () => {
    expect(serialFromBarcodes(["MODEL-X", "sn12345678"])).toBe("SN12345678");
    expect(serialFromBarcodes(["https://example.com", "42"])).toBeNull();
  });
});
