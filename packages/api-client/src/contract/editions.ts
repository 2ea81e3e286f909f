import { z } from "zod";
import { editionIdSchema, envelopeSchema, languageCodeSchema, languageQuerySchema } from "./envelope";

export { editionIdSchema };

/**
 * The language tag search engines and the country menu know an edition's
 * pages by: its main language and, for a regional edition, its region
 * (`en-NG`, `my-MM`; `en` for the global one), as hreflang spells it.
 */
export const hreflangSchema = z
  .string()
  .regex(/^(en|es|my)(-[A-Z]{2})?$/, "a language tag such as en-NG, my-MM or en (en, es or my, then an optional region)");

/** What every edition knows of another: enough to link to it and tell search engines about it. */
export const editionSummarySchema = z.object({
  id: editionIdSchema,
  /** The name in the country menu. */
  name: z.string().min(1),
  /** Its flag (or the globe), a path every edition serves from its `public/`. */
  img: z.string().startsWith("/"),
  /** Its public origin (its local server in development). */
  url: z.url(),
  /** The languages it offers; english always among them. */
  languages: z.array(languageCodeSchema).min(1),
  /** Its main language's tag with its region (`en-NG`). */
  hreflang: hreflangSchema,
  /** The region part of `hreflang` (`NG`), or null for an edition of no one region. */
  region: z.string().regex(/^[A-Z]{2}$/).nullable(),
});
export type EditionSummary = z.infer<typeof editionSummarySchema>;

/** The icon style of a social link (SPEC §3 "Footer social link"). */
export const socialLinkClassSchema = z.enum(["video-channel", "social-network", "professional-network", "photo-sharing"]);

/** An office of the contact page; the map marker is placed by code from its latitude and longitude. */
export const editionOfficeSchema = z.object({
  title: z.string().min(1),
  address: z.string().min(1),
  email: z.email(),
  /** Empty, or one or more numbers separated by commas (SPEC §3). */
  phone: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type EditionOffice = z.infer<typeof editionOfficeSchema>;

/** An edition's settings in one language: what its pages show besides the content lists. */
export const editionSettingsSchema = editionSummarySchema.extend({
  /** The language of the texts below. */
  languageCode: languageCodeSchema,
  /** The texts are the english ones: the edition has none in the asked language. */
  fallback: z.boolean(),
  /** The brand claims, each a sentence with its figure or certification. */
  claims: z.array(z.string().min(1)),
  /** The about page's introduction, paragraph by paragraph. */
  about: z.array(z.string().min(1)),
  /** The company the footer and the structured data name (SPEC §3 "Company info"). */
  company: z.object({ title: z.string().min(1), address: z.string().min(1), email: z.email(), phone: z.string() }),
  offices: z.array(editionOfficeSchema),
  socialLinks: z.array(z.object({ class: socialLinkClassSchema, url: z.url() })),
  /** The about page's application blocks (SPEC §3 "Application block"). */
  applications: z.array(z.object({ img: z.string().min(1), title: z.string().min(1), content: z.string().min(1) })),
  /** The footer's navigation columns; empty: the menu's sections with children fill them (SPEC §2 "Footer"). */
  footerColumns: z.array(
    z.object({ title: z.string().min(1), links: z.array(z.object({ label: z.string().min(1), href: z.string().min(1) })) }),
  ),
});
export type EditionSettings = z.infer<typeof editionSettingsSchema>;

/** `GET editions`: every edition there is, in menu order. */
export const getEditionListQuerySchema = languageQuerySchema;
export const getEditionListResponseSchema = envelopeSchema(z.array(editionSummarySchema));

/** `GET editions/{id}`: one edition's settings in the asked language (404 for an edition there is not). */
export const getEditionSettingsQuerySchema = languageQuerySchema.extend({ id: editionIdSchema });
export const getEditionSettingsResponseSchema = envelopeSchema(editionSettingsSchema);
