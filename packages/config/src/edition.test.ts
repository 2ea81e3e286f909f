import { describe, expect, it } from "vitest";
import { defineEdition } from "./edition";

const valid = {
  id: "nigeria",
  region: "Nigeria",
  brand: { name: "Aurevo" },
  contentSet: "nigeria",
} as const;

describe("defineEdition", () => {
  it("returns the config with defaults filled in", () => {
    const edition = defineEdition(valid);
    expect(edition.brand.name).toBe("Aurevo");
    expect(edition.analyticsIds).toEqual([]);
    expect(edition.theme).toEqual({});
    expect(edition.languages).toEqual(["english", "spanish", "burmese"]);
  });

  it("offers the languages named, in the sites' order, and english always", () => {
    expect(defineEdition({ ...valid, languages: ["spanish", "english"] }).languages).toEqual(["english", "spanish"]);
    expect(() => defineEdition({ ...valid, languages: ["spanish", "burmese"] })).toThrow(/english must be among them[\s\S]*at languages/);
    expect(() => defineEdition({ ...valid, languages: ["english", "english"] })).toThrow(/each language once/);
    expect(() => defineEdition({ ...valid, languages: [] })).toThrow(/languages/);
    expect(() => defineEdition({ ...valid, languages: ["klingon" as "english"] })).toThrow(/languages/);
  });

  it("names each wrong field in its error", () => {
    expect(() => defineEdition({ ...valid, contentSet: "mars" as "nigeria", monitoringUrl: "not a url" })).toThrow(
      /contentSet[\s\S]*monitoringUrl|monitoringUrl[\s\S]*contentSet/,
    );
  });

  it("holds no public origin: that is a setting of the server (SITE_URL_<ID>), so one build serves any deployment", () => {
    expect(() => defineEdition({ ...valid, siteUrl: "https://ng.aurevo.example" } as never)).toThrow(/siteUrl/);
  });

  it("refuses unknown keys, so a typo does not pass silently", () => {
    expect(() => defineEdition({ ...valid, brnad: { name: "x" } } as never)).toThrow(/brnad/);
  });

  it("refuses analytics ids that are not measurement ids", () => {
    expect(() => defineEdition({ ...valid, analyticsIds: ["<script>"] })).toThrow(/analyticsIds/);
  });
});

describe("defineEdition, newer fields", () => {
  it("takes a monitoring-platform URL and theme accents", () => {
    const edition = defineEdition({
      ...valid,
      monitoringUrl: "https://monitor.aurevo.example",
      analyticsIds: ["G-AUREVO01", "G-AUREVO02"],
      theme: { accent: "#008751", accentEmphasis: "oklch(0.45 0.14 150)" },
    });
    expect(edition.monitoringUrl).toBe("https://monitor.aurevo.example");
    expect(edition.theme.accentEmphasis).toBe("oklch(0.45 0.14 150)");
  });

  it("refuses a monitoring link that is not http(s), and a third analytics id", () => {
    expect(() => defineEdition({ ...valid, monitoringUrl: "javascript:alert(1)" })).toThrow(/monitoringUrl/);
    expect(() => defineEdition({ ...valid, analyticsIds: ["G-A1B2", "G-C3D4", "G-E5F6"] })).toThrow(/analyticsIds/);
  });

  it("refuses an accent that is not a colour", () => {
    expect(() => defineEdition({ ...valid, theme: { accent: "red; background: url(x)" } })).toThrow(/theme/);
  });
});
