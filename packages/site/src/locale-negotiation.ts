import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { LOCALE_COOKIE } from "./locale-cookie";
import { findLocaleByIntl, routing, type SiteLocale } from "./routing";

export { LOCALE_COOKIE };

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
