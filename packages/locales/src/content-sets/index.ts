/**
 * The edition content sets of SPEC §3. The english set is the default
 * export; an edition names its set in `edition.config.ts`.
 */
import type { ContentSetKey } from "@repo/config/edition";
import { australia } from "./australia";
import { bee } from "./bee";
import { burmese } from "./burmese";
import { english } from "./english";
import { nigeria } from "./nigeria";
import type { ContentSet } from "./schema";
import { spanish } from "./spanish";

/** Every content set by its key. */
export const contentSets = { english, nigeria, spanish, australia, bee, burmese } satisfies Record<
  ContentSetKey,
  ContentSet
>;

export { australia, bee, burmese, english, nigeria, spanish };
export {
  applicationSchema,
  claimsSchema,
  companyInfoSchema,
  contentSetSchema,
  countryLinkSchema,
  officeSchema,
  socialLinkSchema,
  type Application,
  type Claims,
  type CompanyInfo,
  type ContentSet,
  type CountryLink,
  type Office,
  type SocialLink,
} from "./schema";

export default english;
