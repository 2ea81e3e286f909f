import type { Metadata } from "next";
// The static-image module types, for programs (a new edition before `next typegen`) that lack them.
import type {} from "../assets";
// Next.js types an SVG import `any` (room for SVGR); its own loader, which the apps use, gives StaticImageData.
import type { StaticImageData } from "next/image";
import notFoundImage from "../assets/not-found.svg";
import { NotFoundScreenBody } from "../chrome/not-found-view-body";
import { getIntl } from "../intl";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { titleOf } from "../seo";

// A module of its own: the `not-found` file of every page imports `not-found-screen`, whose view loads
// its body on demand; importing the body there would put it in every page's first load.

/**
 * The 404 screen as a page of its own (`/page-not-found` in each language),
 * in the HTML itself: the edition's server answers a 404 with it whenever
 * Next.js would leave the page blank until its scripts ran
 * (`server/not-found-document.ts`), and always with status 404.
 */
export async function NotFoundDocumentScreen({ params }: { params: ScreenParams }) {
  await screenLocale(params);
  return <NotFoundScreenBody imageSrc={(notFoundImage as StaticImageData).src} />;
}

export async function generateNotFoundDocumentMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  return { title: titleOf("/404", intl.formatMessage({ id: "notFound.text" })), robots: { index: false, follow: true } };
}

