import { notFound } from "next/navigation";
// The static-image module types, for programs (a new edition before `next typegen`) that lack them.
import type {} from "../assets";
// Next.js types an SVG import `any` (room for SVGR); its own loader, which the apps use, gives StaticImageData.
import type { StaticImageData } from "next/image";
import notFoundImage from "../assets/not-found.svg";
import { NotFoundScreenView } from "../chrome/not-found-view";

/** The 404 screen of every language (the `not-found` file of the locale tree), for pages the browser renders; its lines come from the layout. */
export function NotFoundScreen() {
  return <NotFoundScreenView imageSrc={(notFoundImage as StaticImageData).src} />;
}

/** Every path no route claims: answered with the 404 screen and status 404. */
export function UnknownPathScreen(): never {
  notFound();
}

/** Unknown paths render on their first visit like every page, then come from the cache. */
export function generateUnknownPathParams(): { rest: string[] }[] {
  return [];
}
