import en from "./messages/en.json";
import es from "./messages/es.json";
import my from "./messages/my.json";

/** The UI locales, as react-intl names them. */
export const intlLocales = ["en", "es", "my"] as const;
export type IntlLocale = (typeof intlLocales)[number];

/** Message ids, typed from the english catalog. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** Every catalog; all three hold the same keys (checked in tests). */
export const catalogs: Record<IntlLocale, Messages> = { en, es, my };
