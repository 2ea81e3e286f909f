import { type SQL, sql } from "drizzle-orm";
import type { LanguageCode } from "@repo/api-client/contract";
import type { Bound } from "./compiled";
import { contentItems, contentTranslations } from "./schema";

/** `%` and `_` are literal in a visitor's keyword. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Items whose english or asked-language text contains `keyword`, whatever
 * its case and accents (trigram-indexed): `like` on the text Postgres keeps
 * folded, with the pattern folded by the same `search_fold()`.
 */
export function keywordFilter(languageCode: LanguageCode, keyword: string | undefined): SQL | undefined {
  return keyword ? keywordCondition(languageCode, likePattern(keyword)) : undefined;
}

/** `keywordFilter` of a `likePattern`, either of them a value or a compiled statement's placeholder. */
export function keywordCondition(languageCode: Bound<LanguageCode>, pattern: Bound<string>): SQL {
  return sql`exists (select 1 from ${contentTranslations} kw
    where kw.item_id = ${contentItems.id}
      and kw.language_code in ('english', ${languageCode})
      and kw.search_folded like search_fold(${pattern}))`;
}

/** Items whose `data.<field>` array holds `slug` (containment, so the GIN index on productSlugs serves it). */
export function jsonArrayHas(field: "productSlugs", slug: string): SQL {
  return sql`(${contentItems.data} -> ${sql.raw(`'${field}'`)}) @> ${JSON.stringify([slug])}::jsonb`;
}

/** The rows of `db.execute()`: postgres.js answers an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
