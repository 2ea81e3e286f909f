import { z } from "zod";

/** The three languages content is stored in, as the API names them. */
export const languageCodeSchema = z.enum(["english", "spanish", "burmese"]);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/**
 * An edition's id as it names itself (`nigeria`, `australia`): lower-case
 * letters and dashes, the rule edition configs are held to.
 */
export const editionIdSchema = z
  .string()
  .max(60)
  .regex(/^[a-z][a-z-]*$/, "an edition id: lower-case letters and dashes, such as nigeria");

/**
 * Every read takes the asking edition (`edition`): items scoped to named
 * editions are answered to those editions only, and a product not sold in it
 * is left out of its lists. Without one, a read answers as an edition no item
 * names would: the items for all editions, every product on sale.
 */
export const editionQuerySchema = z.object({ edition: editionIdSchema.optional() });

/** A missing `languageCode` means english (DESIGN.md, "The API contract"). */
export const languageQuerySchema = editionQuerySchema.extend({
  languageCode: languageCodeSchema.default("english"),
});

/**
 * Every response is `{ code, msg, data }`; `code` 200 is success and equals
 * the HTTP status, so caches and monitors read it too.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: data.nullable(),
  });
}

/**
 * What a refused write says about each field: the first problem of every
 * field, keyed by its name (`email`, `content`, …), so a form can show them all.
 */
export const fieldProblemsSchema = z.object({
  fields: z.record(z.string(), z.string()),
});
export type FieldProblems = z.infer<typeof fieldProblemsSchema>;

/** The envelope of any failed call: `data` is null, or the per-field problems of a refused write. */
export const errorEnvelopeSchema = z.object({
  code: z.number().int().refine((code) => code !== 200, "an error envelope never has code 200"),
  msg: z.string().min(1),
  data: z.union([z.null(), fieldProblemsSchema]),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
