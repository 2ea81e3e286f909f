import type { IntlShape } from "@formatjs/intl";
import type { Claims } from "@repo/locales/content-sets";

/**
 * The brand claims of SPEC §1 in the visitor's language: the figures come
 * from the edition's content set, the sentences from the catalogs. The
 * default edition speaks for the company, regional ones for the parent group.
 */
export function claimTexts(intl: IntlShape<string>, claims: Claims): string[] {
  const own =
    claims.kind === "company"
      ? [
          intl.formatMessage({ id: "home.claims.founded" }, { year: claims.founded }),
          intl.formatMessage({ id: "home.claims.experience" }, { years: claims.years }),
          intl.formatMessage({ id: "home.claims.clients" }, { countries: claims.countries }),
          intl.formatMessage({ id: "home.claims.oneStop" }),
        ]
      : [
          intl.formatMessage({ id: "home.claims.parentFounded" }, { year: claims.founded }),
          intl.formatMessage({ id: "home.claims.parentExperience" }, { years: claims.years }),
          intl.formatMessage({ id: "home.claims.countries" }, { countries: claims.countries }),
          intl.formatMessage({ id: "home.claims.systemSets" }, { sets: claims.systemSets }),
        ];
  return [
    ...own,
    intl.formatMessage({ id: "home.claims.rdStaff" }, { share: claims.rdStaffShare }),
    intl.formatMessage({ id: "home.claims.labs" }, { labs: claims.labs }),
    intl.formatMessage({ id: "home.claims.patents" }, { patents: claims.patents }),
    ...(claims.certifications.includes("ISO9001") ? [intl.formatMessage({ id: "home.claims.iso" })] : []),
  ];
}
