import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategorySections } from "./category-sections";

const texts = { nav: "Topics", none: "There are no questions yet.", empty: "No questions in this topic yet." };
const anchor = (id: string) => `faq-topic-${id}`;

function render(categories: { id: string; name: string; entries: string[] }[]) {
  return renderToStaticMarkup(
    <CategorySections categories={categories} entries={(category) => category.entries} path="/support/faq" anchor={anchor} texts={texts}>
      {(entries) => (
        <ul>
          {entries.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      )}
    </CategorySections>,
  );
}

describe("CategorySections", () => {
  it("says so in words when there is no category, with no topic links", () => {
    const html = render([]);
    expect(html).toContain(texts.none);
    expect(html).not.toContain("<nav");
  });

  it("links each topic to its section, named by its heading", () => {
    const html = render([
      { id: "install", name: "Installation", entries: ["How do I mount it?"] },
      { id: "app", name: "The app", entries: [] },
    ]);
    expect(html).toContain('aria-label="Topics"');
    expect(html).toContain('href="/support/faq#faq-topic-install"');
    expect(html).toContain('id="faq-topic-install" aria-labelledby="faq-topic-install-title"');
    expect(html).toContain('<h2 id="faq-topic-install-title"');
    expect(html).toContain("How do I mount it?");
    expect(html).not.toContain(texts.none);
  });

  it("says so in a category with nothing in it", () => {
    const html = render([{ id: "app", name: "The app", entries: [] }]);
    expect(html).toContain(texts.empty);
    expect(html).not.toContain("<ul></ul>");
  });
});
