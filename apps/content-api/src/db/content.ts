import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ContentFolder, LanguageCode } from "@repo/api-client/contract";
import type { Database } from "./client";
import { contentItemProducts, contentItems, contentSingletons, contentTranslations } from "./schema";

/** One stored item with its texts in the asked language, or english with `fallback`. */
export interface ItemRow<D = Record<string, unknown>, T = Record<string, unknown>> {
  id: number;
  slug: string;
  legacyId: number | null;
  category: string | null;
  subcategory: string | null;
  sortOrder: number;
  date: number | null;
  data: D;
  texts: T;
  fallback: boolean;
  total: number;
}

export interface ItemQuery {
  type: ContentFolder;
  languageCode: LanguageCode;
  where?: (SQL | undefined)[];
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

export const byDateDesc = [desc(contentItems.date), desc(contentItems.id)];
export const byDateAsc = [asc(contentItems.date), asc(contentItems.id)];
export const bySortOrder = [asc(contentItems.sortOrder), asc(contentItems.id)];

const english = alias(contentTranslations, "english");
const asked = alias(contentTranslations, "asked");

/**
 * Items of one type in `languageCode`: each row carries the asked
 * translation, or the english one with `fallback: true`, and the number of
 * rows matching in all (for paging). One round trip: the page is chosen on
 * the items table alone (its indexes serve the order), and only that page's
 * texts are joined.
 */
export async function selectItems<D = Record<string, unknown>, T = Record<string, unknown>>(
  db: Database,
  query: ItemQuery,
): Promise<ItemRow<D, T>[]> {
  const orderBy = query.orderBy ?? bySortOrder;
  // The page holds ids and order only, so counting every match never reads their documents.
  const page = db.$with("page").as(
    db
      .select({
        pageId: sql<number>`${contentItems.id}`.as("page_id"),
        total: sql<number>`(count(*) over ())::int`.as("total"),
        position: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as("position"),
      })
      .from(contentItems)
      .where(and(eq(contentItems.type, query.type), ...(query.where ?? [])))
      .orderBy(...orderBy)
      .limit(query.limit ?? 1000)
      .offset(query.offset ?? 0),
  );
  return withTexts<D, T>(db, page, query.languageCode);
}

type PageCte = ReturnType<typeof pageOfLinks>;

/** The rows of a page (`page_id`, `total`, `position`) with their items and texts in `languageCode`. */
async function withTexts<D, T>(db: Database, page: PageCte, languageCode: LanguageCode): Promise<ItemRow<D, T>[]> {
  const rows = await db
    .with(page)
    .select({
      id: contentItems.id,
      slug: contentItems.slug,
      legacyId: contentItems.legacyId,
      category: contentItems.category,
      subcategory: contentItems.subcategory,
      sortOrder: contentItems.sortOrder,
      date: contentItems.date,
      data: contentItems.data,
      total: page.total,
      texts: sql<Record<string, unknown>>`coalesce(${asked.texts}, ${english.texts})`,
      fallback: sql<boolean>`(${asked.itemId} is null)`,
    })
    .from(page)
    .innerJoin(contentItems, eq(contentItems.id, page.pageId))
    .innerJoin(english, and(eq(english.itemId, page.pageId), eq(english.languageCode, "english")))
    .leftJoin(asked, and(eq(asked.itemId, page.pageId), eq(asked.languageCode, languageCode)))
    .orderBy(page.position);
  return rows as ItemRow<D, T>[];
}

/** The newest items of `type` naming `productSlug`, read in order from the product-links index. */
function pageOfLinks(db: Database, type: ContentFolder, productSlug: string, limit: number) {
  const newest = [desc(contentItemProducts.date), desc(contentItemProducts.itemId)];
  return db.$with("page").as(
    db
      .select({
        pageId: sql<number>`${contentItemProducts.itemId}`.as("page_id"),
        total: sql<number>`(count(*) over ())::int`.as("total"),
        position: sql<number>`row_number() over (order by ${sql.join(newest, sql`, `)})`.as("position"),
      })
      .from(contentItemProducts)
      .where(and(eq(contentItemProducts.productSlug, productSlug), eq(contentItemProducts.type, type)))
      .orderBy(...newest)
      .limit(limit),
  );
}

/**
 * Items of `type` that name `productSlug` in `data.productSlugs`, newest
 * first, at most `limit`: the product page's documents.
 */
export function selectNamingProduct<D = Record<string, unknown>, T = Record<string, unknown>>(
  db: Database,
  query: { type: ContentFolder; languageCode: LanguageCode; productSlug: string; limit: number },
): Promise<ItemRow<D, T>[]> {
  return withTexts<D, T>(db, pageOfLinks(db, query.type, query.productSlug, query.limit), query.languageCode);
}

/** Every product's name (in `languageCode`, else english) and series: what lists of other items show of them. */
export async function selectProductNames(
  db: Database,
  languageCode: LanguageCode,
): Promise<{ slug: string; category: string | null; name: string; series: string }[]> {
  return db
    .select({
      slug: contentItems.slug,
      category: contentItems.category,
      name: sql<string>`coalesce(${asked.texts} ->> 'name', ${english.texts} ->> 'name')`,
      series: sql<string>`${contentItems.data} ->> 'series'`,
    })
    .from(contentItems)
    .innerJoin(english, and(eq(english.itemId, contentItems.id), eq(english.languageCode, "english")))
    .leftJoin(asked, and(eq(asked.itemId, contentItems.id), eq(asked.languageCode, languageCode)))
    .where(eq(contentItems.type, "products"))
    .orderBy(...bySortOrder);
}

/** One page of items and how many match in all (counted apart only for a page past the end). */
export async function selectPage<D = Record<string, unknown>, T = Record<string, unknown>>(
  db: Database,
  query: ItemQuery,
): Promise<{ rows: ItemRow<D, T>[]; total: number }> {
  const rows = await selectItems<D, T>(db, query);
  if (rows[0]) return { rows, total: rows[0].total };
  if (!query.offset) return { rows, total: 0 };
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentItems)
    .where(and(eq(contentItems.type, query.type), ...(query.where ?? [])));
  return { rows, total: row?.count ?? 0 };
}

/** Page `pageNum` of `pageSize`, as `limit`/`offset`. */
export function pageOf(pageNum: number, pageSize: number) {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/** Items of one type by slug, in the order asked; unknown slugs are left out. */
export async function selectBySlugs<D = Record<string, unknown>, T = Record<string, unknown>>(
  db: Database,
  type: ContentFolder,
  languageCode: LanguageCode,
  slugs: string[],
): Promise<ItemRow<D, T>[]> {
  if (slugs.length === 0) return [];
  // One array parameter, not one per slug: the statement's text stays the same, so it stays prepared.
  const rows = await selectItems<D, T>(db, { type, languageCode, where: [sql`${contentItems.slug} = any(${sql.param(slugs)}::text[])`] });
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? [row] : [];
  });
}

/** A singleton file as imported, or null. */
export async function readSingleton<T>(db: Database, name: string): Promise<T | null> {
  const [row] = await db.select({ data: contentSingletons.data }).from(contentSingletons).where(eq(contentSingletons.name, name));
  return (row?.data as T | undefined) ?? null;
}

export { contentItems };
