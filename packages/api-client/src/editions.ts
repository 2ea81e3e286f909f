import { type EditionSettings, type EditionSummary, type LanguageCode, apiEndpoints } from "./contract";
import type { Fetcher, RequestOptions } from "./fetcher";

export type { EditionOffice, EditionSettings, EditionSummary } from "./contract";

/** Every edition, in the country menus' order; throws `ApiError` unless the API answers code 200. */
export async function getEditions(fetcher: Fetcher, init?: RequestOptions): Promise<EditionSummary[]> {
  return fetcher.get(apiEndpoints.getEditionList, {}, init);
}

/**
 * Edition `id`'s settings in the fetcher's language (english, marked
 * `fallback`, when the edition does not offer it); throws `ApiError` 404 for an
 * edition there is not.
 */
export async function getEditionSettings(fetcher: Fetcher, id: string, init?: RequestOptions): Promise<EditionSettings> {
  const { path, query, response } = apiEndpoints.getEditionSettings;
  // The id is a path parameter: the query the fetcher writes carries the rest.
  const endpoint = { path: path.replace("{id}", encodeURIComponent(id)), query: query.omit({ id: true }), response };
  return fetcher.get(endpoint, {}, init);
}

/** The hreflang tags of the languages, in the order the API names them. */
const languageTags: Record<LanguageCode, string> = { english: "en", spanish: "es", burmese: "my" };

/**
 * The hreflang of `edition`'s pages in `language`: the language's tag with the
 * edition's region (`es-NG` for the spanish pages of the Nigeria edition),
 * or the tag alone for an edition of no one region.
 */
export function hreflangOf(edition: Pick<EditionSummary, "region">, language: LanguageCode): string {
  return edition.region ? `${languageTags[language]}-${edition.region}` : languageTags[language];
}
