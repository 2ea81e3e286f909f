import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImportReport, importContent } from "../src/content/import";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { rowsOf } from "../src/db/filters";
import { readNavigation } from "../src/db/navigation";
import { defaultContentDir, migrationsDir } from "../src/paths";
import { scratchFilesRoot } from "./targets";

/** The demo content as shipped: it must import cleanly and cover every screen with real variety. */
describe("the demo content", () => {
  let handle: DatabaseHandle;
  let report: ImportReport;
  const files = scratchFilesRoot();

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: null });
    await handle.migrate();
    report = await importContent(handle.db, defaultContentDir, { storage: files.storage });
  }, 180_000);

  afterAll(async () => {
    await handle.close();
    files.remove();
  });

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

  it("gives every event its venue's zone, in which it runs in working hours", async () => {
    const events = rowsOf<{ slug: string; start: number; end: number; zone: string | null }>(
      await handle.db.execute(sql`select slug, (data ->> 'startDate')::bigint as start, (data ->> 'endDate')::bigint as "end",
        data ->> 'timeZone' as zone from content_items where type = 'events'`),
    );
    expect(events.length).toBeGreaterThanOrEqual(6);
    const hour = (seconds: number, zone: string) =>
      Number(new Intl.DateTimeFormat("en", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(new Date(Number(seconds) * 1000)));
    for (const event of events) {
      expect(event.zone, event.slug).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+$/);
      // Doors open in the morning and close by evening, local time: not at 18:30 or midnight.
      expect(hour(event.start, event.zone!), event.slug).toBeGreaterThanOrEqual(7);
      expect(hour(event.start, event.zone!), event.slug).toBeLessThanOrEqual(12);
      expect(hour(event.end, event.zone!), event.slug).toBeGreaterThanOrEqual(12);
      expect(hour(event.end, event.zone!), event.slug).toBeLessThanOrEqual(20);
    }
    expect(events.find((event) => event.slug === "installer-training-brisbane-2027")?.zone).toBe("Australia/Brisbane");
  });

  it("gives events stored before zones were a zone of their place", async () => {
    const slugs = ["installer-training-brisbane-2027", "asia-storage-days-bangkok-2027", "installer-workshop-yangon-2026"];
    const zones = async () =>
      rowsOf<{ slug: string; zone: string }>(
        await handle.db.execute(sql`select slug, data ->> 'timeZone' as zone from content_items where type = 'events' and slug in ${slugs} order by slug`),
      );
    const before = await zones();
    await handle.db.execute(sql`update content_items set data = data - 'timeZone' where type = 'events'`);
    await handle.db.execute(sql.raw(readFileSync(join(migrationsDir, "0004_event_time_zone.sql"), "utf8")));
    expect(await zones()).toEqual(before);
    expect(before.map((row) => row.zone)).toEqual(["Asia/Bangkok", "Australia/Brisbane", "Asia/Yangon"]);
  });

  it("writes numbers in Burmese text in Myanmar digits, as the site formats them; names and codes keep theirs", () => {
    // A Western number that follows Burmese text (not a product name such as "Helios 6", nor a code such as "4G" or "IP65").
    const mixed = /[\u1000-\u103f\u104a-\u109f][\s(–-]*\d+(?:[.,]\d+)*(?![\dA-Za-z])/;
    const offenders: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (typeof value === "string") {
        const text = value.replace(/<[^>]*>/g, " ");
        if (mixed.test(text)) offenders.push(`${where}: ${text.slice(Math.max(0, text.search(mixed) - 20), text.search(mixed) + 20)}`);
      } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`));
      else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    };
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "files") walk(path);
        } else if (entry.name.endsWith(".json")) {
          const content = JSON.parse(readFileSync(path, "utf8")) as { translations?: { burmese?: unknown } };
          if (content.translations?.burmese) visit(content.translations.burmese, path.slice(defaultContentDir.length));
          else if (entry.name.endsWith("-my.json")) visit(content, path.slice(defaultContentDir.length));
        }
      }
    };
    walk(defaultContentDir);
    expect(offenders).toEqual([]);
  });
});
