import { notFound } from "next/navigation";
import { intlLocales } from "@repo/locales/messages";
// The static-image module types, for programs (a new edition before `next typegen`) that lack them.
import type {} from "../assets";
import notFoundImage from "../assets/not-found.svg";
import { NOT_FOUND_REDIRECT_SECONDS, type NotFoundTexts } from "../chrome/not-found";
import { NotFoundScreenView } from "../chrome/not-found-view";
import { getIntl } from "../intl";

/** Each language's lines of the 404 page, formatted on the server. */
export function notFoundTexts(): Record<string, NotFoundTexts> {
  const texts: Record<string, NotFoundTexts> = {};
  for (const locale of intlLocales) {
    const intl = getIntl(locale);
    texts[locale] = {
      message: intl.formatMessage({ id: "notFound.text" }),
      home: intl.formatMessage({ id: "notFound.home" }),
      countdown: Array.from({ length: NOT_FOUND_REDIRECT_SECONDS }, (_, index) =>
        intl.formatMessage({ id: "notFound.redirect" }, { seconds: NOT_FOUND_REDIRECT_SECONDS - index }),
      ),
    };
  }
  return texts;
}

/** The 404 screen of every language (the `not-found` file of the locale tree), for pages the browser renders. */
export function NotFoundScreen() {
  return <NotFoundScreenView imageSrc={notFoundImage.src} texts={notFoundTexts()} />;
}

/** Every path no route claims: answered with the 404 screen and status 404. */
export function UnknownPathScreen(): never {
  notFound();
}

/** Unknown paths render on their first visit like every page, then come from the cache. */
export function generateUnknownPathParams(): { rest: string[] }[] {
  return [];
}
