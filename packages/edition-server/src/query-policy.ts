import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import { routeOf } from "@repo/site/route-table";
import { splitLocalePath } from "@repo/site/routing";
import { sharedCacheMayKeep } from "./page-cache.mjs";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The router's cache-busting parameter on client navigation (sent with the `RSC` header). */
const ROUTER_PARAM = "_rsc";

/** The route table's entry for a path of any language tree (`/spanish/about/news` is `/about/news`). */
function pageQueryOf(path: string): { params: readonly string[]; sharedSeconds?: number } | undefined {
  const entry = routeOf(splitLocalePath(path).route)?.entry;
  return entry && { params: Object.keys(entry.query ?? {}), sharedSeconds: entry.sharedSeconds };
}

/**
 * The query string a page's own links would write for `query`: only the
 * parameters the page reads, each once (its first value), in the page's
 * order, blank ones left out; the router's `_rsc` stays last on a client
 * navigation. Values are kept as given: the page answers a wrong value
 * with its 404 or a redirect to the value it shows.
 */
export function canonicalQuery(path: string, query: string, navigation: boolean): string {
  if (!query) return "";
  const given = new URLSearchParams(query);
  const canonical = new URLSearchParams();
  for (const name of pageQueryOf(path)?.params ?? []) {
    const value = given.get(name);
    if (value) canonical.set(name, value);
  }
  const router = navigation ? given.get(ROUTER_PARAM) : null;
  if (router !== null) canonical.set(ROUTER_PARAM, router);
  return canonical.toString();
}

/** A `Cache-Control` that lets no shared cache keep the answer. */
const PRIVATE = "private, no-store";

/**
 * A page's answer under its canonical URL only. A request whose query is not
 * the one the page's own links write (unknown or repeated parameters, another
 * order, tracking tags) is answered as the canonical URL, from the same cached
 * copy, but marked `private, no-store`, so no shared cache (nginx, a CDN)
 * keeps an entry per spelling: the entries a stranger can make are bounded by
 * the pages and values that exist. The request's URL is rewritten before
 * `handler`, so the edition's own page cache keys the canonical URL too.
 */
export function withCanonicalQuery(handler: Handler): Handler {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return handler(req, res);
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    if (mark < 0) return handler(req, res);
    const path = url.slice(0, mark);
    if (/^\/_next(?:\/|$)/.test(path)) return handler(req, res);
    const query = url.slice(mark + 1);
    const canonical = canonicalQuery(path, query, req.headers.rsc === "1");
    if (canonical === query) return handler(req, res);
    req.url = canonical ? `${path}?${canonical}` : path;
    onHeaders(res, () => {
      if (sharedCacheMayKeep(res.getHeader("cache-control"))) res.setHeader("cache-control", PRIVATE);
    });
    return handler(req, res);
  };
}

/** What a page's answer is: its HTML, or the data client navigation renders it from. */
const PAGE_TYPES = /^(?:text\/html|text\/x-component)\b/i;

/**
 * Lets shared caches keep the pages Next.js renders per request because their
 * filters and page number are in the query string (lists, search, a blog post
 * with its comment pages): their answer depends on the URL alone, so a `200`
 * gets `s-maxage` and `stale-while-revalidate` like the other pages, at most
 * `maxSeconds` (the edition's cap on revalidation windows). Errors,
 * redirects, answers that set a cookie and answers that are not a page keep
 * Next's `private, no-store`.
 */
export function withSharedListPages(handler: Handler, maxSeconds = Infinity): Handler {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return handler(req, res);
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    const seconds = pageQueryOf(path)?.sharedSeconds;
    if (seconds === undefined) return handler(req, res);
    onHeaders(res, () => {
      if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return;
      // A page (or its data for client navigation), never another kind of answer Next.js may give the same URL.
      if (!PAGE_TYPES.test(String(res.getHeader("content-type") ?? ""))) return;
      const window = Math.min(seconds, maxSeconds);
      res.setHeader("cache-control", `s-maxage=${window}, stale-while-revalidate=${31_536_000 - window}`);
    });
    return handler(req, res);
  };
}
