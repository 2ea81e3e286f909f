import { describe, expect, it } from "vitest";
import { type EditionSite, regionalAlternates } from "./hreflang";

const sites: EditionSite[] = [
  { id: "global", url: "https://www.aurevo.example", languages: ["english", "spanish", "burmese"], region: null },
  { id: "nigeria", url: "https://ng.aurevo.example", languages: ["english", "spanish", "burmese"], region: "NG" },
  { id: "kenya", url: "https://ke.aurevo.example", languages: ["english", "spanish"], region: "KE" },
  { id: "burmese", url: "https://mm.aurevo.example", languages: ["english", "spanish", "burmese"], region: "MM" },
];

describe("regionalAlternates", () => {
  it("names the page on every edition in every language it offers, by language and region", () => {
    const alternates = regionalAlternates("/about/news", sites, { writtenIn: ["english", "spanish", "burmese"] });
    expect(alternates).toMatchObject({
      en: "https://www.aurevo.example/about/news",
      es: "https://www.aurevo.example/spanish/about/news",
      "en-NG": "https://ng.aurevo.example/about/news",
      "my-MM": "https://mm.aurevo.example/burmese/about/news",
      "es-KE": "https://ke.aurevo.example/spanish/about/news",
      "x-default": "https://www.aurevo.example/about/news",
    });
    expect(alternates["my-KE"]).toBeUndefined();
    expect(Object.keys(alternates)).toHaveLength(3 + 3 + 2 + 3 + 1);
  });

  it("leaves out the editions that do not show the item and the languages it is not written in", () => {
    const alternates = regionalAlternates("/about/news/lagos", sites, {
      writtenIn: ["english", "burmese"],
      shows: (site) => site.id === "nigeria" || site.id === "burmese",
    });
    expect(alternates).toEqual({
      "en-NG": "https://ng.aurevo.example/about/news/lagos",
      "my-NG": "https://ng.aurevo.example/burmese/about/news/lagos",
      "en-MM": "https://mm.aurevo.example/about/news/lagos",
      "my-MM": "https://mm.aurevo.example/burmese/about/news/lagos",
      // No global edition shows it: the first that does is the default.
      "x-default": "https://ng.aurevo.example/about/news/lagos",
    });
  });

  it("is the same set on every edition, so the links are reciprocal", () => {
    const from = (order: EditionSite[]) => regionalAlternates("/products/helios-6", order, { writtenIn: ["english", "spanish"] });
    expect(from([...sites].reverse())).toEqual(from(sites));
  });
});
