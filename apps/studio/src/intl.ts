import "server-only";
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { catalogs, type IntlLocale, type MessageId } from "@repo/locales/messages";
import { formatDate } from "@repo/locales/dates";
import { LOCALE_COOKIE, chooseLocale } from "./locale";

declare global {
  // Message ids typed from the english catalog: a wrong or removed id does not compile.
  // eslint-disable-next-line @typescript-eslint/no-namespace -- FormatjsIntl is a global namespace; augmenting it is the only way in
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

const intlCache = createIntlCache();
const intls = new Map<IntlLocale, IntlShape<string>>();

/** The formatter of one language, for Server Components and Server Actions. */
export function getIntl(locale: IntlLocale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: catalogs[locale] }, intlCache);
    intls.set(locale, intl);
  }
  return intl;
}

/** The language of this request: the person's choice, else their browser's. */
export const getLocale = cache(async (): Promise<IntlLocale> => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  return chooseLocale(chosen, (await headers()).get("accept-language"));
});

/** This request's language and its formatter. */
export async function getTexts(): Promise<{ locale: IntlLocale; intl: IntlShape<string> }> {
  const locale = await getLocale();
  return { locale, intl: getIntl(locale) };
}

/** A moment (milliseconds since 1970) as the site writes dates, in UTC and the page's digits: `2026-05-28 14:05:09`. */
export function formatMoment(milliseconds: number, locale: IntlLocale): string {
  return formatDate(Math.floor(milliseconds / 1000), { format: "YYYY-MM-DD HH:mm:ss", locale });
}

/** A text field's label in the page's language; a field the catalogs do not name goes by its own name. */
export function fieldLabel(intl: IntlShape<string>, name: string): string {
  const id = `studio.fields.${name}` as MessageId;
  return intl.messages[id] ? intl.formatMessage({ id }) : name;
}
