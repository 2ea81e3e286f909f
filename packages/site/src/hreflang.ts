import { type EditionSummary, hreflangOf } from "@repo/api-client/editions";
import type { LanguageCode } from "@repo/api-client/contract";
import { localizedPath, siteLocales } from "./routing";

/** An edition's site as every edition sees it: where it lives, the languages it offers and the region it serves. */
export type EditionSite = Pick<EditionSummary, "id" | "url" | "languages" | "region">;

/**
 * The language-and-region alternates of one page across every edition that shows it: for each
 * edition that `shows` it and each language it offers that the page is written in, that page's
 * address, tagged `en-NG` on a regional edition and `en` on the global one; `x-default` is the
 * global edition's english page (the first edition's when no global one shows it). Every
 * edition computes the same set from the same list, so each page names all the others and they
 * name it: the links are reciprocal, as search engines require.
 */
export function regionalAlternates(
  route: string,
  sites: readonly EditionSite[],
  { writtenIn, shows = () => true }: { writtenIn: readonly LanguageCode[]; shows?: (site: EditionSite) => boolean },
): Record<string, string> {
  const showing = sites.filter(shows);
  const languages: Record<string, string> = {};
  for (const site of showing) {
    for (const locale of siteLocales) {
      if (!site.languages.includes(locale.code) || !writtenIn.includes(locale.code)) continue;
      languages[hreflangOf(site, locale.code)] = `${site.url.replace(/\/$/, "")}${localizedPath(locale, route)}`;
    }
  }
  const fallback = showing.find((site) => site.region === null) ?? showing[0];
  if (fallback) languages["x-default"] = `${fallback.url.replace(/\/$/, "")}${localizedPath(siteLocales[0], route)}`;
  return languages;
}
