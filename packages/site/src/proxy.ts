import { type NextRequest, NextResponse } from "next/server";
import { serverEnv } from "./env";
import { routing } from "./routing";

const FORWARDED = /^\/(api|getFile)(\/|$)/;
const PREFIXED = new RegExp(`^(${routing.locales.filter((l) => l.prefix).map((l) => l.prefix).join("|")})(/|$)`);

/**
 * The edition's front door:
 * - `/api/*` and `/getFile/*` go to the content API, whose address is read at
 *   run time so one build serves any deployment;
 * - `/spanish/*` and `/burmese/*` render their own tree;
 * - every other path renders the english tree without a prefix (so a typed
 *   `/english/...` finds nothing and answers 404 instead of duplicating pages).
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;

  if (FORWARDED.test(pathname)) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, serverEnv().CONTENT_API_URL));
  }

  // The app tree's segments are the language codes, so prefixed paths match as they are.
  if (PREFIXED.test(pathname)) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = `/${routing.defaultLocale}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url);
}
