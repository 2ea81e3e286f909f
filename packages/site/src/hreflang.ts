import type { LanguageCode } from "@repo/api-client/contract";
import { localizedPath, siteLocales, type SiteLocale } from "./routing";

/** An edition's site as the others see it: where it lives, the languages it offers and the region it serves. */
export interface EditionSite {
  id: string;
  /** Its public origin, without a trailing slash. */
  url: string;
  languages: readonly LanguageCode[];
  /** The ISO 3166 country it serves (`NG`), or null for the global edition, which serves no one country. */
  region: string | null;
}

/** The hreflang of a language on an edition: `en-NG` on a regional one, `en` on the global one. */
export function hreflangOf(locale: SiteLocale, site: Pick<EditionSite, "region">): string {
  return site.region ? `${locale.intl}-${site.region}` : locale.intl;
}

/**
 * The language-and-region alternates of one page across every edition that shows it: for each
 * edition that `shows` the item and each language it offers that the item is written in, that
 * page's address; `x-default` is the global edition's english page (the first edition's when no
 * global one shows it). Every edition computes the same set from the same list, so each page
 * names all the others and they name it: the links are reciprocal, as search engines require.
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
      languages[hreflangOf(locale, site)] = `${site.url}${localizedPath(locale, route)}`;
    }
  }
  const fallback = showing.find((site) => site.region === null) ?? showing[0];
  if (fallback) languages["x-default"] = `${fallback.url}${localizedPath(siteLocales[0], route)}`;
  return languages;
}
