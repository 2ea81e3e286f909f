import { z } from "zod";
import { filePathSchema, htmlSchema, scopedSchema, translatedSchema } from "./common";
import { envelopeSchema, languageQuerySchema } from "./envelope";
import { productCardSchema } from "./product";

/** A solution (home backup, off-grid, commercial storage, …) with the products it uses. */
export const solutionSchema = translatedSchema.extend({
  id: z.string(),
  title: z.string(),
  /** One sentence, for cards and the Solutions mega-panel. */
  description: z.string(),
  /** A short label (≤ 24 characters) shown over the card image. */
  explanation: z.string(),
  bodyHtml: htmlSchema,
  image: filePathSchema,
  imageAlt: z.string(),
  icon: filePathSchema.nullable(),
  products: z.array(productCardSchema),
  ...scopedSchema.shape,
});
export type Solution = z.infer<typeof solutionSchema>;

/**
 * `GET solution/getSolutionData`: every solution in display order (the
 * solutions screen picks one by `id` from the list, and the mega-panel shows
 * them all); `id` narrows the answer to that one solution (404 if unknown).
 */
export const getSolutionDataQuerySchema = languageQuerySchema.extend({
  id: z.string().trim().min(1).max(120).optional(),
});
export const getSolutionDataResponseSchema = envelopeSchema(z.array(solutionSchema));
