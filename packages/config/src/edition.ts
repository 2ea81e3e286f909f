/**
 * The edition-config schema. Every edition app has one `edition.config.ts`:
 * `export default defineEdition({...})`. It is parsed when the app loads, so
 * a wrong config stops the build with a message naming the field.
 */
import { z } from "zod";

/** The languages every edition serves, as the content API names them. */
export const languageCodes = ["english", "spanish", "burmese"] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** The content sets of SPEC §3; an edition picks one. */
export const contentSetKeys = ["english", "nigeria", "spanish", "australia", "bee", "burmese"] as const;
export type ContentSetKey = (typeof contentSetKeys)[number];

const measurementId = z.string().regex(/^[A-Z0-9-]{4,32}$/, "a measurement id such as G-XXXXXXX");
const cssColor = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|oklch\([^)]*\)|rgb\([^)]*\))$/, "a CSS colour: #hex, rgb() or oklch()");

export const editionConfigSchema = z
  .object({
    /** Folder-style id: `global`, `nigeria`, … Lower-case letters and dashes. */
    id: z.string().regex(/^[a-z][a-z-]*$/, "lower-case letters and dashes"),
    /** The region this edition serves, as shown next to the brand ("Nigeria"). */
    region: z.string().min(1),
    brand: z.object({
      /** The brand name; the page title is this in capitals (SPEC §2). */
      name: z.string().min(1),
    }),
    /**
     * The languages this edition offers, english among them: a language it leaves out has no
     * pages, no sitemap entries, no hreflang and no place in the language menu. Listed in any
     * order; the site shows them in the order of `languageCodes`.
     */
    languages: z
      .array(z.enum(languageCodes))
      .min(1)
      .refine((codes) => codes.includes("english"), "english must be among them: it is every page's fallback")
      .refine((codes) => new Set(codes).size === codes.length, "each language once")
      .transform((codes) => languageCodes.filter((code) => codes.includes(code)))
      .default([...languageCodes]),
    /** Which content set of `@repo/locales` this edition shows. */
    contentSet: z.enum(contentSetKeys),
    /**
     * The monitoring platform the header links to (SPEC §2); an external
     * site, so only http(s) URLs.
     */
    monitoringUrl: z.url({ protocol: /^https?$/ }).optional(),
    /** Web-analytics measurement ids; analytics loads only when at least one is set. */
    analyticsIds: z.array(measurementId).max(2).default([]),
    /**
     * Colour accents that override the design tokens' values (never their
     * names): `accent` sets `--color-brand`, `accentEmphasis` sets
     * `--color-brand-emphasis` (hover and pressed states).
     */
    theme: z.object({ accent: cssColor.optional(), accentEmphasis: cssColor.optional() }).strict().default({}),
  })
  .strict();

export type EditionConfigInput = z.input<typeof editionConfigSchema>;
export type EditionConfig = z.output<typeof editionConfigSchema>;

/** Validates an edition config and returns it typed; throws with every wrong field named. */
export function defineEdition(input: EditionConfigInput): EditionConfig {
  const parsed = editionConfigSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`Invalid edition config:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
