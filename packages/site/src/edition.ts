import edition from "@edition/config";
import type { LanguageCode } from "@repo/config/edition";
import { contentSetIn, type LocalContentSet } from "@repo/locales/content-sets";

/** The running edition's validated configuration. */
export { edition };

/** The page title: the brand name in capitals (SPEC §2). */
export const siteTitle = edition.brand.name.toUpperCase();

/** The edition's content set in `language`: the company texts a page in that language shows. */
export function editionContent(language: LanguageCode): LocalContentSet {
  return contentSetIn(edition.contentSet, language);
}
