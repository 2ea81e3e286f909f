import type { LanguageCode } from "@repo/api-client/contract";
import type { IntlLocale } from "@repo/locales/messages";
import { routeOf } from "./route-table";

export interface SiteLocale {
  /** The app-tree segment and the API's `languageCode`. */
  code: LanguageCode;
  /** URL prefix: none for english, `/spanish`, `/burmese`. */
  prefix: "" | "/spanish" | "/burmese";
  /** react-intl locale and `<html lang>`. */
  intl: IntlLocale;
}

/** Every language the sites can serve, english first: the fallback of every page and text. */
export const siteLocales = [
  { code: "english", prefix: "", intl: "en" },
  { code: "spanish", prefix: "/spanish", intl: "es" },
  { code: "burmese", prefix: "/burmese", intl: "my" },
] as const satisfies readonly SiteLocale[];

/**
 * The languages `offered` of every site language, in the sites' order: english (which every
 * edition's config must offer) first, so the list is never empty.
 */
export function offeredLocales(offered: readonly LanguageCode[]): readonly [SiteLocale, ...SiteLocale[]] {
  const [english, ...others] = siteLocales;
  return [english, ...others.filter((locale) => offered.includes(locale.code))];
}

/**
 * The languages the edition's config offers. The Next config writes them into both bundles as
 * `EDITION_LANGUAGES` (a few bytes), so the header's browser code knows them without loading
 * the config and its validation; unset (unit tests of the site itself), all three.
 */
function editionLanguages(): LanguageCode[] {
  // eslint-disable-next-line no-restricted-properties -- a constant the build writes in, not a setting read at run time
  const named = process.env.EDITION_LANGUAGES?.split(",") ?? siteLocales.map((locale) => locale.code);
  return siteLocales.map((locale) => locale.code).filter((code) => named.includes(code));
}

/**
 * The one routing object: the proxy, static params and links all read it. Its locales are the
 * ones this edition offers; a language it leaves out is no locale at all here, so its prefix
 * finds no page, no sitemap entry, no alternate link and no place in the language menu.
 */
export const routing = {
  locales: offeredLocales(editionLanguages()),
  defaultLocale: "english",
} as const satisfies { locales: readonly SiteLocale[]; defaultLocale: LanguageCode };

export function findLocale(code: string): SiteLocale | undefined {
  return routing.locales.find((locale) => locale.code === code);
}

export function findLocaleByIntl(intl: string): SiteLocale | undefined {
  return routing.locales.find((locale) => locale.intl === intl);
}

/** The public URL of `path` (which starts with `/`) in `locale`. */
export function localizedPath(locale: SiteLocale, path: string): string {
  if (/^[a-z]+:/i.test(path) || path.startsWith("//")) return path;
  const normalized = path.startsWith("/") ? path : `/${path}`;
  if (!locale.prefix) return normalized;
  return normalized === "/" ? locale.prefix : `${locale.prefix}${normalized}`;
}

/**
 * A public path split into its locale and the route inside it: `/spanish/downloads`
 * is `/downloads` in spanish. The app-tree form `/english/...` is understood too,
 * since a rewritten english page may report it.
 */
export function splitLocalePath(pathname: string): { locale: SiteLocale; route: string } {
  const [, first = "", ...rest] = pathname.split("/");
  const locale = routing.locales.find((candidate) => candidate.code === first);
  if (!locale) return { locale: routing.locales[0], route: pathname || "/" };
  return { locale, route: rest.length > 0 && rest.join("/") !== "" ? `/${rest.join("/")}` : "/" };
}

/** `pathname` shown in `target`: the language switch keeps the visitor on the same route. */
export function switchLocalePath(pathname: string, target: SiteLocale): string {
  return localizedPath(target, splitLocalePath(pathname).route);
}

/** Detail screens whose header stays white (SPEC §2 "Header"): blog, event, news, webinar and search. */
export function isDetailRoute(route: string): boolean {
  return routeOf(route)?.entry.whiteHeader === true;
}
