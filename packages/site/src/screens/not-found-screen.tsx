import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { intlLocales } from "@repo/locales/messages";
// The static-image module types, for programs (a new edition before `next typegen`) that lack them.
import type {} from "../assets";
import notFoundImage from "../assets/not-found.svg";
import { NOT_FOUND_REDIRECT_SECONDS, type NotFoundTexts } from "../chrome/not-found";
import { NotFoundScreenView } from "../chrome/not-found-view";
import { NotFoundScreenBody } from "../chrome/not-found-view-body";
import { titleOf } from "../seo";
import { getIntl } from "../intl";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";

function notFoundTexts(): Record<string, NotFoundTexts> {
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

/**
 * The 404 screen as a page of its own (`/page-not-found` in each language),
 * in the HTML itself: the edition's server answers a 404 with it whenever
 * Next.js would leave the page blank until its scripts ran
 * (`server/not-found-document.ts`), and always with status 404.
 */
export async function NotFoundDocumentScreen({ params }: { params: ScreenParams }) {
  await screenLocale(params);
  return <NotFoundScreenBody imageSrc={notFoundImage.src} texts={notFoundTexts()} />;
}

export async function generateNotFoundDocumentMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  return { title: titleOf("/404", intl.formatMessage({ id: "notFound.text" })), robots: { index: false, follow: true } };
}

/** Every path no route claims: answered with the 404 screen and status 404. */
export function UnknownPathScreen(): never {
  notFound();
}

/** Unknown paths render on their first visit like every page, then come from the cache. */
export function generateUnknownPathParams(): { rest: string[] }[] {
  return [];
}
