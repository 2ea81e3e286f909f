import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getSearchStatistics, search } from "@repo/api-client/home";
import { Link } from "@repo/ui/link";
import { PaginationEnd, PaginationLinks } from "@repo/ui/pagination";
import { QuickLinks } from "@repo/ui/quick-links";
import { Text } from "@repo/ui/text";
import { serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame, type Crumb } from "../screen-kit/page-frame";
import { givenSearch } from "./editorial/paging";
import { pageMetadata } from "../seo";
import { keywordOf, pageOf, quickLinks, SEARCH_PAGE_SIZE, searchPath, typeOf } from "./search/keyword";
import { ResultList } from "./search/result-list";
import { SearchBox } from "./search/search-box";
import { TypeTabs } from "./search/type-tabs";
import type { RouteSearchParams } from "../route-table";

type Params = ScreenParams<{ keyword?: string[] }>;
/** The query the route table lets this screen read. */
type SearchParams = RouteSearchParams<"/search" | "/search/[...keyword]">;

/**
 * Results depend on the keyword and change with any content: asked fresh each
 * time (the content API keeps a short cache of its own), never frozen into
 * the site's data cache.
 */
const uncached = { cache: "no-store" } as const;

function crumbs(searchTitle: string, keyword: string): Crumb[] {
  const trail: Crumb[] = [{ name: searchTitle, route: "/search" }];
  if (keyword) trail.push({ name: keyword, route: `/search/${encodeURIComponent(keyword)}` });
  return trail;
}

/**
 * `/search/{keyword}` (SPEC §2): the hits per content type as tabs, one page
 * of the chosen type's hits with the keyword marked, and paging; type and
 * page live in the URL, so all of it works without JavaScript. `/search`
 * without a keyword asks for one; `/search?keyword=…` (the page's own form
 * without JavaScript) becomes `/search/{keyword}`.
 */
export async function SearchScreen({ params, searchParams }: { params: Params; searchParams?: SearchParams }) {
  const locale = await screenLocale(params);
  const keyword = keywordOf((await params).keyword);
  const query = (await searchParams) ?? {};
  const intl = getIntl(locale.intl);
  const searchTitle = intl.formatMessage({ id: "search.title" });

  if (!keyword) {
    const typed = typeof query.keyword === "string" ? keywordOf([encodeURIComponent(query.keyword)]) : "";
    if (typed) redirect(searchPath(locale, typed));
    return (
      <PageFrame locale={locale} title={searchTitle} breadcrumbs={crumbs(searchTitle, "")}>
        <SearchBox locale={locale} keyword="" prompt />
      </PageFrame>
    );
  }

  const type = typeOf(query.type);
  const page = pageOf(query.page);
  // A type or page the search does not know shows all types or the first page, at that page's own URL.
  const canonical = searchPath(locale, keyword, { type, page });
  if (givenSearch({ type: query.type, page: query.page }) !== new URL(canonical, "http://site").search) redirect(canonical);
  const fetcher = serverFetcher(locale.code);
  const [statistics, results] = await Promise.all([
    loadOr404(getSearchStatistics(fetcher, keyword, uncached)),
    loadOr404(search(fetcher, { keyword, type, pageNum: page, pageSize: SEARCH_PAGE_SIZE }, uncached)),
  ]);
  const pageCount = Math.max(1, Math.ceil(results.total / SEARCH_PAGE_SIZE));
  if (page > pageCount) notFound();

  return (
    <PageFrame
      locale={locale}
      title={intl.formatMessage({ id: "search.resultsFor" }, { key: keyword })}
      breadcrumbs={crumbs(searchTitle, keyword)}
      untranslated={results.items.some((hit) => hit.untranslated)}
    >
      <SearchBox locale={locale} keyword={keyword} prompt={false} />
      {statistics.total === 0 ? (
        <div className="mt-8 flex flex-col gap-4">
          <Text role="status" size="lg">
            {intl.formatMessage({ id: "search.noResults" }, { key: keyword })}
          </Text>
          {statistics.suggestion ? (
            <Text size="lg">
              <Link href={searchPath(locale, statistics.suggestion)} tone="brand" className="underline">
                {intl.formatMessage({ id: "search.didYouMean" }, { suggestion: statistics.suggestion })}
              </Link>
            </Text>
          ) : null}
          {/* Not a dead end: the ways on that the search panel offers. */}
          <QuickLinks
            label={intl.formatMessage({ id: "header.quickLinks.label" })}
            links={quickLinks(locale, (id) => intl.formatMessage({ id }))}
          />
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-6">
          <Text role="status" size="lg">
            {intl.formatMessage({ id: "search.results" }, { total: statistics.total })}
          </Text>
          <TypeTabs locale={locale} keyword={keyword} statistics={statistics} current={type} />
          {results.items.length > 0 ? (
            <ResultList
              locale={locale}
              keyword={keyword}
              hits={results.items}
              label={intl.formatMessage({ id: "search.resultsFor" }, { key: keyword })}
            />
          ) : null}
          <PaginationLinks
            formatPage={(target) => intl.formatNumber(target, { useGrouping: false })}
            aria-label={intl.formatMessage({ id: "search.paging" })}
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => searchPath(locale, keyword, { type, page: target })}
            labels={{
              previous: intl.formatMessage({ id: "paging.previous" }),
              next: intl.formatMessage({ id: "paging.next" }),
              // A number argument: written in the digits the link shows, so the link's name contains its text in every script.
              page: (target) => intl.formatMessage({ id: "search.page" }, { page: target }),
            }}
          />
          {page >= pageCount ? <PaginationEnd>{intl.formatMessage({ id: "search.noMore" })}</PaginationEnd> : null}
        </div>
      )}
    </PageFrame>
  );
}

/** Result pages are for visitors, not for search engines' indexes: `noindex`, links still followed. */
export async function generateSearchMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const keyword = keywordOf((await params).keyword);
  const intl = getIntl(locale.intl);
  const title = keyword
    ? intl.formatMessage({ id: "search.resultsFor" }, { key: keyword })
    : intl.formatMessage({ id: "search.title" });
  const metadata = await pageMetadata(locale, keyword ? `/search/${encodeURIComponent(keyword)}` : "/search", title);
  return { ...metadata, robots: { index: false, follow: true } };
}
