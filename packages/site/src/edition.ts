import edition from "@edition/config";
import type { LanguageCode } from "@repo/config/edition";
import { contentSetIn, type LocalContentSet } from "@repo/locales/content-sets";
import { ownSiteUrl } from "./env";

/** The running edition's validated configuration. */
export { edition };

/**
 * The edition's public origin (`SITE_URL_<ID>`), read when a page is rendered:
 * every absolute URL a page, the sitemap or robots.txt writes starts with it.
 */
export function siteUrl(): string {
  return ownSiteUrl(edition.id);
}

/** The absolute URL of `path` (a path, or a URL that stays as it is) on this edition's public origin. */
export function onSite(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}

/** The page title: the brand name in capitals (SPEC §2). */
export const siteTitle = edition.brand.name.toUpperCase();

/** The edition's content set in `language`: the company texts a page in that language shows. */
export function editionContent(language: LanguageCode): LocalContentSet {
  return contentSetIn(edition.contentSet, language);
}
