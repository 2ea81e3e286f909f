import "server-only";
import { createIntl, createIntlCache } from "@formatjs/intl";
import { catalogs, type IntlLocale } from "@repo/locales/messages";

const cache = createIntlCache();
const intls = new Map<IntlLocale, ReturnType<typeof createIntl>>();

/**
 * The formatter of Server Components: react-intl's provider and hooks are
 * client-only, so the server formats with the same core (`@formatjs/intl`).
 */
export function getIntl(locale: IntlLocale) {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: catalogs[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
