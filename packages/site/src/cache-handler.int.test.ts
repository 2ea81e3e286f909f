import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_CACHE_URL } from "./env";

const url = process.env.TEST_REDIS_URL;

/** A page as Next.js hands it to the cache, tagged with the content it shows. */
const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`0:"${html}"`),
  headers: { "x-next-cache-tags": "news,_N_T_/spanish/about/news" },
  status: 200,
  segmentData: new Map<string, Buffer>(),
});

/**
 * The edition's cache handler against a real Redis (CI's, `TEST_REDIS_URL`):
 * what one process stores is there for the others under the build's prefix,
 * another process's page is read with its own freshness window, and a purge
 * removes it for everyone.
 */
describe.skipIf(!url)("the shared cache handler", () => {
  const buildId = `test-${Date.now().toString(36)}`;
  const prefix = `aurevo:${buildId}:`;
  const root = mkdtempSync(join(tmpdir(), "aurevo-cache-handler-"));
  const redis = createClient({ url });
  type Handler = {
    get(key: string, ctx: { softTags: string[]; kind: string }): Promise<{ value: { html: string }; cacheControl?: { revalidate: number | false } } | null>;
    set(key: string, value: unknown, ctx: unknown): Promise<void>;
    revalidateTag(tags: string | string[]): Promise<void>;
  };
  let handler: Handler;

  beforeAll(async () => {
    mkdirSync(join(root, "server"));
    writeFileSync(join(root, "BUILD_ID"), buildId);
    // As the edition's server leaves it (`prepareNextEnv`) before Next.js loads the handler.
    (globalThis as Record<symbol, unknown>)[SHARED_CACHE_URL] = url;
    const { default: SharedCache } = (await import("./cache-handler.mjs")) as unknown as {
      default: new (context: unknown) => Handler;
    };
    handler = new SharedCache({ serverDistDir: join(root, "server"), dev: false, revalidatedTags: [], _requestHeaders: {} });
    await redis.connect();
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    redis.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it("keeps a rendered page in Redis under the build's prefix, with its freshness window", async () => {
    await handler.set("/spanish/about/news", page("<h1>Noticias</h1>"), { cacheControl: { revalidate: 300, expire: 31_536_000 } });
    expect(await redis.exists(`${prefix}/spanish/about/news`)).toBe(1);
    const entry = await handler.get("/spanish/about/news", { softTags: [], kind: "APP_PAGE" });
    expect(entry?.value.html).toBe("<h1>Noticias</h1>");
    // Another process reads the page as fresh for its five minutes, not for Next's one-second default.
    expect(entry?.cacheControl?.revalidate).toBe(300);
  });

  it("a purge removes the page from Redis, for every process", async () => {
    await handler.set("/spanish/about/news", page("<h1>Noticias</h1>"), { cacheControl: { revalidate: 300, expire: 31_536_000 } });
    await handler.revalidateTag(["news"]);
    expect(await redis.exists(`${prefix}/spanish/about/news`)).toBe(0);
    expect(await handler.get("/spanish/about/news", { softTags: [], kind: "APP_PAGE" })).toBeNull();
  });

  it("keeps no 404: a stranger's addresses that name nothing leave no key in Redis", async () => {
    for (let i = 0; i < 20; i++) {
      await handler.set(`/spanish/products/no-such-product-${i}`, { ...page("<h1>No existe</h1>"), status: 404 }, { cacheControl: { revalidate: 300, expire: 31_536_000 } });
    }
    expect(await redis.keys(`${prefix}/spanish/products/no-such-product-*`)).toEqual([]);
    expect(await handler.get("/spanish/products/no-such-product-0", { softTags: [], kind: "APP_PAGE" })).toBeNull();
  });
});
