import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { routing, type SiteLocale } from "../../routing";

vi.mock("server-only", () => ({}));
const { PagedList } = await import("./paged-list");
const { pageHref } = await import("./paging");

const [english, spanish] = routing.locales;
const items = ["a", "b", "c"];

function render(props: { page: number; pageCount: number; list?: string[]; locale?: SiteLocale }) {
  return renderToStaticMarkup(
    <PagedList
      locale={props.locale ?? english}
      path="/about/news"
      items={props.list ?? items}
      page={props.page}
      pageCount={props.pageCount}
      label="News articles"
      empty="There is no news to show."
      itemKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
    />,
  );
}

describe("PagedList", () => {
  it("says so in words when there is nothing to show, with no list and no pages", () => {
    const html = render({ page: 1, pageCount: 1, list: [] });
    expect(html).toContain('role="status"');
    expect(html).toContain("There is no news to show.");
    expect(html).not.toContain("<ul");
    expect(html).not.toContain("No more results");
  });

  it("links the pages and ends the last one with 'No more results'", () => {
    const middle = render({ page: 1, pageCount: 2 });
    expect(middle).toContain('aria-label="News articles"');
    expect(middle).toContain('href="/about/news?page=2"');
    expect(middle).not.toContain("No more results");
    const last = render({ page: 2, pageCount: 2 });
    expect(last).toContain('href="/about/news"');
    expect(last).toContain("No more results");
  });

  it("speaks the visitor's language", () => {
    expect(render({ page: 1, pageCount: 1, locale: spanish })).toContain("No hay más resultados");
  });
});

describe("pageHref", () => {
  it("leaves the first page without a query", () => {
    expect(pageHref("/spanish/about/blogs", 1)).toBe("/spanish/about/blogs");
    expect(pageHref("/spanish/about/blogs", 3)).toBe("/spanish/about/blogs?page=3");
  });
});
