/**
 * What the studio's API answers, checked where it comes in: every answer is an envelope
 * `{ code, msg, data }` whose `code` is its HTTP status. Framework-free, so it runs in tests as is.
 */
import { z } from "zod";

export const languages = ["english", "spanish", "burmese"] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);

/** A part of an item: its shared fields, or its texts in one language. */
export const partSchema = z.enum(["item", ...languages]);
export type Part = z.infer<typeof partSchema>;

export const partStates = ["missing", "draft", "published", "outdated"] as const;
export type PartState = (typeof partStates)[number];

export const roles = ["admin", "publisher", "editor", "translator"] as const;

const grantSchema = z.object({
  role: z.enum(roles),
  /** null: every edition. */
  editions: z.array(z.string()).nullable(),
  /** null: every language. */
  languages: z.array(languageSchema).nullable(),
});

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  grants: z.array(grantSchema),
  csrfToken: z.string(),
});
export type Me = z.infer<typeof meSchema>;
export type Grant = Me["grants"][number];

export const typesSchema = z.array(z.string());

export const itemSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  editions: z.array(z.string()).nullable(),
  states: z.record(partSchema, z.enum(partStates)),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

const bodySchema = z.record(z.string(), z.unknown());

const versionSchema = z.object({
  id: z.number(),
  body: bodySchema,
  /** Milliseconds since 1970. */
  createdAt: z.number(),
  authorId: z.string().nullable(),
});
export type Version = z.infer<typeof versionSchema>;

const partStateSchema = z.object({
  state: z.enum(partStates),
  published: bodySchema.nullable(),
  latest: versionSchema.nullable(),
  publishedAt: z.number().nullable(),
});
export type PartView = z.infer<typeof partStateSchema>;

export const itemStateSchema = z.object({
  type: z.string(),
  slug: z.string(),
  editions: z.array(z.string()).nullable(),
  parts: z.object({ item: partStateSchema, english: partStateSchema, spanish: partStateSchema, burmese: partStateSchema }),
});
export type ItemState = z.infer<typeof itemStateSchema>;

export const savedSchema = z.object({ id: z.number(), createdAt: z.number() });

const envelopeSchema = z.object({ code: z.number(), msg: z.string(), data: z.unknown() });

/** Why the API did not do what it was asked, as it said it; `status` 503 when it did not answer at all. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** An answer's data checked with `schema`, or the `ApiError` it is (an error envelope, or an answer off the contract: 502). */
export function dataOf<T>(status: number, body: unknown, schema: z.ZodType<T>): T {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new ApiError(502, `The content API answered ${status} without an envelope`);
  const { code, msg, data } = envelope.data;
  if (code !== 200 || status !== 200) throw new ApiError(status === 200 ? code : status, msg, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(502, `The content API's answer is off the contract: ${parsed.error.issues[0]?.message ?? ""}`);
  return parsed.data;
}

const fieldsSchema = z.object({ fields: z.record(z.string(), z.string()) });

/**
 * A refusal's per-field messages (`data.fields` of a 400), keyed by the name of the form's field:
 * `translations.spanish.title` and `title` both name the field `title` of a language's texts.
 */
export function fieldErrorsOf(error: ApiError, prefix = ""): Record<string, string> {
  const parsed = fieldsSchema.safeParse(error.data);
  if (!parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(parsed.data.fields)) {
    const name = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    fields[name] ??= message;
  }
  return fields;
}

const conflictSchema = z.object({ theirs: versionSchema.nullable(), yours: bodySchema });

/** Both versions of a save refused because someone saved since (409), or null when it is no such refusal. */
export function conflictOf(error: ApiError): z.infer<typeof conflictSchema> | null {
  if (error.status !== 409) return null;
  const parsed = conflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
