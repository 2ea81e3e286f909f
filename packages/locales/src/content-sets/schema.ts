/**
 * The shape of an edition content set (SPEC §3 "Locale set keys"): static
 * brand text that differs per regional edition, kept beside the catalogs.
 */
import { z } from "zod";
import { contentSetKeys, languageCodes, type LanguageCode } from "@repo/config/edition";

const percent = z.string().regex(/^\d{1,2}(\.\d+)?%$|^100%$/, "a percentage such as 49.1%");

/** Empty, or one or more numbers separated by commas (SPEC §3). */
const phoneList = z
  .string()
  .regex(/^$|^\+?[\d ()-]{6,}(, *\+?[\d ()-]{6,})*$/, "empty, or phone numbers separated by commas");

/** Fictional contact details only: e-mail on a reserved `example` domain. */
const exampleEmail = z.email().regex(/@([a-z0-9-]+\.)*example(\.[a-z]+)?$/, "an address on an example domain");

export const countryLinkSchema = z.object({
  name: z.string().min(1),
  img: z.string().startsWith("/"),
  code: z.enum(languageCodes),
  link: z.url(),
});

export const socialLinkSchema = z.object({
  /** The icon style of the link. */
  class: z.enum(["video-channel", "social-network", "professional-network", "photo-sharing"]),
  url: z.url({ protocol: /^https$/ }),
});

/**
 * A text of the set in every language the sites serve: a page shows the one
 * of its language, so a set that lacks a language does not validate.
 */
export const localizedTextSchema = z.strictObject(
  Object.fromEntries(languageCodes.map((code) => [code, z.string().trim().min(1)])) as Record<
    LanguageCode,
    z.ZodString
  >,
);

export const companyInfoSchema = z.object({
  /** The legal name, written the same in every language. */
  title: z.string().min(1),
  address: localizedTextSchema,
  email: exampleEmail,
  phone: phoneList,
});

/** An office of the contact page, with its marker on the map in percentages of the map's size. */
export const officeSchema = companyInfoSchema.extend({ title: localizedTextSchema, bottom: percent, left: percent });

export const applicationSchema = z.object({
  img: z.string().startsWith("/"),
  title: localizedTextSchema,
  content: localizedTextSchema,
});

const sharedClaims = {
  /** Share of staff in research and development, 0–1. */
  rdStaffShare: z.number().min(0).max(1),
  labs: z.number().int().positive(),
  /** "More than" this many patents. */
  patents: z.number().int().positive(),
  certifications: z.array(z.string().min(1)),
};

/** The brand claims of SPEC §1: the company's own for the default edition, the parent group's for regional ones. */
export const claimsSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("company"),
    founded: z.number().int().min(1900),
    years: z.number().int().positive(),
    countries: z.number().int().positive(),
    /** The one-stop power-solutions claim: generation, distribution, management, storage, remote monitoring. */
    oneStop: z.literal(true),
    ...sharedClaims,
  }),
  z.object({
    kind: z.literal("group"),
    founded: z.number().int().min(1900),
    years: z.number().int().positive(),
    countries: z.number().int().positive(),
    systemSets: z.number().int().positive(),
    ...sharedClaims,
  }),
]);

export const contentSetSchema = z.object({
  key: z.enum(contentSetKeys),
  claims: claimsSchema,
  header: z.object({ countryLink: z.array(countryLinkSchema).min(1) }),
  footer: z.object({
    link: z.array(socialLinkSchema).length(4),
    companyInfo: companyInfoSchema,
  }),
  aboutUs: z.object({
    /** Paragraphs introducing the company (or, regionally, its local branch). */
    text: z.array(localizedTextSchema).min(1),
    applicationsList: z.array(applicationSchema).min(1),
  }),
  contactUs: z.object({ dataList: z.array(officeSchema).min(1) }),
});

export type CountryLink = z.infer<typeof countryLinkSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type Office = z.infer<typeof officeSchema>;
export type Application = z.infer<typeof applicationSchema>;
export type Claims = z.infer<typeof claimsSchema>;
export type LocalizedText = z.infer<typeof localizedTextSchema>;
export type ContentSet = z.infer<typeof contentSetSchema>;

/** A set's texts in one language: what a page of that language shows. */
export interface LocalContentSet {
  key: ContentSet["key"];
  claims: Claims;
  header: ContentSet["header"];
  footer: { link: SocialLink[]; companyInfo: LocalCompanyInfo };
  aboutUs: { text: string[]; applicationsList: LocalApplication[] };
  contactUs: { dataList: LocalOffice[] };
}
export type LocalCompanyInfo = Omit<CompanyInfo, "address"> & { address: string };
export type LocalOffice = Omit<Office, "title" | "address"> & { title: string; address: string };
export type LocalApplication = Omit<Application, "title" | "content"> & { title: string; content: string };

/** `set`'s texts in `language`. */
export function localizeContentSet(set: ContentSet, language: LanguageCode): LocalContentSet {
  const { companyInfo } = set.footer;
  return {
    key: set.key,
    claims: set.claims,
    header: set.header,
    footer: { link: set.footer.link, companyInfo: { ...companyInfo, address: companyInfo.address[language] } },
    aboutUs: {
      text: set.aboutUs.text.map((paragraph) => paragraph[language]),
      applicationsList: set.aboutUs.applicationsList.map((application) => ({
        ...application,
        title: application.title[language],
        content: application.content[language],
      })),
    },
    contactUs: {
      dataList: set.contactUs.dataList.map((office) => ({
        ...office,
        title: office.title[language],
        address: office.address[language],
      })),
    },
  };
}
