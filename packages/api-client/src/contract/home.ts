import { z } from "zod";
import { articleCardSchema } from "./about";
import { caseStudySchema } from "./case-study";
import { filePathSchema, pageQuerySchema, pageSchema } from "./common";
import { envelopeSchema, languageQuerySchema } from "./envelope";
import { productCardSchema } from "./product";
import { solutionSchema } from "./solution";

/** `GET homePage/getHomePageData`: the hero slides and the featured products, solutions, case studies and latest news. */
export const getHomePageDataQuerySchema = languageQuerySchema;
export const getHomePageDataResponseSchema = envelopeSchema(
  z.object({
    heroSlides: z.array(
      z.object({ image: filePathSchema, link: z.string(), title: z.string(), subtitle: z.string(), imageAlt: z.string() }),
    ),
    featuredProducts: z.array(productCardSchema),
    featuredSolutions: z.array(solutionSchema.omit({ bodyHtml: true, products: true, editions: true })),
    featuredCaseStudies: z.array(caseStudySchema.omit({ bodyHtml: true })),
    latestNews: z.array(articleCardSchema),
  }),
);

/** One page's metadata, by route without language prefix (`/`, `/about/news`). */
export const seoEntrySchema = z.object({
  route: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  fallback: z.boolean(),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;

/** `GET homePage/getSeoData`: the SEO entry of every route, in the asked language. */
export const getSeoDataQuerySchema = languageQuerySchema;
export const getSeoDataResponseSchema = envelopeSchema(z.array(seoEntrySchema));

/** What search covers, one type per content area. */
export const searchTypeSchema = z.enum([
  "product",
  "solution",
  "case-study",
  "document",
  "news",
  "blog",
  "event",
  "webinar",
  "video",
  "faq",
]);
export type SearchType = z.infer<typeof searchTypeSchema>;

const searchKeywordSchema = z.string().trim().min(1, "Please enter your keywords").max(200);

/** `GET homePage/searchStatistics`: how many hits `keyword` has in each content type, and in all. */
export const searchStatisticsQuerySchema = languageQuerySchema.extend({ keyword: searchKeywordSchema });
export const searchStatisticsResponseSchema = envelopeSchema(
  z.object({
    keyword: z.string(),
    total: z.number().int().min(0),
    counts: z.array(z.object({ type: searchTypeSchema, count: z.number().int().min(0) })),
    /** For a keyword that found nothing, a word of the texts spelled like it ("baterry" → "battery"), else null. */
    suggestion: z.string().nullable(),
  }),
);

/** One search hit: enough to render a result and link to it. */
export const searchHitSchema = z.object({
  type: searchTypeSchema,
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The site route (without language prefix) the hit opens. */
  route: z.string(),
  image: filePathSchema.nullable(),
  fallback: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * `GET homePage/searchByType`: one page of hits for `keyword`, best first,
 * in one `type` or all. English and spanish match by stem ("batteries" finds
 * "battery"); burmese, written without spaces, matches by substring.
 */
export const searchByTypeQuerySchema = pageQuerySchema.extend({
  keyword: searchKeywordSchema,
  type: searchTypeSchema.optional(),
});
export const searchByTypeResponseSchema = envelopeSchema(pageSchema(searchHitSchema));
