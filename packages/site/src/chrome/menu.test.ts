import { describe, expect, it } from "vitest";
import type { MenuEntry } from "@repo/ui/menu";
import { siteLocales } from "../routing";
import { localizeMenu } from "./menu";
import { menuEntry } from "./menu-fixture";

const entry = (id: number, link: string, children: MenuEntry[] = []) => menuEntry(id, link, { children });

describe("localizeMenu", () => {
  const menu = [entry(1, "/products", [entry(2, "/products/4", [entry(3, "/product-list/4/9")])]), entry(4, "https://shop.example.com")];

  it("prefixes internal links at every depth and leaves external ones alone", () => {
    const spanish = localizeMenu(menu, siteLocales[1]);
    expect(spanish[0]?.link).toBe("/spanish/products");
    expect(spanish[0]?.children[0]?.link).toBe("/spanish/products/4");
    expect(spanish[0]?.children[0]?.children[0]?.link).toBe("/spanish/product-list/4/9");
    expect(spanish[1]?.link).toBe("https://shop.example.com");
  });

  it("says «Only in English» in the page's language beside a name that fell back to english", () => {
    const fallback = [{ ...entry(5, "/products/meter-3p"), untranslated: true }, entry(6, "/products/helios-6")];
    expect(localizeMenu(fallback, siteLocales[1]).map((item) => item.notice)).toEqual(["Solo en inglés", undefined]);
    expect(localizeMenu(fallback, siteLocales[2])[0]?.notice).toBe("အင်္ဂလိပ်ဘာသာဖြင့်သာ");
    expect(localizeMenu(fallback, siteLocales[0])[0]?.notice).toBeUndefined();
  });

  it("keeps english links as the API wrote them", () => {
    expect(localizeMenu(menu, siteLocales[0])).toEqual(menu);
  });
});
