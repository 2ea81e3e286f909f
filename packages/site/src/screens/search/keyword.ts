import { searchTypeSchema, type SearchType } from "@repo/api-client/contract";
import type { MessageId } from "@repo/locales/messages";
import { localizedPath, type SiteLocale } from "../../routing";

/** Longest keyword the API accepts. */
export const MAX_KEYWORD_LENGTH = 200;

/** Hits per result page. */
export const SEARCH_PAGE_SIZE = 10;

/** Decodes one path segment; a stray `%` that is not an escape stays as typed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The keyword of `/search/{keyword}`. Next hands the segments over still
 * percent-encoded (`bater%C3%ADa`); a keyword with a slash arrives as two.
 * Decoded once, in Unicode's composed form (a keyboard may send "í" as "i"
 * and an accent), blanks collapsed, at most the API's length.
 */
export function keywordOf(segments: readonly string[] | undefined): string {
  const joined = (segments ?? []).map(decodeSegment).join("/");
  return joined.normalize("NFC").replace(/\s+/g, " ").trim().slice(0, MAX_KEYWORD_LENGTH);
}

export interface SearchQuery {
  /** One content type, or every type when absent. */
  type?: SearchType | undefined;
  page?: number | undefined;
}

/**
 * The URL of a result page: the keyword as one path segment, encoded for any
 * script, and the type and page in the query, so tabs and paging work as
 * plain links. The first page of all types has no query at all.
 */
export function searchPath(locale: SiteLocale, keyword: string, query: SearchQuery = {}): string {
  const path = localizedPath(locale, keyword ? `/search/${encodeURIComponent(keyword)}` : "/search");
  const params = new URLSearchParams();
  if (query.type) params.set("type", query.type);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The content type `?type=` asks for; anything else means every type. */
export function typeOf(value: string | string[] | undefined): SearchType | undefined {
  const parsed = searchTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The result page `?page=` asks for: a whole number from 1, else the first page. */
export function pageOf(value: string | string[] | undefined): number {
  return typeof value === "string" && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
}

/**
 * Search's quick links (SPEC §3): the brochures, a document type of the downloads page that opens on it by its
 * anchor, and a search for each of three words in the page's language. The header's search panel shows them,
 * and so does a search that found nothing.
 */
export function quickLinks(locale: SiteLocale, t: (id: MessageId) => string): { label: string; href: string }[] {
  const searchFor = (id: MessageId) => ({ label: t(id), href: searchPath(locale, t(id)) });
  return [
    { label: t("header.quickLinks.brochure"), href: localizedPath(locale, "/downloads#Brochure") },
    searchFor("header.quickLinks.datasheet"),
    searchFor("header.quickLinks.inverter"),
    searchFor("header.quickLinks.battery"),
  ];
}
