import edition from "@edition/config";
import type { LanguageCode } from "@repo/config/edition";
import type { EditionSettings, EditionSummary } from "@repo/api-client/editions";
import { loadEditionSettings, loadEditions } from "./api";
import { ownSiteUrl } from "./env";

/** The running edition's validated configuration: what is code (id, brand, theme); its settings are content. */
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

/**
 * The edition's settings in `language`, from the content API at run time
 * (cached, purged when they change): claims, offices, company, social links,
 * footer columns and the about texts.
 */
export function editionSettings(language: LanguageCode): Promise<EditionSettings> {
  return loadEditionSettings(edition.id, language);
}

/** The country menu: every other edition's site, never this one's (SPEC §2), as the content API lists them now. */
export async function otherEditions(): Promise<EditionSummary[]> {
  return (await loadEditions()).filter((other) => other.id !== edition.id);
}
