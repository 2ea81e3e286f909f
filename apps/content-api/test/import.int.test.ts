import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportContent } from "../src/content/export";
import { importContent } from "../src/content/import";
import { seedIfEmpty } from "../src/seed";
import { type TestDatabase, badContentDir, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

describe.each(targets)("content import and export on $name", ({ open }) => {
  let handle: TestDatabase;
  const files = scratchFilesRoot();
  const exported = mkdtempSync(join(tmpdir(), "content-export-"));

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
    rmSync(exported, { recursive: true, force: true });
  });

  let firstImported = 0;

  async function counts() {
    const [row] = await handle.db.execute(sql`select
      (select count(*)::int from content_items) as items,
      (select count(*)::int from content_translations) as translations,
      (select count(*)::int from blog_comments) as comments,
      (select count(*)::int from navigation_items) as navigation`).then((result) =>
      Array.isArray(result) ? result : (result as { rows: unknown[] }).rows,
    );
    return row;
  }

  it("imports every fixture file and copies its files into the files root", async () => {
    const report = await importContent(handle.db, fixtureContentDir, { storage: files.storage });
    expect(report.failed).toEqual([]);
    expect(report.created).toContain("products/helios-6.json");
    expect(report.created).toContain("navigation.json");
    firstImported = report.created.length;
    expect(readFileSync(join(files.path, "documents/helios-6-datasheet.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("changes nothing when the same folder is imported again", async () => {
    const before = await counts();
    const report = await importContent(handle.db, fixtureContentDir, { storage: files.storage });
    expect(report).toMatchObject({ created: [], updated: [], failed: [] });
    expect(report.unchanged).toHaveLength(firstImported);
    expect(await counts()).toEqual(before);
  });

  it("refuses a folder that does not exist", async () => {
    await expect(importContent(handle.db, join(exported, "no-such-folder"), { storage: files.storage })).rejects.toThrow(
      /is not a content folder/,
    );
  });

  it("reports each bad file with its problems and still imports the good ones", async () => {
    const report = await importContent(handle.db, badContentDir, { storage: files.storage });
    expect(report.created).toEqual(["news/good-one.json"]);
    const problems = Object.fromEntries(report.failed.map(({ file, problems }) => [file, problems.join("\n")]));
    expect(Object.keys(problems).sort()).toEqual([
      "events/unknown-zone.json",
      "navigation.json",
      "news/broken.json",
      "news/mismatch.json",
      "news/no-file.json",
      "products/bad-product.json",
    ]);
    expect(problems["navigation.json"]).toMatch(/file not found: files\/support\/missing.webp/);
    expect(problems["events/unknown-zone.json"]).toMatch(/timeZone/);
    expect(problems["news/broken.json"]).toMatch(/not valid JSON/);
    expect(problems["news/mismatch.json"]).toMatch(/does not match the file name/);
    expect(problems["news/no-file.json"]).toMatch(/file not found: files\/missing\/none.svg/);
    expect(problems["products/bad-product.json"]).toMatch(/category/);
    expect(problems["products/bad-product.json"]).toMatch(/images/);
    expect(problems["products/bad-product.json"]).toMatch(/publishedAt/);
  });

  it("exports every item in the file format, and re-importing the export changes nothing", async () => {
    const report = await exportContent(handle.db, exported, { storage: files.storage });
    expect(report.missingFiles).toEqual([]);
    expect(readdirSync(join(exported, "products")).sort()).toEqual(["gridlink-monitor.json", "helios-6.json", "powercube-5.json"]);
    const product = JSON.parse(readFileSync(join(exported, "products/helios-6.json"), "utf8")) as Record<string, unknown>;
    expect(product).toMatchObject({ slug: "helios-6", legacyId: 1001, translations: { spanish: { name: "Inversor híbrido Helios 6" } } });
    const before = await counts();
    const again = await importContent(handle.db, exported, { storage: files.storage });
    expect(again.failed).toEqual([]);
    expect(again.created).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it("seeds an empty database once when two first starts race", async () => {
    const fresh = await open();
    try {
      await fresh.migrate();
      const options = { contentDir: fixtureContentDir, storage: files.storage };
      const reports = await Promise.all([seedIfEmpty(fresh.db, options), seedIfEmpty(fresh.db, options)]);
      expect(reports.filter((report) => report === null)).toHaveLength(1);
      expect(reports.find((report) => report !== null)?.failed).toEqual([]);
    } finally {
      await fresh.close();
      await fresh.drop?.();
    }
  });
});
