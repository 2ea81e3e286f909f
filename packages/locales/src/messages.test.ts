import { describe, expect, it } from "vitest";
import { catalogs } from "./messages";

describe("catalogs", () => {
  it("hold the same keys in every language", () => {
    const english = Object.keys(catalogs.en).sort();
    expect(Object.keys(catalogs.es).sort()).toEqual(english);
    expect(Object.keys(catalogs.my).sort()).toEqual(english);
  });

  it("translate every message", () => {
    for (const [id, text] of Object.entries(catalogs.en)) {
      expect(catalogs.es[id as keyof typeof catalogs.es], id).not.toBe(text);
      expect(catalogs.my[id as keyof typeof catalogs.my], id).not.toBe(text);
    }
  });
});
