import { describe, expect, it } from "vitest";
import { findLocale, localizedPath, routing } from "./routing";

const [english, spanish, burmese] = routing.locales;

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
