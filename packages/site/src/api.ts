import "server-only";
import { type ContentTag, type LanguageCode, type SeoEntry, contentTags } from "@repo/api-client/contract";
import { ApiError } from "@repo/api-client/errors";
import { createFetcher } from "@repo/api-client/fetcher";
import { type EditionSettings, type EditionSummary, getEditionSettings, getEditions } from "@repo/api-client/editions";
import { getSeoList } from "@repo/api-client/home";
import { getNavigation } from "@repo/api-client/navigation";
import { contentApiFailures } from "./content-api-failures";
// The config itself, not ./edition, which reads its settings through this module.
import edition from "@edition/config";
import { serverEnv } from "./env";

/** Revalidation windows and cache tags per content type (the content API can revalidate a tag on change). */
export const cachePolicy = {
  navigation: { revalidate: 300, tags: ["navigation"] },
  seo: { revalidate: 3600, tags: ["seo"] },
  home: { revalidate: 300, tags: ["home"] },
  products: { revalidate: 300, tags: ["products"] },
  solutions: { revalidate: 300, tags: ["solutions"] },
  caseStudies: { revalidate: 300, tags: ["case-studies"] },
  documents: { revalidate: 300, tags: ["documents"] },
  videos: { revalidate: 300, tags: ["videos"] },
  news: { revalidate: 300, tags: ["news"] },
  blogs: { revalidate: 300, tags: ["blogs"] },
  comments: { revalidate: 60, tags: ["comments"] },
  events: { revalidate: 300, tags: ["events"] },
  webinars: { revalidate: 300, tags: ["webinars"] },
  faq: { revalidate: 3600, tags: ["faq"] },
  warranty: { revalidate: 3600, tags: ["warranty"] },
  editions: { revalidate: 300, tags: ["editions"] },
} as const satisfies Record<string, { revalidate: number; tags: readonly ContentTag[] }>;

export type CacheKind = keyof typeof cachePolicy;

/** Every tag the site caches content under: what `/revalidate` accepts. */
export const cacheTags = contentTags;

/**
 * The typed client's fetcher on the server, asking in `languageCode` as this
 * edition: every read names it (`edition`), so the content API answers the
 * items for this edition and the products it sells.
 */
export function serverFetcher(languageCode: LanguageCode) {
  return createFetcher({ baseUrl: serverEnv().CONTENT_API_URL, languageCode, edition: edition.id });
}

/**
 * Request options that cache a response in Next's data cache under the
 * kind's tags and window: `getNews(serverFetcher(code), query, cached("news"))`.
 * Pages stay static; the content API (or a timer) revalidates them.
 */
export function cached(kind: CacheKind): { next: { revalidate: number; tags: string[] } } {
  const policy = cachePolicy[kind];
  const cap = serverEnv().CONTENT_REVALIDATE_MAX_SECONDS ?? Infinity;
  return { next: { revalidate: Math.min(policy.revalidate, cap), tags: [...policy.tags] } };
}

/** A window no cached menu outlives: read with it, the data cache's last good menu counts as fresh. */
const LAST_GOOD_SECONDS = 365 * 24 * 60 * 60;

/**
 * The menu in `languageCode`, cached and revalidated by tag rather than fetched per request.
 *
 * A failed refresh keeps the cached menu. On a visit, Next serves a stale menu
 * and refreshes it behind; but while it generates a page for its page cache (a
 * page's first visit, or its refresh) it refreshes a stale menu first, and a
 * content API that cannot be reached then fails the whole page, the site's
 * header and footer included. So when the API is unreachable the menu is read
 * again from the data cache with a window that counts any copy fresh: the last
 * good menu, without the network. With nothing cached, the failure stands: a
 * page without its menu would be frozen into the page cache, an error page is not.
 */
export async function loadNavigation(languageCode: LanguageCode) {
  const fetcher = serverFetcher(languageCode);
  try {
    return await getNavigation(fetcher, cached("navigation"));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code < 500) throw error;
    contentApiFailures().report(error);
    return getNavigation(fetcher, { next: { revalidate: LAST_GOOD_SECONDS, tags: [...cachePolicy.navigation.tags] } });
  }
}

/**
 * The SEO entries of every route in `languageCode`, loaded once and shared by
 * every page's metadata. Metadata never takes a page down: when the list
 * cannot be loaded the pages use their fallbacks until the next revalidation.
 */
export async function loadSeoList(languageCode: LanguageCode): Promise<Map<string, SeoEntry>> {
  try {
    return await getSeoList(serverFetcher(languageCode), {
      next: { revalidate: cachePolicy.seo.revalidate, tags: [...cachePolicy.seo.tags] },
    });
  } catch (error) {
    // The API's failures are said once a minute by the failure log; anything else here is a bug, said each time.
    if (!contentApiFailures().report(error)) {
      console.error(`SEO list unavailable (${languageCode}); using fallbacks:`, error instanceof Error ? error.message : error);
    }
    return new Map();
  }
}

/**
 * Reads `read` through the data cache under `kind`'s tags; when the content API
 * cannot be reached (or fails), reads the last good copy instead, as the menu does
 * (`loadNavigation`): what every page shows must not turn a cached page into an error.
 */
async function withLastGood<T>(kind: CacheKind, read: (init: ReturnType<typeof cached>) => Promise<T>): Promise<T> {
  try {
    return await read(cached(kind));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code < 500) throw error;
    return read({ next: { revalidate: LAST_GOOD_SECONDS, tags: [...cachePolicy[kind].tags] } });
  }
}

/** Every edition, for the country menu and hreflang, read at run time: a new one shows without a build. */
export async function loadEditions(): Promise<EditionSummary[]> {
  // The list is the same in every language; english keeps one cached copy.
  return withLastGood("editions", (init) => getEditions(serverFetcher("english"), init));
}

/** Edition `id`'s settings in `languageCode`: claims, offices, company, footer, about texts. */
export async function loadEditionSettings(id: string, languageCode: LanguageCode): Promise<EditionSettings> {
  return withLastGood("editions", (init) => getEditionSettings(serverFetcher(languageCode), id, init));
}
