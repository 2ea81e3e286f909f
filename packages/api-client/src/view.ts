import type { LanguageCode } from "./contract";
import { fileUrl } from "./files";

/** A page of items as screens use it. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Whether the item is shown in english because the visitor's language has no translation. */
export interface Translated {
  /** True when the text is the english fallback for a missing translation. */
  untranslated: boolean;
}

/** The editions an item is for, null for all: its page names the same page on their sites as its alternates (undefined: not said). */
export interface Scoped {
  editions: readonly string[] | null | undefined;
}

/** `fallback` on the wire becomes `untranslated` for screens. */
export const translated = (row: { fallback: boolean }): Translated => ({ untranslated: row.fallback });

/** A stored file path as a URL the browser can load. */
export const imageUrl = (path: string | null | undefined): string | null => fileUrl(path);

/** The locale-free site route of an item; screens add the language prefix. */
export const routes = {
  product: (id: string) => `/products/${id}`,
  solution: (id: string) => `/solutions/${id}`,
  news: (id: string) => `/about/news/${id}`,
  blog: (id: string) => `/about/blogs/${id}`,
  event: (id: string) => `/about/event/${id}`,
  webinar: (id: string) => `/support/webinar/${id}`,
  caseStudy: (id: string) => `/case-study#${id}`,
} as const;

export type { LanguageCode };
