import { describe, expect, it } from "vitest";
import { defineEdition } from "./edition";

const valid = {
  id: "nigeria",
  region: "Nigeria",
  brand: { name: "Aurevo" },
  contentSet: "nigeria",
  siteUrl: "http://localhost:3001",
} as const;

describe("defineEdition", () => {
  it("returns the config with defaults filled in", () => {
    const edition = defineEdition(valid);
    expect(edition.brand.name).toBe("Aurevo");
    expect(edition.analyticsIds).toEqual([]);
    expect(edition.theme).toEqual({});
  });

  it("names each wrong field in its error", () => {
    expect(() =>
      defineEdition({ ...valid, contentSet: "mars" as "nigeria", siteUrl: "not a url" }),
    ).toThrow(/contentSet[\s\S]*siteUrl|siteUrl[\s\S]*contentSet/);
  });

  it("refuses unknown keys, so a typo does not pass silently", () => {
    expect(() => defineEdition({ ...valid, brnad: { name: "x" } } as never)).toThrow(/brnad/);
  });

  it("refuses analytics ids that are not measurement ids", () => {
    expect(() => defineEdition({ ...valid, analyticsIds: ["<script>"] })).toThrow(/analyticsIds/);
  });
});
