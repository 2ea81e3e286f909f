import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchByTypeResponseSchema } from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { importContent } from "../src/content/import";
import { searchConfig } from "../src/content/importer";
import { rowsOf } from "../src/db/filters";
import { matches, searchPage } from "../src/routes/home";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

type Folder = Parameters<typeof matches>[2][number];
const everyFolder: Folder[] = ["products", "solutions", "case-studies", "documents", "news", "blogs", "events", "webinars", "videos", "faqs"];
const languages = ["english", "spanish", "burmese"] as const;

/** A word over 400 characters, with "inverter" at 150 and "zephyr" at 650, and the like-pattern characters % _ \ inside. */
const longWord = `${"a".repeat(150)}inverter${"b".repeat(300)}50%_off\\${"c".repeat(184)}zephyr${"d".repeat(100)}`;

/**
 * One-word searches are answered from the search index kept on write
 * (migration 0011). They must give exactly what reading and ranking the
 * translations gives, for every language, keyword and type, and follow every
 * write to the translations and their items.
 */
describe.each(targets)("search's index, on $name", ({ open }) => {
  let handle: TestDatabase;
  let app: ReturnType<typeof createApp>;
  const files = scratchFilesRoot();

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    const report = await importContent(handle.db, fixtureContentDir, { filesRoot: files.path });
    expect(report.failed).toEqual([]);
    app = createApp({ db: handle.db, filesRoot: files.path, validateResponses: true });
    // Texts an import would not write: quotes, backslashes, like-pattern characters, a word over 400
    // characters, a keyword past the 120th character, repeated words, an english-only item.
    await handle.db.execute(sql`
      insert into content_items (type, slug, category, subcategory, sort_order, date, data, source_hash, updated_at)
      select 'documents', 'odd-' || g, 'manual', 'english', 0, 1700000000 + g,
        jsonb_build_object('type', 'manual', 'file', 'documents/odd.pdf', 'documentLanguage', 'english', 'revision', 'V1',
          'date', 1700000000 + g, 'fileSize', 1000, 'productSlugs', '[]'::jsonb), 'hand', 0
      from generate_series(1, 5) g`);
    const texts: [number, string, string][] = [
      [1, "english", `O'Neil's back\\slash manual: inverter inverter inverters, 50% off_peak`],
      [2, "english", `${"filler ".repeat(20)}late INVERTER mention and ${longWord}`],
      [3, "spanish", "Manual del inversor híbrido: baterías de litio, inversores y más"],
      [3, "english", "Hybrid inverter manual: lithium batteries"],
      [4, "burmese", "အင်ဗာတာ လက်စွဲ ဘက်ထရီ အင်ဗာတာများ"],
      [4, "english", "Inverter handbook"],
      [5, "english", "Nothing about power here, only the the the and or"],
    ];
    for (const [n, language, text] of texts) {
      const config = searchConfig[language as (typeof languages)[number]];
      await handle.db.execute(sql`
        insert into content_translations (item_id, language_code, texts, search_text, search_vector)
        select id, ${language}::language_code, jsonb_build_object('title', ${text}::text), ${text}, to_tsvector(${config}::regconfig, ${text})
        from content_items where slug = ${`odd-${n}`}`);
    }
  }, 120_000);

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
  });

  async function hits(language: (typeof languages)[number], keyword: string, folders: Folder[], indexed: boolean) {
    const rows = rowsOf<{ id: number; type: string; date: number | null; language_code: string; fallback: boolean; rank: number }>(
      await handle.db.execute(sql`select id, type, date, language_code, fallback, rank from (${matches({ languageCode: language }, keyword, folders, { indexed })}) hit
        order by id, language_code`),
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), date: row.date === null ? null : Number(row.date), rank: Number(row.rank) }));
  }

  async function page(language: (typeof languages)[number], keyword: string, folders: Folder[], offset: number, indexed: boolean) {
    const rows = rowsOf<{ id: number; language_code: string; fallback: boolean; rank: number; total: number }>(
      await handle.db.execute(sql`select id, language_code, fallback, rank, total from (${searchPage({ languageCode: language }, keyword, folders, 4, offset, { indexed })}) hit`),
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), rank: Number(row.rank), total: Number(row.total) }));
  }

  /** Keywords: every word the texts hold, pieces of them, and what a visitor might type. */
  async function keywords(): Promise<string[]> {
    const words = rowsOf<{ word: string }>(await handle.db.execute(sql`select word from search_words where length(word) < 40 order by word`)).map(
      (row) => row.word,
    );
    const sample = words.filter((_, i) => i % Math.max(1, Math.floor(words.length / 40)) === 0);
    return [
      ...sample,
      ...sample.filter((word) => word.length > 6).map((word) => word.slice(2, 6)),
      ...["inverter", "Inverters", "INVERTER", "invert", "batteries", "baterías", "bateria", "inversor", "híbrido", "litio"],
      // Accents typed or left out, in either case, precomposed or as combining marks.
      ...["hibrido", "HIBRIDO", "Híbrido", "baterias", "BATERÍAS", "bateri\u0301as", "mas", "más", "lítio", "inversór", "hybríd"],
      ...["အင်ဗာတာ", "ဘက်ထရီ", "လက်စွဲ", "o'neil's", "back\\slash", "50%", "off_peak", "_", "%", "\\", "'"],
      ...["the", "and", "or", "zephyr", "cinverter", "aaainverterbbb", `b${"b".repeat(190)}50%_off\\c`, "ab", "x"],
      ...["inverter manual", '"hybrid inverter"', "-inverter", "inverter -manual", "inverter or battery", "li-ion", "6kw", "n'", "'n'"],
    ];
  }

  it("gives the same hits and ranks as reading the translations, for every keyword, language and type", async () => {
    const asked = await keywords();
    expect(asked.length).toBeGreaterThan(80);
    let compared = 0;
    let nonEmpty = 0;
    for (const keyword of asked) {
      for (const language of languages) {
        for (const folders of [everyFolder, ["documents"] as Folder[]]) {
          const fromIndex = await hits(language, keyword, folders, true);
          const fromTexts = await hits(language, keyword, folders, false);
          expect(fromIndex, `${language} ${JSON.stringify(keyword)} in ${folders.join(",")}`).toEqual(fromTexts);
          // A page (of four, the first and the second) in order, with the total.
          for (const offset of [0, 4]) {
            const pageFromIndex = await page(language, keyword, folders, offset, true);
            expect(pageFromIndex, `page at ${offset}: ${language} ${JSON.stringify(keyword)} in ${folders.join(",")}`).toEqual(
              await page(language, keyword, folders, offset, false),
            );
          }
          compared++;
          if (fromTexts.length) nonEmpty++;
        }
      }
    }
    expect(compared).toBe(asked.length * 6);
    // Many keywords find something: the comparison is not between empty answers alone.
    expect(nonEmpty).toBeGreaterThan(compared / 3);
  }, 300_000);

  it("finds words written with accents by a keyword typed without them, and the other way round", async () => {
    const [odd3] = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from content_items where slug = 'odd-3'`));
    const id = Number(odd3?.id);
    for (const indexed of [true, false]) {
      for (const keyword of ["hibrido", "HIBRIDO", "baterias", "bateria", "bateri\u0301as", "ibrid", "lítio", "inversór", "mas"]) {
        const found = await hits("spanish", keyword, ["documents"], indexed);
        expect(found.map((row) => [row.id, row.language_code]), `${JSON.stringify(keyword)}${indexed ? "" : ", from the texts"}`).toContainEqual([
          id,
          "spanish",
        ]);
      }
      // Accents go, letters stay: "batería" is not "batida".
      expect((await hits("spanish", "batida", ["documents"], indexed)).map((row) => row.id)).not.toContain(id);
    }
  });

  it("finds a keyword inside a word over 400 characters where it starts, past the 120th character", async () => {
    const [hit] = await hits("english", "zephyr", everyFolder, true);
    expect(hit).toMatchObject({ language_code: "english", fallback: false, rank: 0.5 });
    const late = await hits("english", "inverter", ["documents"], true);
    // "odd-1" holds the word three times near its start; "odd-2" first says it past the 120th character.
    const bySlugOrder = Object.fromEntries(
      rowsOf<{ id: number; slug: string }>(await handle.db.execute(sql`select id, slug from content_items where slug like 'odd-%'`)).map((row) => [
        row.slug,
        Number(row.id),
      ]),
    );
    const rankOf = (slug: string) => late.find((row) => row.id === bySlugOrder[slug])?.rank;
    expect(rankOf("odd-1")).toBeGreaterThan(1.5);
    expect(rankOf("odd-2")).toBeGreaterThan(0.5);
    expect(rankOf("odd-2")).toBeLessThan(1.5);
  });

  it("answers a one-word keyword from the index alone, and several words from the translations", async () => {
    const ids = async (keyword: string, indexed: boolean) => (await hits("english", keyword, everyFolder, indexed)).map((row) => row.id);
    // Upper case, a plural the stemmer reads as "handbook", and an "s": none of it keeps a word from the index.
    const handbook = await ids("Handbooks", false);
    expect(handbook).toHaveLength(1);
    await handle.db.execute(sql`delete from search_lexemes where item_id = ${handbook[0]}`);
    await handle.db.execute(sql`delete from search_word_items where item_id = ${handbook[0]}`);
    expect(await ids("Handbooks", true)).toEqual([]);
    expect(await ids("inverter handbook", true)).toEqual(handbook);
    // Writing the translation again (even unchanged) indexes it again.
    await handle.db.execute(sql`update content_translations set search_text = search_text where item_id = ${handbook[0]}`);
    expect(await ids("Handbooks", true)).toEqual(handbook);
  });

  it("follows hand-written changes of texts, types and dates, deletes and a truncate", async () => {
    const found = async (keyword: string, folders: Folder[] = everyFolder) => (await hits("english", keyword, folders, true)).map((row) => row.id);
    const [odd5] = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from content_items where slug = 'odd-5'`));
    const id = Number(odd5?.id);
    expect(await found("quasar")).toEqual([]);

    await handle.db.execute(sql`update content_translations set search_text = 'A quasar powered backup', search_vector = to_tsvector('english_folded', 'A quasar powered backup')
      where item_id = ${id} and language_code = 'english'`);
    expect(await found("quasar")).toEqual([id]);
    expect(await found("quasars")).toEqual([id]);
    expect(await found("uasa")).toEqual([id]);

    // The item's new type and date reach its entries through the translation they are copied onto.
    await handle.db.execute(sql`update content_items set type = 'news', date = 1 where id = ${id}`);
    expect(await found("quasar", ["documents"])).toEqual([]);
    expect(await hits("english", "quasar", ["news"], true)).toMatchObject([{ id, type: "news", date: 1 }]);

    // The importer's upsert: a translation it writes again replaces its entries, a new one adds its own.
    const upsert = (language: string, text: string) => sql`
      insert into content_translations (item_id, language_code, texts, search_text, search_vector)
      values (${id}, ${language}::language_code, jsonb_build_object('title', ${text}::text), ${text}, to_tsvector(${`${language}_folded`}::regconfig, ${text}))
      on conflict (item_id, language_code) do update set texts = excluded.texts, search_text = excluded.search_text, search_vector = excluded.search_vector`;
    await handle.db.execute(upsert("english", "A nebula powered backup"));
    await handle.db.execute(upsert("spanish", "Una reserva de nebulosa"));
    expect(await hits("english", "nebula", ["news"], true)).toMatchObject([{ id, type: "news", date: 1 }]);
    expect(await found("quasar", ["news"])).toEqual([]);
    expect(await hits("spanish", "nebulosa", ["news"], true)).toMatchObject([{ id, language_code: "spanish", fallback: false }]);
    expect(await hits("spanish", "nebulosa", ["news"], false)).toEqual(await hits("spanish", "nebulosa", ["news"], true));

    await handle.db.execute(sql`delete from content_items where id = ${id}`);
    expect(await found("quasar")).toEqual([]);
    expect(await found("nebula")).toEqual([]);
    expect(await hits("english", "quasar", everyFolder, false)).toEqual([]);

    const res = await app.request(`/api/homePage/searchByType?${new URLSearchParams({ languageCode: "spanish", keyword: "inverter" })}`);
    expect(res.status).toBe(200);
    expect(searchByTypeResponseSchema.parse(await res.json()).data?.total).toBeGreaterThan(0);

    await handle.db.execute(sql`truncate content_items cascade`);
    expect(rowsOf(await handle.db.execute(sql`select 1 from search_lexemes union all select 1 from search_word_items`))).toEqual([]);
    expect(await found("inverter")).toEqual([]);
  });
});
