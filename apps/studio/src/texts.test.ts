import { describe, expect, it } from "vitest";
import { bodyOf, textFieldsOf, typedTextsOf } from "./texts";
import type { ItemSummary } from "./envelope";
import { filterItems, filtersOf } from "./filters";
import { safeReturnPath, signInPath } from "./paths";

describe("a language's texts in the form", () => {
  const english = { title: "Launch", summary: "Short", bodyHtml: "<p>Body</p>", specLabels: ["Power"] };

  it("offers every text of the english source, with the language's own value beside it", () => {
    const fields = textFieldsOf(english, { title: "Lanzamiento", specLabels: ["Potencia"] });
    expect(fields.map((field) => [field.name, field.source, field.value, field.multiline])).toEqual([
      ["title", "Launch", "Lanzamiento", false],
      ["summary", "Short", "", false],
      ["bodyHtml", "<p>Body</p>", "", true],
    ]);
  });

  it("saves what was typed and keeps what it cannot edit as it was", () => {
    const form = new FormData();
    form.set("text.title", "Lanzamiento");
    form.set("text.bodyHtml", "<p>Uno</p>\r\n<p>Dos</p>");
    form.set("basedOn", "4");
    const typed = typedTextsOf(form);
    expect(typed).toEqual({ title: "Lanzamiento", bodyHtml: "<p>Uno</p>\n<p>Dos</p>" });
    expect(bodyOf(typed, { title: "Old", specLabels: ["Potencia"] })).toEqual({
      title: "Lanzamiento",
      bodyHtml: "<p>Uno</p>\n<p>Dos</p>",
      specLabels: ["Potencia"],
    });
  });
});

describe("the items list's filters", () => {
  const items: ItemSummary[] = [
    { slug: "a", title: "A", editions: null, states: { item: "published", english: "published", spanish: "draft", burmese: "missing" } },
    { slug: "b", title: "B", editions: ["nigeria"], states: { item: "published", english: "published", spanish: "published", burmese: "outdated" } },
    { slug: "c", title: "C", editions: ["australia"], states: { item: "published", english: "published", spanish: "published", burmese: "published" } },
  ];

  it("show an edition's items, those for every edition included, and those with a language in a state", () => {
    const slugs = (query: Record<string, string>) => filterItems(items, filtersOf(query)).map((item) => item.slug);
    expect(slugs({ edition: "nigeria" })).toEqual(["a", "b"]);
    expect(slugs({ state: "draft" })).toEqual(["a"]);
    expect(slugs({ edition: "australia", state: "outdated" })).toEqual([]);
    expect(slugs({ state: "nonsense" })).toEqual(["a", "b", "c"]);
  });
});

describe("where a person is sent back to", () => {
  it("is a path of the studio, never another site", () => {
    expect(safeReturnPath("/items/news?state=draft")).toBe("/items/news?state=draft");
    expect(safeReturnPath("//evil.example/x")).toBe("/");
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(signInPath("/items/news")).toBe("/sign-in?next=%2Fitems%2Fnews");
    expect(signInPath("/")).toBe("/sign-in");
  });
});
