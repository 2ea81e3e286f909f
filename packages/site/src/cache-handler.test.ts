import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { afterAll, describe, expect, it } from "vitest";

/** A page as Next.js hands it to the cache: its HTML, its data and the status it answers with. */
const page = (html: string, status: number) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`0:"${html}"`),
  headers: { "x-next-cache-tags": "products" },
  status,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});

type Cache = {
  get(key: string, ctx: { kind: string; softTags: string[]; isFallback: boolean }): Promise<{ value: { html: string } } | null>;
  set(key: string, value: unknown, ctx: unknown): Promise<void>;
};

/**
 * The edition's cache without `REDIS_URL`: Next.js's filesystem cache, on disk
 * under the build. A stranger can ask for endless addresses that name no item;
 * their 404 answers must leave nothing behind, or the disk fills.
 */
describe("the edition's own cache", () => {
  const root = mkdtempSync(join(tmpdir(), "aurevo-local-cache-"));
  const serverDistDir = join(root, "server");
  mkdirSync(serverDistDir);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const files = () => (readdirSync(root, { recursive: true }) as string[]).filter((name) => /\.(html|rsc|meta|segment\.rsc)$/.test(name));
  const ctx = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };

  it("keeps a page on disk and answers it, and keeps nothing of a 404", async () => {
    const { default: LocalCache } = (await import("./cache-handler.mjs")) as unknown as { default: new (context: unknown) => Cache };
    const cache = new LocalCache({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 });

    await cache.set("/english/products/helios-6", page("<h1>Helios 6</h1>", 200), ctx);
    for (let i = 0; i < 50; i++) await cache.set(`/english/products/no-such-product-${i}`, page("<h1>Not found</h1>", 404), ctx);

    const read = (key: string) => cache.get(key, { kind: "APP_PAGE", softTags: [], isFallback: false });
    expect((await read("/english/products/helios-6"))?.value.html).toBe("<h1>Helios 6</h1>");
    expect(await read("/english/products/no-such-product-0")).toBeNull();
    const stored = files();
    expect(stored.filter((name) => name.includes("helios-6")).length).toBeGreaterThanOrEqual(3);
    expect(stored.filter((name) => name.includes("no-such-product"))).toEqual([]);
  });
});
