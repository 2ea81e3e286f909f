import type { z } from "zod";
import type {
  blogFileSchema,
  caseStudyFileSchema,
  categoryFileSchema,
  documentFileSchema,
  eventFileSchema,
  faqFileSchema,
  newsFileSchema,
  productCategoryFileSchema,
  productFileSchema,
  seoFileSchema,
  solutionFileSchema,
  videoFileSchema,
  warrantyFileSchema,
  webinarFileSchema,
} from "@repo/api-client/content-files";
import type { ItemRow } from "../db/content";

/** A stored item of a content file schema: structural fields in `data`, one language's texts in `texts`. */
type Stored<S extends z.ZodType, Extra = unknown> = ItemRow<
  Omit<z.output<S>, "slug" | "translations"> & Extra,
  z.output<S> extends { translations: { english: infer T } } ? T : never
>;

export type ProductRow = Stored<typeof productFileSchema>;
export type ProductCategoryRow = Stored<typeof productCategoryFileSchema>;
export type SolutionRow = Stored<typeof solutionFileSchema>;
export type CategoryRow = Stored<typeof categoryFileSchema>;
export type CaseStudyRow = Stored<typeof caseStudyFileSchema>;
export type DocumentRow = Stored<typeof documentFileSchema, { fileSize: number }>;
export type NewsRow = Stored<typeof newsFileSchema>;
export type BlogRow = Stored<typeof blogFileSchema>;
export type EventRow = Stored<typeof eventFileSchema>;
export type WebinarRow = Stored<typeof webinarFileSchema>;
export type VideoRow = Stored<typeof videoFileSchema>;
export type FaqRow = Stored<typeof faqFileSchema>;
export type WarrantyRow = Stored<typeof warrantyFileSchema>;
export type SeoRow = Stored<typeof seoFileSchema>;
