import { createIntl, createIntlCache } from "@formatjs/intl";
import { describe, expect, it } from "vitest";
import {
  documentTypeOf,
  downloadsRoute,
  formatFileSize,
  formatSpec,
  formatSpecValue,
  keyFigures,
  parseProductListPath,
  productListRoute,
  seriesSlug,
  withoutSpecificationTables,
} from "./format";

const cache = createIntlCache();
const en = createIntl({ locale: "en" }, cache);
const es = createIntl({ locale: "es" }, cache);
const my = createIntl({ locale: "my" }, cache);

describe("formatSpecValue", () => {
  it("writes numbers the way each language does", () => {
    expect(formatSpecValue(en, "97.6")).toBe("97.6");
    expect(formatSpecValue(es, "97.6")).toBe("97,6");
    expect(formatSpecValue(my, "97.6")).toBe("၉၇.၆");
  });

  it("keeps the decimals as written", () => {
    expect(formatSpecValue(es, "51.20")).toBe("51,20");
    expect(formatSpecValue(en, "6")).toBe("6");
  });

  it("formats every figure of a range or a size, and groups only large numbers", () => {
    expect(formatSpecValue(es, "440 × 560 × 200")).toBe("440 × 560 × 200");
    expect(formatSpecValue(my, "-25 … 60")).toBe("-၂၅ … ၆၀");
    expect(formatSpecValue(es, "6000")).toBe("6000");
    expect(formatSpecValue(en, "215000")).toBe("215,000");
    expect(formatSpecValue(es, "215000")).toBe("215.000");
  });

  it("leaves model codes and words alone", () => {
    expect(formatSpecValue(my, "IP65")).toBe("IP65");
    expect(formatSpecValue(es, "LiFePO4")).toBe("LiFePO4");
    expect(formatSpecValue(es, "RS485, CAN 2.0")).toBe("RS485, CAN 2,0");
  });

  it("adds the unit after the value", () => {
    expect(formatSpec(es, { value: "97.6", unit: "%" })).toBe("97,6 %");
    expect(formatSpec(en, { value: "IP65", unit: null })).toBe("IP65");
  });
});

describe("keyFigures", () => {
  const specs = [
    { key: "mppt", value: "2", unit: null },
    { key: "ratedPower", value: "6", unit: "kW" },
    { key: "dimensions", value: "440 × 560 × 200", unit: "mm" },
    { key: "efficiency", value: "97.6", unit: "%" },
    { key: "ipRating", value: "IP65", unit: null },
    { key: "weight", value: "22", unit: "kg" },
    { key: "noise", value: "30", unit: "dB(A)" },
    { key: "warranty", value: "10", unit: "years" },
  ];

  it("takes the first single numbers with a unit, in catalogue order", () => {
    expect(keyFigures(specs).map((spec) => spec.key)).toEqual(["ratedPower", "efficiency", "weight", "noise"]);
    expect(keyFigures(specs, 2).map((spec) => spec.key)).toEqual(["ratedPower", "efficiency"]);
  });

  it("is empty for a product without figures", () => {
    expect(keyFigures([{ key: "apps", value: "iOS, Android", unit: null }])).toEqual([]);
  });
});

describe("formatFileSize", () => {
  it("uses kB below a megabyte and MB with one decimal above", () => {
    expect(formatFileSize(en, 850_000)).toBe("850 kB");
    expect(formatFileSize(en, 120)).toBe("1 kB");
    expect(formatFileSize(en, 1_234_567)).toBe("1.2 MB");
    expect(formatFileSize(es, 1_234_567)).toBe("1,2 MB");
  });
});

describe("seriesSlug", () => {
  it("lower-cases and dashes a series name", () => {
    expect(seriesSlug("Aurevo Cloud")).toBe("aurevo-cloud");
    expect(seriesSlug("HVStack")).toBe("hvstack");
    expect(seriesSlug(" Señal & Co. ")).toBe("senal-co");
  });
});

describe("parseProductListPath", () => {
  it("reads the index, a category and a series", () => {
    expect(parseProductListPath([])).toEqual({ kind: "index" });
    expect(parseProductListPath(undefined)).toEqual({ kind: "index" });
    expect(parseProductListPath(["battery"])).toEqual({ kind: "category", category: "battery" });
    expect(parseProductListPath(["monitoring-ems", "aurevo-cloud"])).toEqual({
      kind: "series",
      category: "monitoring-ems",
      series: "aurevo-cloud",
    });
  });

  it("takes a numeric last segment as an old product id, whatever the category says", () => {
    expect(parseProductListPath(["inverter", "1031"])).toEqual({ kind: "legacy", legacyId: 1031 });
    expect(parseProductListPath(["old-category", "1031"])).toEqual({ kind: "legacy", legacyId: 1031 });
    expect(parseProductListPath(["1021"])).toEqual({ kind: "legacy", legacyId: 1021 });
  });

  it("refuses unknown categories, odd series, zero-led or huge ids and deeper paths", () => {
    expect(parseProductListPath(["kettles"])).toEqual({ kind: "unknown" });
    expect(parseProductListPath(["battery", "Power Cube"])).toEqual({ kind: "unknown" });
    expect(parseProductListPath(["battery", "0123"])).toEqual({ kind: "unknown" });
    expect(parseProductListPath(["battery", "9999999999"])).toEqual({ kind: "unknown" });
    expect(parseProductListPath(["battery", "powercube", "extra"])).toEqual({ kind: "unknown" });
  });
});

describe("routes", () => {
  it("builds product-list and downloads links", () => {
    expect(productListRoute("battery")).toBe("/product-list/battery");
    expect(productListRoute("monitoring-ems", "Aurevo Cloud")).toBe("/product-list/monitoring-ems/aurevo-cloud");
    expect(downloadsRoute({ category: "monitoring-ems", series: "Aurevo Cloud" }, "user-manual")).toBe(
      "/downloads?type=user-manual&category=monitoring-ems&series=Aurevo+Cloud#UserManual",
    );
    expect(downloadsRoute({ category: "inverter", series: "Helios" })).toBe("/downloads?category=inverter&series=Helios");
    expect(documentTypeOf("brochure")).toBe("brochure");
    expect(documentTypeOf("poster")).toBeUndefined();
  });
});

describe("withoutSpecificationTables", () => {
  const names = ["Rated power", "Peak power (10 s)", "MPPT trackers"];
  const keyTable =
    "<h3>Key figures</h3><table><tbody><tr><th>Rated power</th><td>6 kW</td></tr><tr><th>MPPT trackers</th><td>2</td></tr></tbody></table>";

  it("drops a table that only repeats specifications, with its heading", () => {
    expect(withoutSpecificationTables(`<p>Intro</p><h3>Highlights</h3><ul><li>One</li></ul>${keyTable}<p>Outro</p>`, names)).toBe(
      "<p>Intro</p><h3>Highlights</h3><ul><li>One</li></ul><p>Outro</p>",
    );
  });

  it("keeps a table that says something the specifications do not", () => {
    const other = "<h3>Sizes</h3><table><tbody><tr><th>Rated power</th><td>6 kW</td></tr><tr><th>Colour</th><td>White</td></tr></tbody></table>";
    expect(withoutSpecificationTables(`<p>Intro</p>${other}`, names)).toBe(`<p>Intro</p>${other}`);
    expect(withoutSpecificationTables("<table><tr><td>6 kW</td></tr></table>", names)).toBe("<table><tr><td>6 kW</td></tr></table>");
  });
});
