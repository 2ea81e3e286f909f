import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getDocumentSearchResultListResponseSchema,
  getProductDataResponseSchema,
  searchByTypeResponseSchema,
} from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { importContent } from "../src/content/import";
import { rowsOf } from "../src/db/filters";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

/**
 * What reads no longer compute per request, because writes keep it: the
 * products each item names, each translation's copy of its item's type and
 * date, the brief texts and the lower-cased search text. Each must follow a
 * re-import, and the product page must read its documents from the index.
 */
describe.each(targets)("reads derived on write, on $name", ({ open }) => {
  let handle: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const files = scratchFilesRoot();
  // A copy of the fixtures, so a test can change a file and import it again.
  const content = mkdtempSync(join(tmpdir(), "content-read-speed-"));
  const datasheetFile = join(content, "documents/helios-6-datasheet.json");

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    cpSync(fixtureContentDir, content, { recursive: true });
    const report = await importContent(handle.db, content, { storage: files.storage });
    expect(report.failed).toEqual([]);
    app = createApp({ db: handle.db, storage: files.storage, validateResponses: true });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
    rmSync(content, { recursive: true, force: true });
  });

  async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf<T>(await handle.db.execute(statement));
  }

  async function productDocuments(slug: string): Promise<string[]> {
    const res = await app.request(`/api/product/getProductData?${new URLSearchParams({ id: slug, languageCode: "spanish" })}`);
    expect(res.status).toBe(200);
    return getProductDataResponseSchema.parse(await res.json()).data?.documents.map((document) => document.id) ?? [];
  }

  it("lists a document on the product it names, and moves it when a re-import names another product", async () => {
    expect(await productDocuments("helios-6")).toContain("helios-6-datasheet");
    expect(await productDocuments("powercube-5")).not.toContain("helios-6-datasheet");

    const datasheet = JSON.parse(readFileSync(datasheetFile, "utf8")) as { productSlugs: string[]; date: number };
    writeFileSync(datasheetFile, JSON.stringify({ ...datasheet, productSlugs: ["powercube-5"], date: 1_740_000_000 }));
    const report = await importContent(handle.db, content, { storage: files.storage });
    expect(report.updated).toEqual(["documents/helios-6-datasheet.json"]);

    expect(await productDocuments("helios-6")).not.toContain("helios-6-datasheet");
    expect(await productDocuments("powercube-5")).toContain("helios-6-datasheet");
    const links = await query<{ product_slug: string; date: number }>(sql`
      select link.product_slug, link.date::float8 as date from content_item_products link
      join content_items item on item.id = link.item_id where item.slug = 'helios-6-datasheet'`);
    expect(links).toEqual([{ product_slug: "powercube-5", date: 1_740_000_000 }]);
  });

  it("keeps each translation's copy of its item's type and date when the item changes", async () => {
    const rows = await query<{ language_code: string; item_type: string; item_date: number }>(sql`
      select t.language_code, t.item_type, t.item_date::float8 as item_date from content_translations t
      join content_items item on item.id = t.item_id where item.slug = 'helios-6-datasheet' order by t.language_code`);
    // In the order of the language enum.
    expect(rows).toEqual(
      ["english", "spanish", "burmese"].map((language_code) => ({ language_code, item_type: "documents", item_date: 1_740_000_000 })),
    );
  });

  it("keeps brief texts without rich text and a lower-cased search text beside every translation", async () => {
    const [product] = await query<{ brief: Record<string, unknown>; texts: Record<string, unknown>; folded: boolean }>(sql`
      select t.brief, t.texts, t.search_folded = lower(t.search_text) as folded from content_translations t
      join content_items item on item.id = t.item_id
      where item.type = 'products' and item.slug = 'helios-6' and t.language_code = 'english'`);
    expect(product?.texts).toHaveProperty("descriptionHtml");
    expect(product?.brief).not.toHaveProperty("descriptionHtml");
    expect(product?.brief).not.toHaveProperty("specLabels");
    expect(product?.brief.name).toBe(product?.texts.name);
    expect(product?.folded).toBe(true);

    // The substring search is case-insensitive: the upper-cased name finds the product.
    const res = await app.request(
      `/api/homePage/searchByType?${new URLSearchParams({ keyword: "HELIOS 6", type: "product", languageCode: "english" })}`,
    );
    expect(res.status).toBe(200);
    const hits = searchByTypeResponseSchema.parse(await res.json()).data?.list.map((hit) => hit.id);
    expect(hits).toContain("helios-6");
  });

  it("builds a document's card again when it, its translations, or a product it names change, whoever writes", async () => {
    const manual = async (languageCode: string) => {
      const res = await app.request(
        `/api/download/getDocumentSearchResultList?${new URLSearchParams({ languageCode, type: "user-manual" })}`,
      );
      expect(res.status).toBe(200);
      return getDocumentSearchResultListResponseSchema.parse(await res.json()).data?.list.find((document) => document.id === "powercube-5-manual-es");
    };
    expect(await manual("burmese")).toMatchObject({ fallback: true, products: [{ id: "powercube-5", series: "PowerCube" }] });

    await handle.db.execute(sql`update content_translations set texts = jsonb_set(texts, '{name}', '"PowerCube 5 renovada"')
      where language_code = 'spanish' and item_id = (select id from content_items where type = 'products' and slug = 'powercube-5')`);
    await handle.db.execute(sql`update content_items set data = jsonb_set(data, '{series}', '"PowerCube X"')
      where type = 'products' and slug = 'powercube-5'`);
    expect((await manual("spanish"))?.products).toEqual([{ id: "powercube-5", name: "PowerCube 5 renovada", series: "PowerCube X" }]);

    await handle.db.execute(sql`insert into content_translations (item_id, language_code, texts, search_text, search_vector)
      select id, 'burmese', '{"title":"PowerCube 5 လက်စွဲ"}', 'PowerCube 5 လက်စွဲ', to_tsvector('simple_folded', 'PowerCube 5 လက်စွဲ')
      from content_items where type = 'documents' and slug = 'powercube-5-manual-es'`);
    expect(await manual("burmese")).toMatchObject({ title: "PowerCube 5 လက်စွဲ", fallback: false });
  });

  it("builds a product's page with its newest documents when thousands of documents are written by hand", async () => {
    // Thousands of documents, most naming other products: the page must not test each one's JSON.
    await handle.db.execute(sql`
      insert into content_items (type, slug, category, subcategory, sort_order, date, data, source_hash, updated_at)
      select 'documents', 'many-document-' || g, 'manual', 'english', 0, 1800000000 + g,
        jsonb_build_object('type', 'manual', 'file', 'documents/many.pdf', 'documentLanguage', 'english',
          'revision', 'V1', 'date', 1800000000 + g, 'fileSize', 1000,
          'productSlugs', jsonb_build_array((array['helios-6', 'powercube-5', 'gridlink-monitor'])[1 + g % 3])),
        'generated', 0
      from generate_series(1, 3000) g`);
    await handle.db.execute(sql`
      insert into content_translations (item_id, language_code, texts, search_text, search_vector)
      select id, 'english', jsonb_build_object('title', 'Manual ' || slug), 'Manual ' || slug, to_tsvector('english_folded', 'Manual ' || slug)
      from content_items where slug like 'many-document-%'`);
    await handle.db.execute(sql`analyze`);

    // The writes noted the products they touch, and those products' pages were built as they committed.
    expect(await query(sql`select * from product_pages_pending`)).toEqual([]);
    const pages = await query<{ language_code: string }>(
      sql`select language_code from product_pages where slug = 'powercube-5' order by language_code`,
    );
    expect(pages.map((page) => page.language_code)).toEqual(["english", "spanish", "burmese"]);

    const documents = await productDocuments("powercube-5");
    expect(documents).toHaveLength(50);
    // Newest first: the generated documents are newer than the fixtures' and date by their number.
    expect(documents.slice(0, 2)).toEqual(["many-document-2998", "many-document-2995"]);
    // Thousands of rows through the row triggers take seconds on the embedded database, more on a busy machine.
  }, 120_000);

  it("keeps the downloads list's totals right through hand-written updates, deletes and a truncate", async () => {
    const documents = async (filters: Record<string, string>) => {
      const res = await app.request(
        `/api/download/getDocumentSearchResultList?${new URLSearchParams({ languageCode: "spanish", pageSize: "5", ...filters })}`,
      );
      expect(res.status).toBe(200);
      return getDocumentSearchResultListResponseSchema.parse(await res.json()).data;
    };
    const counted = async (type: string, language?: string) =>
      Number(
        (
          await query<{ n: number }>(sql`select count(*)::int as n from content_items
            where type = 'documents' and category = ${type} ${language ? sql`and subcategory = ${language}` : sql``}`)
        )[0]?.n,
      );

    // The previous test wrote 3,000 manuals by hand; move a quarter to brochures and delete a fifth.
    await handle.db.execute(sql`update content_items set category = 'brochure', data = data || '{"type":"brochure"}'
      where slug like 'many-document-%' and substr(slug, 15)::int % 4 = 0`);
    await handle.db.execute(sql`delete from content_items where slug like 'many-document-%' and substr(slug, 15)::int % 5 = 0`);
    const manuals = await counted("manual");
    expect(manuals).toBe(1800);
    for (const [type, language] of [["manual", undefined], ["brochure", undefined], ["manual", "english"], ["brochure", "burmese"]] as const) {
      const page = await documents({ type, ...(language && { documentLanguage: language }) });
      expect(page?.total).toBe(await counted(type, language));
    }
    expect(await query(sql`select type, category, subcategory, count(*)::int as items from content_items group by 1, 2, 3
      except select type, category, subcategory, items from content_counts`)).toEqual([]);

    // A page past the end lists nothing and still says how many there are.
    const past = await documents({ type: "manual", pageNum: "100000" });
    expect(past).toEqual({ list: [], total: manuals });
    // The newest manual shows the product it names, with its series.
    const [newest] = (await documents({ type: "manual" }))?.list ?? [];
    expect(newest).toMatchObject({ id: "many-document-2999", type: "manual", products: [{ id: "gridlink-monitor", series: "GridLink" }] });

    await handle.db.execute(sql`truncate content_items cascade`);
    expect(await documents({ type: "manual" })).toEqual({ list: [], total: 0 });
    expect(await query(sql`select * from content_counts`)).toEqual([]);
  });
});
