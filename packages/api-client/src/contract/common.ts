import { z } from "zod";
import { editionQuerySchema, languageCodeSchema } from "./envelope";

/** Lists page from 1, ten at a time by default, at most 100 per page. */
export const MAX_PAGE_SIZE = 100;

/**
 * A number in a query string: the server reads it from text, the client
 * sends a number (`<number>` types the input, which coercion leaves unknown).
 */
export const queryNumberSchema = z.coerce.number<number>().int();

export const pageQuerySchema = editionQuerySchema.extend({
  languageCode: languageCodeSchema.default("english"),
  pageNum: queryNumberSchema.min(1).default(1),
  pageSize: queryNumberSchema.min(1).max(MAX_PAGE_SIZE).default(10),
});

/** `{ list, total }`: one page of `item` and how many match in all. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().min(0) });
}

/** Items are addressed by their slug, which is also the id in site routes (`/about/news/{id}`). */
export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and dashes");

/** A stored file path below the files root, shown through `/getFile/`. */
export const filePathSchema = z.string().min(1);

/** Unix seconds. */
export const timestampSchema = z.number().int();

/** Whether `zone` is an IANA time zone name this runtime knows (`Australia/Brisbane`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA time zone name: the zone a thing takes place in (an event's venue),
 * in which every page shows its dates and times and its `.ics` writes them.
 */
export const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { message: "an IANA time zone such as Australia/Brisbane" });

/**
 * Every translated item says whether it is shown in english because the asked
 * language has no translation, so the site can tell the visitor.
 */
export const translatedSchema = z.object({
  fallback: z.boolean(),
});

/**
 * The editions an item is for (its file's `editions`), null when every edition shows it: its
 * page names the same page on those editions' sites as its language-and-region alternates.
 * Absent from an API older than the field, and then its page names its alternates on its own site.
 */
export const scopedSchema = z.object({
  editions: z.array(z.string()).nullable().optional(),
});

/** A category as lists show it: its slug and name. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** Sanitized HTML of a rich-text field. */
export const htmlSchema = z.string();

/** An optional free-text filter; blank means none. */
export const keywordSchema = z.string().trim().max(200).optional();
