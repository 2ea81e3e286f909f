import "server-only";
import { MAX_PAGE_SIZE } from "@repo/api-client/contract";
import { getBlogs, getEvents, getNews } from "@repo/api-client/about";
import type { Page } from "@repo/api-client/view";
import { getProductCategories, getSolutions } from "@repo/api-client/products";
import { getWebinars } from "@repo/api-client/support";
import { cached, serverFetcher } from "./api";
import { contentApiFailures } from "./content-api-failures";
import { type ItemRoute, staticRoutes } from "./route-table";
import { routing, type SiteLocale } from "./routing";

/** Every item of a paged list, a page of the largest size at a time. */
async function allPages<T>(load: (pageNum: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await load(pageNum);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

/** A page of the sitemap: its route, and the languages it is written in (every one the edition offers when absent). */
export interface SitemapRoute {
  route: string;
  writtenIn?: readonly SiteLocale[];
}

/**
 * The routes of every detail page, read from the content API: products,
 * solutions, news, blogs, events and webinars, each with the languages it is
 * written in (english, and each language whose list shows it in its own words
 * rather than the english fallback). A list that cannot be read is left out
 * (and logged) rather than taking the whole sitemap down.
 */
export async function detailRoutes(): Promise<SitemapRoute[]> {
  const page = { pageSize: MAX_PAGE_SIZE };
  // One list per route the table gives an entry per item: a route without its list does not compile.
  const lists = (fetcher: ReturnType<typeof serverFetcher>) =>
    ({
      "/products/[id]": async () => (await getProductCategories(fetcher, {}, cached("products"))).flatMap((category) => category.products),
      "/solutions/[id]": () => getSolutions(fetcher, {}, cached("solutions")),
      "/about/news/[id]": () => allPages((pageNum) => getNews(fetcher, { ...page, pageNum }, cached("news"))),
      "/about/blogs/[id]": () => allPages((pageNum) => getBlogs(fetcher, { ...page, pageNum }, cached("blogs"))),
      "/about/event/[id]": () => allPages((pageNum) => getEvents(fetcher, { ...page, pageNum }, cached("events"))),
      "/support/webinar/[id]": () => allPages((pageNum) => getWebinars(fetcher, { ...page, pageNum }, cached("webinars"))),
    }) satisfies Record<ItemRoute, () => Promise<{ href: string; untranslated: boolean }[]>>;
  const written = new Map<string, SiteLocale[]>();
  // English first: its lists name every item; another language's add the items written in it.
  for (const locale of routing.locales) {
    const routes = await Promise.all(
      Object.entries(lists(serverFetcher(locale.code))).map(async ([name, load]) => {
        try {
          return (await load()).filter((item) => !item.href.includes("#") && (locale.code === "english" || !item.untranslated));
        } catch (error) {
          if (!contentApiFailures().report(error)) {
            console.error(`sitemap: the items of ${name} are unavailable (${locale.code}):`, error instanceof Error ? error.message : error);
          }
          return [];
        }
      }),
    );
    for (const { href } of routes.flat()) {
      const languages = written.get(href);
      if (languages) {
        if (!languages.includes(locale)) languages.push(locale);
      } else if (locale.code === "english") written.set(href, [locale]);
    }
  }
  return [...written].map(([route, writtenIn]) => ({ route, writtenIn }));
}

/** The routes `/sitemap.xml` lists: every screen, then every detail page. */
export async function sitemapRoutes(): Promise<SitemapRoute[]> {
  return [...staticRoutes.map((route) => ({ route })), ...(await detailRoutes())];
}
