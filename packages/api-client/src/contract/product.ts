import { z } from "zod";
import {
  categorySchema,
  filePathSchema,
  htmlSchema,
  keywordSchema,
  pageQuerySchema,
  pageSchema,
  queryNumberSchema,
  slugSchema,
  timestampSchema,
  translatedSchema,
  scopedSchema,
} from "./common";
import { envelopeSchema, languageQuerySchema } from "./envelope";

/** The six product categories of SPEC §3, by slug. */
export const productCategorySlugSchema = z.enum([
  "general",
  "battery",
  "inverter",
  "monitoring-ems",
  "residential",
  "commercial",
]);
export type ProductCategorySlug = z.infer<typeof productCategorySlugSchema>;

/** One row of a product's specification table. */
export const productSpecSchema = z.object({
  key: z.string(),
  /** The row label in the asked language. */
  name: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
});
export type ProductSpec = z.infer<typeof productSpecSchema>;

/** A product as lists and cards show it. */
export const productCardSchema = translatedSchema.extend({
  id: z.string(),
  legacyId: z.number().int().nullable(),
  category: productCategorySlugSchema,
  series: z.string(),
  name: z.string(),
  summary: z.string(),
  image: filePathSchema,
  imageAlt: z.string(),
  featured: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A product category with its products, in display order. */
export const productCategoryWithProductsSchema = categorySchema.extend({
  id: productCategorySlugSchema,
  description: z.string(),
  image: filePathSchema.nullable(),
  products: z.array(productCardSchema),
});
export type ProductCategoryWithProducts = z.infer<typeof productCategoryWithProductsSchema>;

/**
 * `GET product/getProductListByCategoryList`: the product categories, each
 * with its products (the product list screen and the Products mega-panel).
 * `category` narrows to one category, `series` to one product series.
 */
export const getProductListByCategoryListQuerySchema = languageQuerySchema.extend({
  category: productCategorySlugSchema.optional(),
  series: z.string().trim().max(60).optional(),
  keyword: keywordSchema,
});
export const getProductListByCategoryListResponseSchema = envelopeSchema(z.array(productCategoryWithProductsSchema));

/** A document as product pages and the downloads list show it. */
export const documentTypeSchema = z.enum(["datasheet", "user-manual", "brochure", "manual", "more-files"]);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** A product's full record: text, images, specification rows, documents and related products. */
export const productDetailSchema = productCardSchema.extend({
  categoryName: z.string(),
  descriptionHtml: htmlSchema,
  images: z.array(filePathSchema).min(1),
  specs: z.array(productSpecSchema),
  publishedAt: timestampSchema,
  /** The product's newest documents (at most 50; the downloads screen lists them all). */
  documents: z.array(
    z.object({
      id: z.string(),
      type: documentTypeSchema,
      title: z.string(),
      file: filePathSchema,
      fileSize: z.number().int().min(0),
      revision: z.string(),
    }),
  ),
  related: z.array(productCardSchema),
  /**
   * Whether the product is sold in the asking edition: false for one its file
   * names in `notSoldIn`. Its page is still answered (an old link keeps
   * working, and the site says where it is sold), but it is in none of that
   * edition's lists, searches or menus.
   */
  soldHere: z.boolean(),
  ...scopedSchema.shape,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * `GET product/getProductData`: one product by `id` (its slug) or by
 * `legacyId` (the old site's number, so old links keep working).
 */
export const getProductDataQuerySchema = languageQuerySchema
  .extend({
    id: slugSchema.optional(),
    legacyId: queryNumberSchema.positive().optional(),
  })
  .refine((query) => query.id !== undefined || query.legacyId !== undefined, {
    message: "id or legacyId is required",
    path: ["id"],
  });
export const getProductDataResponseSchema = envelopeSchema(productDetailSchema);

/** A product or company video, played from an embeddable URL. */
export const videoSchema = translatedSchema.extend({
  id: z.string(),
  kind: z.enum(["product", "company"]),
  title: z.string(),
  description: z.string(),
  thumbnail: filePathSchema,
  embedUrl: z.url(),
  durationSeconds: z.number().int().min(0),
  date: timestampSchema,
  productId: z.string().nullable(),
  category: productCategorySlugSchema.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * `GET product/getProductVedioListByCategoryList` (sic, the path keeps the
 * old spelling): product videos grouped by product category; categories
 * without videos are left out.
 */
export const getProductVideoListByCategoryListQuerySchema = languageQuerySchema.extend({
  category: productCategorySlugSchema.optional(),
});
export const getProductVideoListByCategoryListResponseSchema = envelopeSchema(
  z.array(categorySchema.extend({ id: productCategorySlugSchema, list: z.array(videoSchema) })),
);

/** `GET company/getCompanyVideoList`: company videos, newest first, paged. */
export const getCompanyVideoListQuerySchema = pageQuerySchema;
export const getCompanyVideoListResponseSchema = envelopeSchema(pageSchema(videoSchema));
