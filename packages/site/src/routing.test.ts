import { describe, expect, it } from "vitest";
import { findLocale, isDetailRoute, localizedPath, offeredLocales, routing, siteLocales, splitLocalePath, switchLocalePath } from "./routing";

const [english, spanish, burmese] = siteLocales;

describe("localizedPath", () => {
  it("leaves english unprefixed and prefixes the others", () => {
    expect(localizedPath(english, "/about/news")).toBe("/about/news");
    expect(localizedPath(spanish, "/about/news")).toBe("/spanish/about/news");
    expect(localizedPath(burmese, "/downloads#Brochure")).toBe("/burmese/downloads#Brochure");
  });

  it("maps home to the bare prefix", () => {
    expect(localizedPath(english, "/")).toBe("/");
    expect(localizedPath(spanish, "/")).toBe("/spanish");
  });

  it("leaves external links alone", () => {
    expect(localizedPath(spanish, "https://monitor.example.com")).toBe("https://monitor.example.com");
  });
});

describe("findLocale", () => {
  it("knows the three language codes and nothing else", () => {
    expect(findLocale("burmese")?.intl).toBe("my");
    expect(findLocale("zh")).toBeUndefined();
  });
});

describe("switchLocalePath", () => {
  it("keeps the route and changes the prefix", () => {
    expect(switchLocalePath("/about/news", spanish)).toBe("/spanish/about/news");
    expect(switchLocalePath("/spanish/about/news", burmese)).toBe("/burmese/about/news");
    expect(switchLocalePath("/burmese/downloads", english)).toBe("/downloads");
  });

  it("maps every home to the other language's home", () => {
    expect(switchLocalePath("/", spanish)).toBe("/spanish");
    expect(switchLocalePath("/spanish", english)).toBe("/");
    expect(switchLocalePath("/spanish/", burmese)).toBe("/burmese");
  });

  it("understands the rewritten english tree", () => {
    expect(splitLocalePath("/english/support/faq")).toEqual({ locale: english, route: "/support/faq" });
  });
});

describe("isDetailRoute", () => {
  it("is true for blog, event, news, webinar and search details only", () => {
    for (const route of ["/about/blogs/7", "/about/event/3", "/about/news/12", "/support/webinar/5", "/search/battery"]) {
      expect(isDetailRoute(route), route).toBe(true);
    }
    for (const route of ["/about/blogs", "/search", "/products/4", "/", "/about/news/12/extra"]) {
      expect(isDetailRoute(route), route).toBe(false);
    }
  });
});

describe("the edition's languages", () => {
  it("are those it offers, english first whatever order they are named in", () => {
    expect(offeredLocales(["spanish", "english"]).map((locale) => locale.code)).toEqual(["english", "spanish"]);
    expect(offeredLocales(["english"]).map((locale) => locale.prefix)).toEqual([""]);
    // english is offered even when a list forgets it: every text falls back to it.
    expect(offeredLocales(["burmese"]).map((locale) => locale.code)).toEqual(["english", "burmese"]);
  });

  it("route the test edition, which offers all three", () => {
    expect(routing.locales).toEqual(siteLocales);
  });
});
