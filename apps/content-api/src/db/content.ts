import { type SQL, asc, desc, eq, sql } from "drizzle-orm";
import type { LanguageCode } from "@repo/api-client/contract";
import type { ContentFolder, ContentSingleton } from "@repo/api-client/content-files";
import type { ContentFile, ContentTexts, SingletonFile, StoredData } from "../content/stored";
import type { Database } from "./client";
import { type Bound, runCompiled } from "./compiled";
import { keywordCondition, likePattern, rowsOf } from "./filters";
import { contentCounts, contentItems, contentSingletons, productPages } from "./schema";

/** The columns every stored item has, whatever its type. */
interface ItemColumns {
  id: number;
  legacyId: number | null;
  category: string | null;
  subcategory: string | null;
  sortOrder: number;
  date: number | null;
  /** The editions the item is for, null for all. */
  editions: string[] | null;
  fallback: boolean;
  total: number;
}

/**
 * One stored item of type `K` with its texts in the asked language, or english
 * with `fallback`; of a union of types, a union of their rows.
 */
export type ItemRow<K extends ContentFolder> = K extends ContentFolder
  ? ItemColumns & { slug: ContentFile<K>["slug"]; data: StoredData<K>; texts: ContentTexts<K> }
  : never;

export interface ItemQuery<K extends ContentFolder> {
  type: K;
  languageCode: Bound<LanguageCode>;
  /** The asking edition (`edition` of the query; undefined when none asked): only the items it is shown. */
  edition: Bound<string> | undefined;
  /** Only items of this category or subcategory: filters whose totals are kept on write (`contentCounts`). */
  category?: string;
  subcategory?: string;
  /** Any other conditions; their totals are counted on read. */
  where?: (SQL | undefined)[];
  orderBy?: SQL[];
  limit?: Bound<number>;
  offset?: Bound<number>;
  /** Read each item's `brief` texts (no rich text, no spec labels): enough for cards and lists. */
  brief?: boolean;
}

export const byDateDesc = [desc(contentItems.date), desc(contentItems.id)];
export const byDateAsc = [asc(contentItems.date), asc(contentItems.id)];
export const bySortOrder = [asc(contentItems.sortOrder), asc(contentItems.id)];

/**
 * Items of one type in `languageCode`: each row carries the asked
 * translation, or the english one with `fallback: true`, and the number of
 * rows matching in all (for paging). One round trip: the page is chosen on
 * the items table alone (its indexes serve the order), and only that page's
 * texts are joined.
 */
export async function selectItems<K extends ContentFolder>(db: Database, query: ItemQuery<K>): Promise<ItemRow<K>[]> {
  const result = await db.execute(sql`select ${itemsJson(itemPage(query), query.languageCode, query.brief)} as rows`);
  return rowsOf<{ rows: ItemRow<K>[] }>(result)[0]?.rows ?? [];
}

/**
 * SQL of whether rows of `editions` and `notSoldIn` (an item's, or a group of
 * counted items') are shown to `edition`: scoped to all editions or to one
 * naming it, and not a product it does not sell. No edition asked (null) is
 * shown what every edition is: `array[null]` is contained in no array.
 */
export function shownTo(edition: Bound<string> | undefined, editions: SQL, notSoldIn: SQL): SQL {
  const asked = sql`array[${edition ?? null}::text]`;
  return sql`((${editions} is null or ${editions} @> ${asked}) and (${notSoldIn} is null or not ${notSoldIn} @> ${asked}))`;
}

/** Whether the `content_items` row in scope is shown to `edition` (`shownTo`). */
export function itemShownTo(edition: Bound<string> | undefined, item: SQL = sql`content_items`): SQL {
  return shownTo(edition, sql`${item}.editions`, sql`${item}.not_sold_in`);
}

/**
 * SQL of the ids (and types) of the items `edition` is not shown: read from
 * the few items not for every edition (`content_items_scoped_idx`), so search
 * and the pages built on write leave them out without reading every item.
 */
export function hiddenFrom(edition: Bound<string> | undefined): SQL {
  return sql`select hidden.id, hidden.type, hidden.slug from content_items hidden
    where (hidden.editions is not null or hidden.not_sold_in is not null) and not ${itemShownTo(edition, sql`hidden`)}`;
}

/** The conditions of `query`, joined with `and`. */
function conditionsOf(query: ItemQuery<ContentFolder>): SQL {
  return sql.join(
    [
      eq(contentItems.type, query.type),
      itemShownTo(query.edition),
      query.category !== undefined ? eq(contentItems.category, query.category) : undefined,
      query.subcategory !== undefined ? eq(contentItems.subcategory, query.subcategory) : undefined,
      ...(query.where ?? []),
    ].filter((condition) => condition !== undefined),
    sql` and `,
  );
}

/**
 * SQL of how many items match `query` in all: summed from the totals kept on
 * write when it filters on type, category and subcategory alone, else counted
 * (on the index alone where one serves).
 */
export function totalOf(query: ItemQuery<ContentFolder>): SQL {
  if ((query.where ?? []).some((condition) => condition !== undefined)) {
    return sql`(select count(*)::int from ${contentItems} where ${conditionsOf(query)})`;
  }
  return sql`(select coalesce(sum(counts.items), 0)::int from ${contentCounts} counts where counts.type = ${query.type}
    and ${shownTo(query.edition, sql`counts.editions`, sql`counts.not_sold_in`)}
    ${query.category !== undefined ? sql`and counts.category = ${query.category}` : sql``}
    ${query.subcategory !== undefined ? sql`and counts.subcategory = ${query.subcategory}` : sql``})`;
}

/**
 * SQL of a page of items (`page_id`, `position`, `total`). The page holds ids
 * and order only and is read from an index in order, stopping at its last row,
 * so it reads no document; the total is computed once (`totalOf`).
 */
export function itemPage(query: ItemQuery<ContentFolder>, total: SQL | null = totalOf(query)): SQL {
  const orderBy = sql.join(query.orderBy ?? bySortOrder, sql`, `);
  return sql`select ${contentItems.id} as page_id, row_number() over (order by ${orderBy}) as position${total ? sql`, ${total} as total` : sql``}
    from ${contentItems}
    where ${conditionsOf(query)}
    order by ${orderBy}
    limit ${query.limit ?? 1000} offset ${query.offset ?? 0}`;
}

/**
 * SQL of the rows of `page` with their items and texts in `languageCode`, as
 * one JSON array in page order (the driver parses it in one go). Written as SQL
 * text rather than with the query builder: reads are most of the API's work,
 * and building a query object per request cost more than running it.
 */
function itemsJson(page: SQL, languageCode: Bound<LanguageCode>, brief = false): SQL {
  const { texts, fallback } = shownTexts(languageCode, brief);
  return sql`(select coalesce(json_agg(json_build_object(
        'id', item.id, 'slug', item.slug, 'legacyId', item.legacy_id, 'category', item.category,
        'subcategory', item.subcategory, 'sortOrder', item.sort_order, 'date', item.date, 'data', item.data,
        'editions', item.editions, 'texts', ${texts}, 'fallback', ${fallback}, 'total', page.total)
        order by page.position), '[]')
    from (${page}) page
    join content_items item on item.id = page.page_id
    ${translationsOfPage(languageCode)})`;
}

/**
 * SQL joining each row of `page` (by `page.page_id`) to its `english` texts
 * and, as `asked`, those in `languageCode` where it has them.
 */
function translationsOfPage(languageCode: Bound<LanguageCode>): SQL {
  return sql`join content_translations english on english.item_id = page.page_id and english.language_code = 'english'
    -- An english read has its texts in the english row already: a condition on the parameter alone, inside
    -- the joined relation, is checked once per statement and spares the second look-up of every row.
    left join (select * from content_translations where ${languageCode} <> 'english') asked
      on asked.item_id = page.page_id and asked.language_code = ${languageCode}`;
}

/**
 * What a row joined by `translationsOfPage` shows: its texts (or brief texts) in the asked language where
 * it has them, else in english, and whether they are english for want of a translation (`fallback`).
 */
function shownTexts(languageCode: Bound<LanguageCode>, brief: boolean): { texts: SQL; fallback: SQL } {
  return {
    texts: brief ? sql`coalesce(asked.brief, english.brief)` : sql`coalesce(asked.texts, english.texts)`,
    fallback: sql`(asked.item_id is null and ${languageCode} <> 'english')`,
  };
}

/** What a card shows of an item, as a select list for `selectCardPage`, named for its compiled statements. */
export interface CardColumns {
  name: string;
  columns: SQL;
}

const cardNames = new Set<string>();

/** A kind of card; its name keys its compiled statements, so no two kinds may share one. */
export function cardColumns(name: string, columns: SQL): CardColumns {
  if (cardNames.has(name)) throw new Error(`Two kinds of card are named ${name}`);
  cardNames.add(name);
  return { name, columns };
}

/**
 * A page of items of `type`, newest first, `keyword` matching title, summary
 * or body, as the JSON text of `{"list":[…],"total":n}`; each item written by
 * Postgres as `card` names its columns: a select list over `item` (the
 * `content_items` row) and `shown` (`texts`, its brief texts in `languageCode`
 * or else english, and `fallback`). Lists are most of what visitors read: Node
 * neither parses, shapes nor writes a list again, and runs one statement per
 * card and type, compiled once (`runCompiled`).
 */
export async function selectCardPage(
  db: Database,
  page: {
    type: ContentFolder;
    card: CardColumns;
    languageCode: LanguageCode;
    edition?: string | undefined;
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
): Promise<string> {
  const { type, card, keyword } = page;
  const result = await runCompiled(
    db,
    `cards ${type} ${card.name}${keyword ? " keyword" : ""}`,
    () => {
      const languageCode = sql.placeholder("languageCode");
      const { texts, fallback } = shownTexts(languageCode, true);
      const query: ItemQuery<ContentFolder> = {
        type,
        languageCode,
        edition: sql.placeholder("edition"),
        where: [keyword ? keywordCondition(languageCode, sql.placeholder("pattern")) : undefined],
        orderBy: byDateDesc,
        limit: sql.placeholder("limit"),
        offset: sql.placeholder("offset"),
      };
      return sql`select coalesce((select string_agg(row_to_json(card)::text, ',' order by page.position)
          from (${itemPage(query, null)}) page
          join content_items item on item.id = page.page_id
          ${translationsOfPage(languageCode)}
          cross join lateral (select ${texts} as texts, ${fallback} as fallback) shown
          cross join lateral (select ${card.columns}) card), '') as list,
        ${totalOf(query)} as total`;
    },
    {
      languageCode: page.languageCode,
      edition: page.edition ?? null,
      pattern: keyword ? likePattern(keyword) : undefined,
      ...pageOf(page.pageNum, page.pageSize),
    },
  );
  const [row] = rowsOf<{ list: string; total: number }>(result);
  return `{"list":[${row?.list ?? ""}],"total":${Number(row?.total ?? 0)}}`;
}

/**
 * One product's page in `languageCode` (by slug, by old numeric id, or both), as
 * JSON text shaped as `product/getProductData` answers it, or null when there
 * is no such product or it is not for `edition`. The page was built when the
 * content it shows was last written (`productPages` of `schema.ts`), so a read
 * is one indexed row, sent as it is; only where it names items `edition` is not
 * shown (a related product, a document) are they taken out of it.
 */
export async function selectProductPage(
  db: Database,
  query: { languageCode: LanguageCode; edition: string | undefined; slug?: string; legacyId?: number },
): Promise<string | null> {
  const which = [
    query.slug !== undefined ? sql`${productPages.slug} = ${query.slug}` : undefined,
    query.legacyId !== undefined ? sql`${productPages.legacyId} = ${query.legacyId}` : undefined,
  ].filter((condition) => condition !== undefined);
  if (which.length === 0) return null;
  const asked = sql`array[${query.edition ?? null}::text]`;
  const [row] = rowsOf<{ body: string; inScope: boolean; sold: boolean; editions: string[] | null; hidden: string[] }>(
    await db.execute(
      sql`select ${productPages.body} as body, (item.editions is null or item.editions @> ${asked}) as "inScope",
          (item.not_sold_in is null or not item.not_sold_in @> ${asked}) as sold, item.editions as editions,
          array(select hidden.type || '/' || hidden.slug from (${hiddenFrom(query.edition)}) hidden
            where hidden.type in ('products', 'documents')) as hidden
        from ${productPages} join content_items item on item.id = ${productPages.productId}
        where ${productPages.languageCode} = ${query.languageCode} and ${sql.join(which, sql` and `)}`,
    ),
  );
  if (!row?.inScope) return null;
  const scope = `"soldHere":${row.sold},"editions":${JSON.stringify(row.editions)}`;
  if (row.hidden.length === 0) return `${row.body.trimEnd().slice(0, -1)},${scope}}`;
  const hidden = new Set(row.hidden);
  const page = JSON.parse(row.body) as { related: { id: string }[]; documents: { id: string }[] };
  return JSON.stringify({
    ...page,
    related: page.related.filter((product) => !hidden.has(`products/${product.id}`)),
    documents: page.documents.filter((document) => !hidden.has(`documents/${document.id}`)),
    soldHere: row.sold,
    editions: row.editions,
  });
}

/** Every product's name (in `languageCode`, else english) and series: what lists of other items show of them. */
export async function selectProductNames(
  db: Database,
  languageCode: LanguageCode,
  edition: string | undefined,
): Promise<{ slug: string; category: string | null; name: string; series: string }[]> {
  const result = await db.execute(sql`select item.slug, item.category,
      coalesce(asked.brief ->> 'name', english.brief ->> 'name') as name, item.data ->> 'series' as series
    from content_items item
    join content_translations english on english.item_id = item.id and english.language_code = 'english'
    left join content_translations asked on asked.item_id = item.id and asked.language_code = ${languageCode}
    where item.type = 'products' and ${itemShownTo(edition, sql`item`)}
    order by item.sort_order, item.id`);
  return rowsOf(result);
}

/** One page of items and how many match in all (counted apart only for a page past the end). */
export async function selectPage<K extends ContentFolder>(
  db: Database,
  query: ItemQuery<K>,
): Promise<{ rows: ItemRow<K>[]; total: number }> {
  const rows = await selectItems(db, query);
  if (rows[0]) return { rows, total: rows[0].total };
  if (!query.offset) return { rows, total: 0 };
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`select ${totalOf(query)} as total`));
  return { rows, total: Number(row?.total ?? 0) };
}

/** Page `pageNum` of `pageSize`, as `limit`/`offset`. */
export function pageOf(pageNum: number, pageSize: number) {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/**
 * Items of one type by slug, in the order asked, with their brief texts (for
 * cards); unknown slugs, and items `edition` is not shown, are left out.
 */
export async function selectBySlugs<K extends ContentFolder>(
  db: Database,
  type: K,
  query: { languageCode: LanguageCode; edition?: string | undefined },
  slugs: string[],
): Promise<ItemRow<K>[]> {
  if (slugs.length === 0) return [];
  // One array parameter, not one per slug: the statement's text stays the same, so it stays prepared.
  const rows = await selectItems(db, {
    type,
    languageCode: query.languageCode,
    edition: query.edition,
    where: [sql`${contentItems.slug} = any(${sql.param(slugs)}::text[])`],
    brief: true,
  });
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? [row] : [];
  });
}

/** A singleton file as imported (its schema's output), or null. */
export async function readSingleton<N extends ContentSingleton>(db: Database, name: N): Promise<SingletonFile<N> | null> {
  const [row] = await db.select({ data: contentSingletons.data }).from(contentSingletons).where(eq(contentSingletons.name, name));
  // Stored only by the import, after its schema accepted it.
  return (row?.data as SingletonFile<N> | undefined) ?? null;
}

export { contentItems };
