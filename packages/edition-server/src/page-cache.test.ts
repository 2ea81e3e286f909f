import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { negotiatedEncoding, withPageCache } from "./page-cache.mjs";

const PAGE = {
  "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
  vary: "rsc, next-router-state-tree, Accept-Encoding",
};

type Answer = { status?: number; headers?: Record<string, string>; body?: string; gzip?: boolean; chunks?: number };

/**
 * A real HTTP server whose handler answers what `answer` says for a path and
 * counts the requests that reach it (what the page cache did not answer).
 */
async function serve(answer: (req: IncomingMessage) => Answer, options: Parameters<typeof withPageCache>[1] = {}) {
  const reached: string[] = [];
  let clock = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    reached.push(`${req.method} ${req.url}`);
    const {
      status = 200,
      headers = PAGE,
      body = `page ${req.url} #${reached.length}`,
      gzip = false,
      chunks = 1,
    } = answer(req);
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const bytes = gzip ? gzipSync(body) : Buffer.from(body);
    if (gzip) res.setHeader("content-encoding", "gzip");
    const size = Math.ceil(bytes.length / chunks);
    for (let i = 0; i < chunks - 1; i++) res.write(bytes.subarray(i * size, (i + 1) * size));
    res.end(req.method === "HEAD" ? undefined : bytes.subarray((chunks - 1) * size));
  };
  const cached = withPageCache(handler, { now: () => clock, ...options });
  const server = createServer(cached);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    reached,
    cached,
    tick: (ms: number) => (clock += ms),
    /** The answer, read to its end (the cache keeps a page once it has gone out whole). */
    get: async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${path}`, init);
      const body = await response.text();
      return { headers: response.headers, text: () => body };
    },
  };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("the page cache", () => {
  it("answers a repeated page request with the kept headers and bytes, without reaching the handler", async () => {
    const site = await serve(() => ({ chunks: 3, body: "x".repeat(30_000) }));
    const first = await site.get("/spanish");
    const second = await site.get("/spanish");
    expect(site.reached).toEqual(["GET /spanish"]);
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(PAGE["cache-control"]);
    expect(second.headers.get("content-length")).toBe("30000");
    expect(second.text()).toBe(first.text());
  });

  it("keeps compressed bytes apart for each encoding it negotiates, whatever the wording of Accept-Encoding", async () => {
    const seen: string[] = [];
    const site = await serve((req) => {
      seen.push(String(req.headers["accept-encoding"]));
      return { gzip: req.headers["accept-encoding"] === "gzip", body: "Mantenga la luz encendida" };
    });
    await site.get("/spanish", { headers: { "accept-encoding": "gzip" } });
    const reworded = await site.get("/spanish", { headers: { "accept-encoding": "gzip;q=1.0, x-made-up, br;q=0.5" } });
    const plain = await site.get("/spanish", { headers: { "accept-encoding": "identity" } });
    const none = await site.get("/spanish", { headers: { "accept-encoding": "x-made-up-too" } });
    expect(reworded.headers.get("x-page-cache")).toBe("hit");
    expect(reworded.text()).toBe("Mantenga la luz encendida");
    expect(plain.headers.get("x-page-cache")).toBeNull();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(none.headers.get("x-page-cache")).toBe("hit");
    expect(none.headers.get("content-encoding")).toBeNull();
    // What reaches the page is the one encoding chosen, so its answer is in the encoding it is kept under.
    expect(seen).toEqual(["gzip", "identity"]);
  });

  it("chooses the encoding the way the compression middleware does: brotli first among equals, then gzip", () => {
    const chosen = (acceptEncoding?: string) =>
      negotiatedEncoding({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } } as IncomingMessage);
    expect(chosen("gzip, deflate, br, zstd")).toBe("br");
    expect(chosen("gzip, deflate")).toBe("gzip");
    expect(chosen("gzip, br;q=0.9")).toBe("gzip");
    expect(chosen("*")).toBe("br");
    expect(chosen("deflate")).toBe("deflate");
    expect(chosen("br;q=0, gzip;q=0")).toBe("identity");
    expect(chosen("\u0000")).toBe("identity");
    expect(chosen(undefined)).toBe("identity");
  });

  it("keeps an answer given over https apart from one given over http", async () => {
    const site = await serve((req) => ({
      headers:
        req.headers["x-forwarded-proto"] === "https"
          ? { ...PAGE, "strict-transport-security": "max-age=63072000" }
          : PAGE,
    }));
    await site.get("/spanish", { headers: { "x-forwarded-proto": "https" } });
    const plain = await site.get("/spanish");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await site.get("/spanish", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("x-page-cache")).toBe("hit");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000");
  });

  it("keeps an answer for ttlMs only", async () => {
    const site = await serve(() => ({}), { ttlMs: 1_000 });
    await site.get("/news");
    site.tick(999);
    expect((await site.get("/news")).text()).toBe("page /news #1");
    site.tick(1);
    expect((await site.get("/news")).text()).toBe("page /news #2");
  });

  it("renders an expired page once while the other requests get the old answer, for staleMs at most", async () => {
    let clock = 0;
    let renders = 0;
    let release = () => {};
    const handler = async (_req: IncomingMessage, res: ServerResponse) => {
      renders += 1;
      const render = renders;
      if (render === 2) await new Promise<void>((resolve) => (release = resolve));
      res.setHeader("cache-control", PAGE["cache-control"]);
      res.end(`render #${render}`);
    };
    const server = createServer(withPageCache(handler, { ttlMs: 1_000, staleMs: 5_000, now: () => clock }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/about/news?page=2`;
    const text = (answer: Promise<Response>) => answer.then((response) => response.text());

    expect(await text(fetch(url))).toBe("render #1");
    clock = 1_500;
    const refreshing = text(fetch(url));
    await expect.poll(() => renders).toBe(2);
    // While the second render runs, ten visitors get the first one at once.
    const waiting = await Promise.all(Array.from({ length: 10 }, () => text(fetch(url))));
    expect(waiting).toEqual(Array(10).fill("render #1"));
    release();
    expect(await refreshing).toBe("render #2");
    expect(await text(fetch(url))).toBe("render #2");
    expect(renders).toBe(2);

    // Long past its time, an answer is never sent again.
    clock = 10_000;
    expect(await text(fetch(url))).toBe("render #3");
  });

  it("drops an expired answer when the page may no longer be kept", async () => {
    let status = 200;
    const site = await serve(() => ({ status }), { ttlMs: 1_000 });
    await site.get("/about/news");
    site.tick(1_500);
    status = 404;
    await site.get("/about/news");
    status = 200;
    expect((await site.get("/about/news")).text()).toBe("page /about/news #3");
  });

  it.each([
    ["private", { status: 200, headers: { "cache-control": "private, no-store" } }],
    ["no s-maxage", { status: 200, headers: { "cache-control": "public, max-age=60" } }],
    ["no-cache", { status: 200, headers: { "cache-control": "s-maxage=60, no-cache" } }],
    ["a cookie", { status: 200, headers: { ...PAGE, "set-cookie": "NEXT_LOCALE=es" } }],
    ["a 404", { status: 404, headers: PAGE }],
    ["a 500", { status: 500, headers: PAGE }],
    ["Vary: *", { status: 200, headers: { ...PAGE, vary: "*" } }],
  ] as const)("never keeps an answer with %s", async (_, answer) => {
    const site = await serve(() => answer);
    await site.get("/x");
    const again = await site.get("/x");
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(site.reached).toHaveLength(2);
    expect(site.cached.size).toBe(0);
  });

  it("sends a request with a header the page varies on to the handler, and keeps its answer apart", async () => {
    const site = await serve(() => ({}));
    await site.get("/spanish");
    const navigation = await site.get("/spanish", { headers: { rsc: "1" } });
    expect(navigation.headers.get("x-page-cache")).toBeNull();
    expect(navigation.text()).toBe("page /spanish #2");
    // The navigation's answer did not replace the page's.
    expect((await site.get("/spanish")).text()).toBe("page /spanish #1");
  });

  it("never keeps a page first asked for with a header it varies on", async () => {
    const site = await serve(() => ({}));
    await site.get("/spanish", { headers: { rsc: "1" } });
    expect(site.cached.size).toBe(0);
  });

  it.each([
    ["authorization", "Bearer t"],
    ["if-none-match", '"abc"'],
    ["range", "bytes=0-10"],
  ])("sends a request with %s to the handler", async (name, value) => {
    const site = await serve(() => ({}));
    await site.get("/p");
    const answer = await site.get("/p", { headers: { [name]: value } });
    expect(answer.headers.get("x-page-cache")).toBeNull();
    expect(site.reached).toHaveLength(2);
  });

  it("leaves the paths bypass names and every method but GET and HEAD to the handler", async () => {
    const site = await serve(() => ({}), { bypass: (path) => path === "/" || path.startsWith("/api/") });
    for (const path of ["/", "/?utm=1", "/api/news"]) {
      await site.get(path);
      await site.get(path);
    }
    await site.get("/form", { method: "POST", body: "a=1" });
    await site.get("/form", { method: "POST", body: "a=1" });
    expect(site.reached).toHaveLength(8);
    expect(site.cached.size).toBe(0);
  });

  it("answers HEAD from a kept GET, and never keeps what HEAD got", async () => {
    const site = await serve(() => ({ body: "twelve bytes" }));
    await site.get("/p", { method: "HEAD" });
    expect(site.cached.size).toBe(0);
    await site.get("/p");
    const head = await site.get("/p", { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("content-length")).toBe("12");
    expect(head.text()).toBe("");
  });

  it("empties itself when a POST to the purge path succeeds, and not when it is refused", async () => {
    const site = await serve((req) =>
      req.url === "/revalidate" ? { status: req.headers.authorization ? 200 : 401, headers: {} } : {},
    );
    await site.get("/news");
    await site.get("/revalidate", { method: "POST" });
    expect((await site.get("/news")).text()).toBe("page /news #1");
    await site.get("/revalidate", { method: "POST", headers: { authorization: "Bearer s" } });
    expect((await site.get("/news")).text()).toBe("page /news #4");
  });

  it("stays within maxBytes by dropping the oldest answers, and never keeps one over maxEntryBytes", async () => {
    const site = await serve((req) => ({ body: req.url === "/big" ? "b".repeat(600) : "s".repeat(100) }), {
      maxBytes: 250,
      maxEntryBytes: 500,
    });
    await site.get("/a");
    await site.get("/b");
    await site.get("/c");
    expect(site.cached.size).toBe(2);
    expect(site.cached.bytes).toBe(200);
    expect((await site.get("/a")).headers.get("x-page-cache")).toBeNull();
    expect((await site.get("/c")).headers.get("x-page-cache")).toBe("hit");
    await site.get("/big");
    expect((await site.get("/big")).headers.get("x-page-cache")).toBeNull();
  });
});
