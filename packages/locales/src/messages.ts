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

type Namespaces<Id extends string> = Id extends `${infer Head}.${infer Tail}`
  ? Head | `${Head}.${Namespaces<Tail>}`
  : never;

/** A dotted prefix of message ids: `forms`, `forms.validation`, `header.search`. */
export type MessageNamespace = Namespaces<MessageId>;

/** What a client component asks for: whole namespaces and single ids. */
export type MessageSelector = MessageNamespace | MessageId;

/**
 * The part of a catalog a client component uses, for its react-intl provider:
 * `pickMessages("es", ["forms", "webinars.consent"])`. Client components get
 * this subset, never a whole catalog, so the browser downloads only the text
 * it shows.
 */
export function pickMessages(locale: IntlLocale, selectors: readonly MessageSelector[]): Partial<Messages> {
  const catalog = catalogs[locale];
  const picked: Partial<Messages> = {};
  for (const id of Object.keys(catalog) as MessageId[]) {
    if (selectors.some((selector) => id === selector || id.startsWith(`${selector}.`))) {
      picked[id] = catalog[id];
    }
  }
  return picked;
}

/**
 * Messages that are meant to read the same in every language: the status
 * number of the 404 page, and a spanish word that is spelled as in english.
 */
export const untranslated: Record<Exclude<IntlLocale, "en">, readonly MessageId[]> = {
  es: ["notFound.title", "products.categories.general"],
  my: ["notFound.title"],
};
