import { z } from "zod";
import {
  categorySchema,
  filePathSchema,
  htmlSchema,
  pageQuerySchema,
  pageSchema,
  slugSchema,
  timestampSchema,
  translatedSchema,
  scopedSchema,
} from "./common";
import { envelopeSchema, languageCodeSchema, languageQuerySchema } from "./envelope";
import { formSignalFields } from "./form-signals";

export const faqSchema = translatedSchema.extend({
  id: z.string(),
  question: z.string(),
  answerHtml: htmlSchema,
});
export type Faq = z.infer<typeof faqSchema>;

/** `GET support/getFaqListByCategoryList`: FAQ categories in order, each with its questions. */
export const getFaqListByCategoryListQuerySchema = languageQuerySchema.extend({
  category: z.string().trim().max(120).optional(),
});
export const getFaqListByCategoryListResponseSchema = envelopeSchema(
  z.array(categorySchema.extend({ list: z.array(faqSchema) })),
);

export const warrantySchema = translatedSchema.extend({
  id: z.string(),
  title: z.string(),
  bodyHtml: htmlSchema,
  /** The full terms as a PDF, when published. */
  file: filePathSchema.nullable(),
});
export type Warranty = z.infer<typeof warrantySchema>;

/** `GET support/getWarrantyListByCategoryList`: warranty categories in order, each with its entries. */
export const getWarrantyListByCategoryListQuerySchema = getFaqListByCategoryListQuerySchema;
export const getWarrantyListByCategoryListResponseSchema = envelopeSchema(
  z.array(categorySchema.extend({ list: z.array(warrantySchema) })),
);

export const webinarSchema = translatedSchema.extend({
  /** The webinar's slug, also the code a registration names. */
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: htmlSchema,
  image: filePathSchema,
  startsAt: timestampSchema,
  durationMinutes: z.number().int().positive(),
  speaker: z.string(),
  speakerRole: z.string(),
  /** `upcoming` until it ends, then `past` (registration closes). */
  status: z.enum(["upcoming", "past"]),
  ...scopedSchema.shape,
});
export type Webinar = z.infer<typeof webinarSchema>;

/**
 * `GET support/getWebinarList`: webinars, upcoming first (soonest first),
 * then past (latest first). `id` answers that one webinar (404 if unknown).
 */
export const getWebinarListQuerySchema = pageQuerySchema.extend({
  id: slugSchema.optional(),
  status: z.enum(["upcoming", "past"]).optional(),
});
export const getWebinarListResponseSchema = envelopeSchema(pageSchema(webinarSchema));

/** `GET support/getWebinarOptionList`: the registration form's choices, labelled in the asked language. */
export const getWebinarOptionListQuerySchema = languageQuerySchema;
export const getWebinarOptionListResponseSchema = envelopeSchema(
  z.object({
    relationships: z.array(z.object({ value: z.string(), label: z.string() })),
    countries: z.array(z.object({ code: z.string().length(2), label: z.string() })),
  }),
);

/** Bounds of the public forms (the API trims first). */
export const FORM_LIMITS = { name: 80, email: 254, phone: 40, short: 120, address: 300, message: 4000 } as const;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);
const email = z.string().trim().max(FORM_LIMITS.email).pipe(z.email("Please input a valid Email Address"));

/**
 * `POST support/insertRegisterDataByWebinarCode`: a visitor registers for an
 * upcoming webinar. One registration per e-mail and webinar: registering
 * again answers the first registration.
 */
export const insertRegisterDataByWebinarCodeBodySchema = z.strictObject({
  languageCode: languageCodeSchema.default("english"),
  webinarCode: slugSchema,
  firstName: required("Please input First Name", FORM_LIMITS.name),
  lastName: required("Please input Last Name", FORM_LIMITS.name),
  email,
  organization: required("Please input Organization", FORM_LIMITS.short),
  relationship: required("Please select Your Relationship with the company", FORM_LIMITS.short),
  country: z
    .string()
    .trim()
    .length(2, "Please input Your Country/Region")
    .transform((code) => code.toUpperCase()),
  ...formSignalFields,
});
export type InsertRegisterDataByWebinarCodeBody = z.input<typeof insertRegisterDataByWebinarCodeBodySchema>;
export const insertRegisterDataByWebinarCodeResponseSchema = envelopeSchema(
  z.object({ id: z.number().int(), webinarCode: z.string(), createdAt: timestampSchema }),
);

/** `POST support/insertOnlineMessage`: the contact page's online message form. */
export const insertOnlineMessageBodySchema = z.strictObject({
  languageCode: languageCodeSchema.default("english"),
  name: required("Please input Name", FORM_LIMITS.name),
  phone: required("Please input Phone", FORM_LIMITS.phone).regex(/^[0-9+()\-.\s]+$/, "Please input a valid Phone"),
  email,
  product: required("Please input Product", FORM_LIMITS.short),
  company: required("Please input Company", FORM_LIMITS.short),
  address: required("Please input Address", FORM_LIMITS.address),
  country: required("Please input Country", FORM_LIMITS.short),
  message: required("Please input Message", FORM_LIMITS.message),
  ...formSignalFields,
});
export type InsertOnlineMessageBody = z.input<typeof insertOnlineMessageBodySchema>;
export const insertOnlineMessageResponseSchema = envelopeSchema(
  z.object({ id: z.number().int(), createdAt: timestampSchema }),
);

export { faqAnchor } from "./anchors";
