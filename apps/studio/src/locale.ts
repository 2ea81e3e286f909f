import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { type IntlLocale, intlLocales } from "@repo/locales/messages";

/** The cookie that keeps the language a person chose for the studio. */
export const LOCALE_COOKIE = "studio_locale";

/** How long the choice is kept: a year. */
export const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Each language of the studio by its own name, as the language switch shows it in every language. */
export const localeNames: Record<IntlLocale, string> = { en: "English", es: "Español", my: "မြန်မာ" };

export function isStudioLocale(value: unknown): value is IntlLocale {
  return typeof value === "string" && (intlLocales as readonly string[]).includes(value);
}

/**
 * The studio's language for a request: the one chosen (the cookie), else the best match of the
 * browser's `Accept-Language`, else english.
 */
export function chooseLocale(chosen: string | undefined, acceptLanguage: string | null): IntlLocale {
  if (isStudioLocale(chosen)) return chosen;
  const requested = new Negotiator({ headers: { "accept-language": acceptLanguage ?? "" } })
    .languages()
    .filter((tag) => tag !== "*");
  try {
    const best = match(requested, intlLocales, "en");
    return isStudioLocale(best) ? best : "en";
  } catch {
    // A malformed tag in the header: the default rather than a failed page.
    return "en";
  }
}
