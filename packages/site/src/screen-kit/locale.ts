import { notFound } from "next/navigation";
import { findLocale, type SiteLocale } from "../routing";

/** The route params every screen receives: the locale segment, and the screen's own. */
export type ScreenParams<Extra extends Record<string, string | string[] | undefined> = Record<never, never>> = Promise<
  { locale: string } & Extra
>;

/** The locale of a request's params; an unknown segment is a 404, never an english page under a wrong URL. */
export async function screenLocale(params: Promise<{ locale: string }>): Promise<SiteLocale> {
  const locale = findLocale((await params).locale);
  if (!locale) notFound();
  return locale;
}

/**
 * Pages with ids render on their first visit and are then served from the
 * cache: a build never needs the content API (and every id need not be known).
 */
export function renderOnFirstVisit(): never[] {
  return [];
}
