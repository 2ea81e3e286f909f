import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { withPageCache } from "./page-cache.mjs";
import { canonicalQuery, withCanonicalQuery, withSharedListPages } from "./query-policy";

/** What Next.js sends for a page rendered per request, and for a page from its page cache. */
const PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";
const STATIC = "s-maxage=300, stale-while-revalidate=31535700";

type Answer = { status?: number; cacheControl?: string; cookie?: boolean; contentType?: string | null };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A real HTTP server: the edition's order of wrappers (canonical query, page
 * cache, shared lists) around a handler that answers as Next.js would and
 * records the URLs that reach it.
 */
async function serve(answer: (url: string) => Answer = () => ({}), maxSeconds?: number) {
  const reached: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse) => {
    reached.push(req.url ?? "");
    const { status = 200, cacheControl = PER_REQUEST, cookie = false, contentType = "text/html; charset=utf-8" } = answer(req.url ?? "");
    res.statusCode = status;
    res.setHeader("cache-control", cacheControl);
    if (contentType !== null) res.setHeader("content-type", contentType);
    if (cookie) res.setHeader("set-cookie", "seen=1");
    res.end(`page ${req.url} #${reached.length}`);
  };
  // The page cache's clock stands still: what a test counts is entries, not their second of life.
  const server = createServer(withCanonicalQuery(withPageCache(withSharedListPages(next, maxSeconds), { now: () => 0 })));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    reached,
    get: async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, { headers });
      return { status: response.status, cacheControl: response.headers.get("cache-control"), hit: response.headers.get("x-page-cache"), body: await response.text() };
    },
  };
}

describe("canonicalQuery", () => {
  it("keeps the parameters a page reads, first values only, in the order its links write them", () => {
    expect(canonicalQuery("/downloads", "page=2&series=Helios&type=brochure&utm_source=mail&type=manual", false)).toBe(
      "type=brochure&series=Helios&page=2",
    );
    expect(canonicalQuery("/spanish/about/news", "page=3", false)).toBe("page=3");
    expect(canonicalQuery("/burmese/about/blogs/solar-basics", "page=2&fbclid=x", false)).toBe("page=2");
    expect(canonicalQuery("/search/battery%20pack", "page=2&type=news", false)).toBe("type=news&page=2");
  });

  it("drops every parameter of a page that reads none, and blank values", () => {
    expect(canonicalQuery("/about/company", "x=1&y=2", false)).toBe("");
    expect(canonicalQuery("/spanish", "nova", false)).toBe("");
    expect(canonicalQuery("/downloads", "type=&category=&page=", false)).toBe("");
  });

  it("writes values as a page's own links do, whatever spelling they came in", () => {
    expect(canonicalQuery("/about/news", "pag%65=2", false)).toBe("page=2");
    expect(canonicalQuery("/downloads", "series=Helios%20Pro", false)).toBe("series=Helios+Pro");
    expect(canonicalQuery("/search", "keyword=a\u0000b", false)).toBe("keyword=a%00b");
  });

  it("keeps the router's _rsc on a client navigation only", () => {
    expect(canonicalQuery("/about/news", "page=2&_rsc=1a2b3", true)).toBe("page=2&_rsc=1a2b3");
    expect(canonicalQuery("/about/news", "page=2&_rsc=1a2b3", false)).toBe("page=2");
  });
});

describe("withCanonicalQuery", () => {
  it("answers any spelling of a list from the canonical URL's copy, marked for no shared cache", async () => {
    const site = await serve();
    const first = await site.get("/about/news?page=2");
    expect(first).toMatchObject({ status: 200, cacheControl: STATIC, hit: null });

    const tagged = await site.get("/about/news?utm_source=mail&page=2&page=5");
    expect(tagged).toMatchObject({ status: 200, cacheControl: "private, no-store", hit: "hit", body: first.body });
    // The canonical URL's copy still says what shared caches may do with it.
    expect(await site.get("/about/news?page=2")).toMatchObject({ cacheControl: STATIC, hit: "hit" });
    expect(site.reached).toEqual(["/about/news?page=2"]);
  });

  it("lets a thousand junk queries make no new entry anywhere", async () => {
    const site = await serve(() => ({ cacheControl: STATIC }));
    for (let i = 0; i < 1000; i++) {
      const answer = await site.get(`/about/company?q=${i}&ref=${"x".repeat(i % 50)}`);
      expect(answer.cacheControl).toBe("private, no-store");
    }
    expect(site.reached).toEqual(["/about/company"]);
  }, 120_000);

  it("leaves build assets and posts as they came", async () => {
    const site = await serve(() => ({ cacheControl: "public, max-age=31536000, immutable" }));
    expect(await site.get("/_next/image?url=%2Fbrand%2Flogo.png&w=640&q=75")).toMatchObject({
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(site.reached).toEqual(["/_next/image?url=%2Fbrand%2Flogo.png&w=640&q=75"]);
  });
});

describe("withSharedListPages", () => {
  it("lets shared caches keep a list rendered per request, like any other page", async () => {
    const site = await serve();
    expect(await site.get("/spanish/about/event?page=2")).toMatchObject({ cacheControl: STATIC });
    expect(await site.get("/downloads?type=brochure&page=2")).toMatchObject({ cacheControl: STATIC });
    // A blog post shows its comments, and search any content: kept a minute.
    expect(await site.get("/about/blogs/solar-basics?page=2")).toMatchObject({
      cacheControl: "s-maxage=60, stale-while-revalidate=31535940",
    });
    expect(await site.get("/burmese/search/battery?type=news")).toMatchObject({
      cacheControl: "s-maxage=60, stale-while-revalidate=31535940",
    });
  });

  it("keeps errors, redirects, cookies and other pages' answers as Next.js sent them", async () => {
    const site = await serve((url) => {
      if (url.includes("page=99")) return { status: 404 };
      if (url.includes("type=zzz")) return { status: 307 };
      if (url.startsWith("/about/blogs")) return { cookie: true };
      return {};
    });
    expect(await site.get("/about/news?page=99")).toMatchObject({ status: 404, cacheControl: PER_REQUEST });
    expect((await site.get("/search/battery?type=zzz")).cacheControl).toBe(PER_REQUEST);
    expect(await site.get("/about/blogs")).toMatchObject({ status: 200, cacheControl: PER_REQUEST });
    expect(await site.get("/about/contact")).toMatchObject({ status: 200, cacheControl: PER_REQUEST });
  });

  it("keeps an answer that is not a page private, so neither a shared cache nor the page cache hands it to the next visitor", async () => {
    // What Next.js answers a page rendered per request when a request says it is its proxy's prefetch.
    const site = await serve((url) => (url.includes("probe") ? { contentType: null } : url.includes("data") ? { contentType: "application/json" } : {}));
    expect(await site.get("/spanish/search/probe")).toMatchObject({ status: 200, cacheControl: PER_REQUEST });
    expect(await site.get("/spanish/search/probe")).toMatchObject({ cacheControl: PER_REQUEST, hit: null, body: "page /spanish/search/probe #2" });
    expect((await site.get("/downloads?type=data")).cacheControl).toBe(PER_REQUEST);
    // The data client navigation renders a list from is kept like its HTML.
    const rsc = await serve(() => ({ contentType: "text/x-component" }));
    expect((await rsc.get("/about/news?page=2")).cacheControl).toBe(STATIC);
  });

  it("never lets a shared cache keep a list longer than the edition's cap", async () => {
    const site = await serve(() => ({}), 5);
    expect((await site.get("/about/news")).cacheControl).toBe("s-maxage=5, stale-while-revalidate=31535995");
  });
});
