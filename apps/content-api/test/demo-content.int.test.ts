import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImportReport, importContent } from "../src/content/import";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { rowsOf } from "../src/db/filters";
import { readNavigation } from "../src/db/navigation";
import { defaultContentDir, defaultFilesDir } from "../src/paths";

/** The demo content as shipped: it must import cleanly and cover every screen with real variety. */
describe("the demo content", () => {
  let handle: DatabaseHandle;
  let report: ImportReport;

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: null });
    await handle.migrate();
    report = await importContent(handle.db, defaultContentDir, { filesRoot: defaultFilesDir });
  }, 180_000);

  afterAll(() => handle.close());

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    return Number(rowsOf<{ n: number }>(await handle.db.execute(query))[0]?.n ?? 0);
  }
  const ofType = (type: string) => count(sql`select count(*)::int as n from content_items where type = ${type}`);
  const distinct = (type: string, column: "category" | "subcategory") =>
    count(sql`select count(distinct ${sql.raw(column)})::int as n from content_items where type = ${type}`);

  it("imports without a single bad file", () => {
    expect(report.failed).toEqual([]);
    expect(report.created).toEqual(expect.arrayContaining(["navigation.json", "webinar-options.json", "home.json"]));
  });

  it("marks the menu entries whose title falls back to english", async () => {
    type Entry = Awaited<ReturnType<typeof readNavigation>>[number];
    const flat = (items: Entry[]): Entry[] => items.flatMap((item) => [item, ...flat(item.children)]);
    const burmese = flat(await readNavigation(handle.db, "burmese"));
    expect(burmese.find((item) => item.routePath === "/products/meter-3p")).toMatchObject({
      navigationTitle: "Meter 3P three-phase energy meter",
      fallback: true,
    });
    expect(burmese.find((item) => item.routePath === "/products/helios-6")?.fallback).toBe(false);
    expect(flat(await readNavigation(handle.db, "english")).filter((item) => item.fallback)).toEqual([]);
  });

  it("has enough of every kind of content", async () => {
    expect(await ofType("products")).toBeGreaterThanOrEqual(24);
    expect(await distinct("products", "category")).toBe(6);
    expect(await ofType("solutions")).toBeGreaterThanOrEqual(6);
    expect(await ofType("case-studies")).toBeGreaterThanOrEqual(8);
    expect(await distinct("case-studies", "category")).toBeGreaterThanOrEqual(3);
    expect(await ofType("documents")).toBeGreaterThanOrEqual(30);
    expect(await distinct("documents", "category")).toBe(5);
    expect(await distinct("documents", "subcategory")).toBeGreaterThanOrEqual(2);
    expect(await ofType("news")).toBeGreaterThanOrEqual(12);
    expect(await ofType("blogs")).toBeGreaterThanOrEqual(12);
    expect(await count(sql`select count(distinct blog_id)::int as n from blog_comments`)).toBeGreaterThanOrEqual(2);
    expect(await ofType("events")).toBeGreaterThanOrEqual(6);
    expect(await ofType("webinars")).toBeGreaterThanOrEqual(6);
    const now = Math.floor(Date.now() / 1000);
    expect(await count(sql`select count(*)::int as n from content_items where type = 'webinars' and date > ${now}`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from content_items where type = 'webinars' and date < ${now}`)).toBeGreaterThan(0);
    expect(await ofType("videos")).toBeGreaterThanOrEqual(10);
    expect((await ofType("faqs")) + (await ofType("warranties"))).toBeGreaterThanOrEqual(20);
    expect(await ofType("seo")).toBeGreaterThanOrEqual(10);
  });

  it("is written in all three languages, with a few items left untranslated on purpose", async () => {
    const translated = (language: string) =>
      count(sql`select count(*)::int as n from content_translations where language_code = ${language}`);
    const items = await count(sql`select count(*)::int as n from content_items`);
    expect(await translated("english")).toBe(items);
    expect(await translated("spanish")).toBeGreaterThan(items * 0.8);
    expect(await translated("burmese")).toBeGreaterThan(items * 0.8);
    expect(await translated("burmese")).toBeLessThan(items);
  });
});
