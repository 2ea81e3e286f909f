import { z } from "zod";
import { filePathSchema, keywordSchema, pageQuerySchema, pageSchema, timestampSchema, translatedSchema } from "./common";
import { envelopeSchema, languageCodeSchema, languageQuerySchema } from "./envelope";
import { documentTypeSchema, productCategorySlugSchema } from "./product";

/** A downloadable document: the file, its size, language, revision and date. */
export const documentSchema = translatedSchema.extend({
  id: z.string(),
  type: documentTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  file: filePathSchema,
  fileSize: z.number().int().min(0),
  /** The language the document itself is written in. */
  documentLanguage: languageCodeSchema,
  revision: z.string(),
  date: timestampSchema,
  products: z.array(z.object({ id: z.string(), name: z.string(), series: z.string() })),
});
export type DocumentItem = z.infer<typeof documentSchema>;

/**
 * `GET download/getAllDocumentCategoryV2`: the five document types (the
 * downloads tabs and `#Brochure`-style anchors), named in the asked language,
 * with how many documents each holds.
 */
export const getAllDocumentCategoryV2QuerySchema = languageQuerySchema;
export const getAllDocumentCategoryV2ResponseSchema = envelopeSchema(
  z.array(
    z.object({
      type: documentTypeSchema,
      name: z.string(),
      /** The english name without spaces, used as the page anchor (`#UserManual`). */
      anchor: z.string(),
      count: z.number().int().min(0),
    }),
  ),
);

/**
 * `GET download/getDocumentSearchResultList`: documents, newest first,
 * filtered by type, product category, product series, document language and
 * keyword (title, description or product name).
 */
export const getDocumentSearchResultListQuerySchema = pageQuerySchema.extend({
  type: documentTypeSchema.optional(),
  category: productCategorySlugSchema.optional(),
  series: z.string().trim().max(60).optional(),
  documentLanguage: languageCodeSchema.optional(),
  keyword: keywordSchema,
});
export const getDocumentSearchResultListResponseSchema = envelopeSchema(pageSchema(documentSchema));

/**
 * `GET download/getProductListByCategoryList`: the downloads screen's filter
 * options: each product category with its series and the products that have
 * documents.
 */
export const getDownloadProductListByCategoryListQuerySchema = languageQuerySchema;
export const getDownloadProductListByCategoryListResponseSchema = envelopeSchema(
  z.array(
    z.object({
      id: productCategorySlugSchema,
      name: z.string(),
      series: z.array(z.string()),
      products: z.array(z.object({ id: z.string(), name: z.string(), series: z.string() })),
    }),
  ),
);
