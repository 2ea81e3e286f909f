/**
 * The shape of an edition content set (SPEC §3 "Locale set keys"): static
 * brand text that differs per regional edition, kept beside the catalogs.
 */
import { z } from "zod";
import { contentSetKeys, languageCodes } from "@repo/config/edition";

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

export const companyInfoSchema = z.object({
  title: z.string().min(1),
  address: z.string().min(1),
  email: exampleEmail,
  phone: phoneList,
});

/** An office of the contact page, with its marker on the map in percentages of the map's size. */
export const officeSchema = companyInfoSchema.extend({ bottom: percent, left: percent });

export const applicationSchema = z.object({
  img: z.string().startsWith("/"),
  title: z.string().min(1),
  content: z.string().min(1),
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
  /** The language the set's own text is written in. */
  language: z.enum(languageCodes),
  claims: claimsSchema,
  header: z.object({ countryLink: z.array(countryLinkSchema).min(1) }),
  footer: z.object({
    link: z.array(socialLinkSchema).length(4),
    companyInfo: companyInfoSchema,
  }),
  aboutUs: z.object({
    /** Paragraphs introducing the company (or, regionally, its local branch). */
    text: z.array(z.string().min(1)).min(1),
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
export type ContentSet = z.infer<typeof contentSetSchema>;
