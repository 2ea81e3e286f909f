/**
 * The edition content sets of SPEC §3. The english set is the default
 * export; an edition names its set in `edition.config.ts`.
 */
import { australia } from "./australia";
import { bee } from "./bee";
import { burmese } from "./burmese";
import { english } from "./english";
import { nigeria } from "./nigeria";
import type { ContentSetKey, LanguageCode } from "@repo/config/edition";
import { localizeContentSet, type ContentSet, type LocalContentSet } from "./schema";
import { spanish } from "./spanish";

/** Every content set by its key. */
export const contentSets = { english, nigeria, spanish, australia, bee, burmese } satisfies Record<
  ContentSetKey,
  ContentSet
>;

export { australia, bee, burmese, english, nigeria, spanish };

/** The texts of the set `key` in `language`: what a page in that language shows. */
export function contentSetIn(key: ContentSetKey, language: LanguageCode): LocalContentSet {
  return localizeContentSet(contentSets[key], language);
}
export {
  applicationSchema,
  claimsSchema,
  companyInfoSchema,
  contentSetSchema,
  countryLinkSchema,
  localizeContentSet,
  localizedTextSchema,
  officeSchema,
  socialLinkSchema,
  type Application,
  type Claims,
  type CompanyInfo,
  type ContentSet,
  type CountryLink,
  type LocalApplication,
  type LocalCompanyInfo,
  type LocalContentSet,
  type LocalizedText,
  type LocalOffice,
  type Office,
  type SocialLink,
} from "./schema";

export default english;
