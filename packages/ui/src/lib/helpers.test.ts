import { describe, expect, it } from "vitest";
import { pageWindow } from "../components/pagination";
import { toPercent } from "../components/map-marker";
import { splitPhones } from "../components/site-footer";
import { panelKind } from "../components/mega-menu-parts";
import { entry as menuEntry } from "../fixtures/menu";
import { menuOutline, navEntries, panelHeight, seeAllLabels, type MenuEntry } from "./menu";

/** Entry `id` as the API sends it, named `Item <id>`, with the given fields. */
const entry = (id: number, fields: Partial<MenuEntry> = {}) => menuEntry(`Item ${id}`, `/item-${id}`, { id, ...fields });

describe("panelHeight", () => {
  it("follows the menu index through 442, 484, 380, 200, 200 and repeats", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(panelHeight)).toEqual([442, 484, 380, 200, 200, 442, 484]);
  });
});

describe("seeAllLabels", () => {
  it("names the link of every entry with children, at any depth, and of no other", () => {
    const menu = [entry(1, { children: [entry(2, { children: [entry(3)] }), entry(4)] }), entry(5)];
    expect(seeAllLabels(menu, (name) => `See all in ${name}`)).toEqual({ 1: "See all in Item 1", 2: "See all in Item 2" });
  });
});

describe("navEntries", () => {
  it("keeps what the panels show at each level and leaves out empty fields and alt texts", () => {
    const product = entry(3, {
      img: "/getFile/products/p/front.webp",
      alt: "A battery",
      desc: "A long product description",
    });
    const category = entry(2, {
      img: "/getFile/categories/c.webp",
      desc: "Category text",
      shortName: "Cat",
      children: [product],
    });
    const top = entry(1, { mateCode: "Products", desc: "Tagline", children: [category] });
    const outside = entry(4, { link: "https://monitor.example.org", external: true });
    expect(navEntries([top, outside])).toEqual([
      {
        id: 1,
        name: "Item 1",
        link: "/item-1",
        mateCode: "Products",
        desc: "Tagline",
        children: [
          {
            id: 2,
            name: "Item 2",
            link: "/item-2",
            img: "/getFile/categories/c.webp",
            desc: "Category text",
            shortName: "Cat",
            children: [{ id: 3, name: "Item 3", link: "/item-3", img: "/getFile/products/p/front.webp", children: [] }],
          },
        ],
      },
      { id: 4, name: "Item 4", link: "https://monitor.example.org", external: true, children: [] },
    ]);
  });
});

describe("menuOutline", () => {
  it("keeps the top items, their panel kind and the names and links under them; pictures, texts and products wait for the panels", () => {
    const product = entry(3, { img: "/getFile/products/p/front.webp" });
    const category = entry(2, { img: "/getFile/categories/c.webp", desc: "Category text", shortName: "Cat", children: [product] });
    const untranslated = entry(5, { notice: "Only in English", untranslated: true });
    const top = entry(1, { mateCode: "Products", desc: "Tagline", img: "/getFile/top.webp", children: [category, untranslated] });
    const outside = entry(4, { link: "https://monitor.example.org", external: true });
    expect(menuOutline(navEntries([top, outside]))).toEqual([
      {
        id: 1,
        name: "Item 1",
        link: "/item-1",
        mateCode: "Products",
        children: [
          { id: 2, name: "Item 2", link: "/item-2", children: [] },
          { id: 5, name: "Item 5", link: "/item-5", notice: "Only in English", children: [] },
        ],
      },
      { id: 4, name: "Item 4", link: "https://monitor.example.org", external: true, children: [] },
    ]);
  });
});

describe("panelKind", () => {
  it("maps mateCode to a panel, case-insensitively, and anything else to child links", () => {
    expect(panelKind(entry(1, { mateCode: "Products" }))).toBe("products");
    expect(panelKind(entry(1, { mateCode: "solutions" }))).toBe("solutions");
    expect(panelKind(entry(1, { mateCode: "Support" }))).toBe("support");
    expect(panelKind(entry(1, { mateCode: null }))).toBe("links");
    expect(panelKind(entry(1, { mateCode: "About" }))).toBe("links");
  });
});

describe("pageWindow", () => {
  it("shows first, last and the neighbours of the current page with gaps", () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, null, 8]);
    expect(pageWindow(5, 8)).toEqual([1, null, 4, 5, 6, null, 8]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe("toPercent", () => {
  it("accepts the API's percentage strings with or without %", () => {
    expect(toPercent("49.1")).toBe("49.1%");
    expect(toPercent("76%")).toBe("76%");
    expect(toPercent(12)).toBe("12%");
    expect(toPercent("")).toBe("0%");
  });
});

describe("splitPhones", () => {
  it("splits on ASCII and full-width commas and drops empty entries", () => {
    expect(splitPhones("+86 20 1, +86 400 2")).toEqual(["+86 20 1", "+86 400 2"]);
    expect(splitPhones("1，2")).toEqual(["1", "2"]);
    expect(splitPhones(" , ")).toEqual([]);
  });
});
