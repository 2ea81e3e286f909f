/**
 * The one table of the site's routes, inside a language tree (`/spanish/about/news` is
 * `/about/news`): which exist, the query parameters each reads, how long a shared cache may keep
 * a page rendered per request, its sitemap entry and its header. The edition's server (query
 * policy, shared lists), the sitemap, static routes, the header and the screens' query types read
 * it; a test holds every edition app's route files to it. (next-intl's `pathnames` is the model.)
 *
 * Patterns name their dynamic segments as the app tree does: `[id]` one segment, `[...rest]` one
 * or more. Plain data: the browser's header reads it too.
 */

/** What a query parameter takes: a page number (1, 2, …), a slug (`battery`) or free text. */
export type QueryValue = "page" | "slug" | "text";

export interface RouteEntry {
  /**
   * The query parameters the page reads, in the order its own links write them. A page with any
   * is rendered per request (its data stays cached); any other parameter changes nothing but the
   * URL, and is dropped before the page is rendered.
   */
  query?: Readonly<Record<string, QueryValue>>;
  /**
   * How long, in seconds, a shared cache may keep a 200 of a page rendered per request, which
   * depends on its URL alone. A page with a query or this is rendered per request
   * (`dynamic = "force-dynamic"` in its route file); one with a query and without this is never
   * shared.
   */
  sharedSeconds?: number;
  /** Its own entry in `/sitemap.xml` (in every language), an entry per item (`"items"`), or none. */
  sitemap: { priority: number; changeFrequency: "daily" | "weekly" } | "items" | false;
  /** A detail page whose header stays white (SPEC §2 "Header"). */
  whiteHeader?: true;
}

/** Lists and filtered pages change with any edit; search and a post's comments are kept a minute. */
const LIST_SECONDS = 300;
const COMMENTS_SECONDS = 60;
const SCREEN = { priority: 0.7, changeFrequency: "weekly" } as const;

export const routeTable = {
  "/": { sitemap: { priority: 1, changeFrequency: "daily" } },
  "/case-study": { query: { category: "slug" }, sharedSeconds: LIST_SECONDS, sitemap: SCREEN },
  "/downloads": {
    query: { type: "slug", category: "slug", series: "slug", language: "slug", page: "page" },
    sharedSeconds: LIST_SECONDS,
    sitemap: SCREEN,
  },
  "/about/blogs": { query: { page: "page" }, sharedSeconds: LIST_SECONDS, sitemap: SCREEN },
  "/about/company": { sitemap: SCREEN },
  "/about/contact": { sitemap: SCREEN },
  "/about/event": { query: { page: "page" }, sharedSeconds: LIST_SECONDS, sitemap: SCREEN },
  "/about/news": { query: { page: "page" }, sharedSeconds: LIST_SECONDS, sitemap: SCREEN },
  "/support/faq": { sitemap: SCREEN },
  "/support/videoList": { sitemap: SCREEN },
  "/support/warranty": { sitemap: SCREEN },
  "/support/webinar": { query: { page: "page" }, sharedSeconds: LIST_SECONDS, sitemap: SCREEN },
  "/products": { query: { category: "slug" }, sharedSeconds: LIST_SECONDS, sitemap: SCREEN },
  "/solutions": { sitemap: SCREEN },
  "/products/[id]": { sitemap: "items" },
  "/solutions/[id]": { sitemap: "items" },
  "/about/news/[id]": { sitemap: "items", whiteHeader: true },
  "/about/blogs/[id]": { query: { page: "page" }, sharedSeconds: COMMENTS_SECONDS, sitemap: "items", whiteHeader: true },
  "/about/event/[id]": { sitemap: "items", whiteHeader: true },
  "/support/webinar/[id]": { sitemap: "items", whiteHeader: true },
  // `/search?keyword=…` (the form without JavaScript) only redirects to `/search/{keyword}`.
  "/search": { query: { keyword: "text" }, sharedSeconds: COMMENTS_SECONDS, sitemap: false },
  "/search/[...keyword]": { query: { type: "slug", page: "page" }, sharedSeconds: COMMENTS_SECONDS, sitemap: false, whiteHeader: true },
  // An old product id's permanent redirect is answered per request; the list itself reads no query.
  "/product-list": { sharedSeconds: LIST_SECONDS, sitemap: false },
  "/product-list/[...slug]": { sharedSeconds: LIST_SECONDS, sitemap: false },
  // The 404 and error documents the edition's server renders in place of a page.
  "/page-not-found": { sitemap: false },
  // The error document: the status and the failed page, in its query; never shared.
  "/page-error": { query: { status: "text", from: "text" }, sitemap: false },
} as const satisfies Record<string, RouteEntry>;

export type RoutePattern = keyof typeof routeTable;

/** The routes with a sitemap entry per item: each needs the list of its items (`sitemap-routes.ts`). */
export type ItemRoute = { [P in RoutePattern]: (typeof routeTable)[P]["sitemap"] extends "items" ? P : never }[RoutePattern];

/** The query parameters of `P` (of each pattern, for a union: a screen that serves several routes). */
type QueryOf<P extends RoutePattern> = P extends RoutePattern
  ? (typeof routeTable)[P] extends { query: infer Q }
    ? keyof Q & string
    : never
  : never;

/**
 * What a screen of `pattern` is given as its query: the parameters the table lists for it and no
 * other, so a screen that reads one the table does not list does not compile.
 */
export type RouteSearchParams<P extends RoutePattern> = Promise<{ [K in QueryOf<P>]?: string | string[] }>;

const entries = Object.entries(routeTable) as [RoutePattern, RouteEntry][];

/** A pattern as a regular expression over a route inside its language tree. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (/^\[\.\.\.\w+\]$/.test(segment) ? ".+" : /^\[\w+\]$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

const matchers = entries.map(([pattern, entry]) => ({ pattern, entry, regex: matcher(pattern) }));

/** The table's entry for a route inside its language tree (`/about/news/12`), if any route is it. */
export function routeOf(route: string): { pattern: RoutePattern; entry: RouteEntry } | undefined {
  const found = matchers.find(({ regex }) => regex.test(route));
  return found && { pattern: found.pattern, entry: found.entry };
}

/** The routes without an id that have a sitemap entry of their own: every one exists in each language. */
export const staticRoutes = entries.filter(([, entry]) => typeof entry.sitemap === "object").map(([pattern]) => pattern);
