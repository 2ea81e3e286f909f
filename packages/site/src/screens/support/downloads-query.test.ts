import { describe, expect, it } from "vitest";
import type { DownloadFilterView } from "@repo/api-client/downloads";
import { downloadsSearch, parseDownloadsState, tabForAnchor } from "./downloads-query";

const filters: DownloadFilterView[] = [
  { id: "battery", name: "Battery", series: ["PowerCube", "PowerRack"], products: [] },
  { id: "inverter", name: "Inverter", series: ["Helios"], products: [] },
];

describe("parseDownloadsState", () => {
  it("opens the datasheets, unfiltered, on page 1 by default", () => {
    expect(parseDownloadsState({}, filters)).toEqual({ type: "datasheet", page: 1 });
  });

  it("reads the tab, the filters and the page", () => {
    expect(
      parseDownloadsState({ type: "brochure", category: "battery", series: "PowerRack", language: "spanish", page: "2" }, filters),
    ).toEqual({ type: "brochure", category: "battery", series: "PowerRack", language: "spanish", page: 2 });
  });

  it("drops unknown values and a series outside the chosen product type", () => {
    expect(parseDownloadsState({ type: "poster", category: "toaster", language: "french", page: "-3" }, filters)).toEqual({
      type: "datasheet",
      page: 1,
    });
    expect(parseDownloadsState({ category: "inverter", series: "PowerCube" }, filters)).toEqual({
      type: "datasheet",
      category: "inverter",
      page: 1,
    });
    expect(parseDownloadsState({ series: ["Helios", "PowerCube"] }, filters)).toEqual({ type: "datasheet", series: "Helios", page: 1 });
  });
});

describe("downloadsSearch", () => {
  it("writes only what is set, page 1 implied", () => {
    expect(downloadsSearch({})).toBe("");
    expect(downloadsSearch({ type: "manual", page: 1 })).toBe("?type=manual");
    expect(downloadsSearch({ type: "manual", series: "Aurevo Cloud", page: 3 })).toBe("?type=manual&series=Aurevo+Cloud&page=3");
  });
});

describe("tabForAnchor", () => {
  it("finds the tab of an anchor, forgiving case and spaces", () => {
    expect(tabForAnchor("#Brochure")?.type).toBe("brochure");
    expect(tabForAnchor("#brochure")?.type).toBe("brochure");
    expect(tabForAnchor("#User%20Manual")?.type).toBe("user-manual");
    expect(tabForAnchor("#MoreFiles")?.type).toBe("more-files");
    expect(tabForAnchor("#Nothing")).toBeUndefined();
    expect(tabForAnchor("")).toBeUndefined();
  });
});
