import { z } from "zod";
import {
  categorySchema,
  filePathSchema,
  htmlSchema,
  pageQuerySchema,
  pageSchema,
  timestampSchema,
  translatedSchema,
} from "./common";
import { envelopeSchema } from "./envelope";

/** An installation story: where, when, how big, with which products. */
export const caseStudySchema = translatedSchema.extend({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: htmlSchema,
  image: filePathSchema,
  imageAlt: z.string(),
  date: timestampSchema,
  /** ISO 3166 alpha-2 country code. */
  country: z.string().length(2),
  city: z.string(),
  locationName: z.string(),
  capacityKwh: z.number().nullable(),
  productIds: z.array(z.string()),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/**
 * `GET case/getCaseStudyListAndCategoryList`: every case-study category and
 * one page of case studies, newest first, narrowed to `category` when given.
 */
export const getCaseStudyListAndCategoryListQuerySchema = pageQuerySchema.extend({
  category: z.string().trim().max(120).optional(),
});
export const getCaseStudyListAndCategoryListResponseSchema = envelopeSchema(
  pageSchema(caseStudySchema).extend({ categories: z.array(categorySchema) }),
);
