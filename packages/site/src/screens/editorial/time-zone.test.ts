import { describe, expect, it } from "vitest";
import { eventTimeZone, zoneNeedsPlace } from "./time-zone";

describe("eventTimeZone", () => {
  it("takes the one zone of a single-zone country", () => {
    expect(eventTimeZone("TH", ["Hall 2, Bangkok"])).toBe("Asia/Bangkok");
    expect(eventTimeZone("ng", [])).toBe("Africa/Lagos");
    expect(zoneNeedsPlace("NG")).toBe(false);
  });

  it("tells the zones of a large country apart by the city of the place", () => {
    expect(zoneNeedsPlace("AU")).toBe(true);
    expect(eventTimeZone("AU", ["Riverside Trade Training Centre, Room 3, Brisbane"])).toBe("Australia/Brisbane");
    expect(eventTimeZone("AU", ["Riverside Trade Training Centre၊ အခန်း ၃၊ ဘရစ္စဘိန်း", "Room 3, Perth"])).toBe("Australia/Perth");
    expect(eventTimeZone("ES", ["Recinto Ferial Solaria, pabellón 7, Madrid"])).toBe("Europe/Madrid");
  });

  it("falls back to a zone on land, or UTC for an unknown country", () => {
    expect(eventTimeZone("AU", ["somewhere"])).toMatch(/^Australia\//);
    expect(eventTimeZone("ZZ", ["x"])).toBe("UTC");
    expect(eventTimeZone("not a country", [])).toBe("UTC");
  });
});
