import "server-only";
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { catalogs, type IntlLocale, type MessageId } from "@repo/locales/messages";

declare global {
  // react-intl and @formatjs/intl read message ids from this interface: with
  // it, `formatMessage({ id })` and `<FormattedMessage id>` accept only ids of
  // the english catalog, so a wrong or removed id does not compile.
  // eslint-disable-next-line @typescript-eslint/no-namespace -- FormatjsIntl is a global namespace; augmenting it is the only way in
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

const cache = createIntlCache();
const intls = new Map<IntlLocale, IntlShape<string>>();

/**
 * The formatter of Server Components: react-intl's provider and hooks are
 * client-only, so the server formats with the same core (`@formatjs/intl`).
 */
export function getIntl(locale: IntlLocale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: catalogs[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
