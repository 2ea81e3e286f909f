import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { findLocaleByIntl, routing, type SiteLocale } from "./routing";

/** The cookie that remembers a visitor's language (SPEC §4): 365 days, path `/`, SameSite=Lax. */
export const LOCALE_COOKIE = {
  name: "i18n_redirected",
  maxAge: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
} as const;

/** The best of our locales for an `Accept-Language` header; english when nothing matches. */
export function negotiateLocale(acceptLanguage: string | null): SiteLocale {
  const requested = new Negotiator({ headers: { "accept-language": acceptLanguage ?? "" } }).languages();
  const available = routing.locales.map((locale) => locale.intl);
  const defaultIntl = routing.locales[0].intl;
  let best: string = defaultIntl;
  try {
    best = match(requested.filter((tag) => tag !== "*"), available, defaultIntl);
  } catch {
    // A malformed tag in the header: fall back to the default rather than fail the request.
  }
  return findLocaleByIntl(best) ?? routing.locales[0];
}
