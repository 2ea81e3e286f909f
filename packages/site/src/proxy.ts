import { isbot } from "isbot";
import { type NextRequest, NextResponse } from "next/server";
import { serverEnv } from "./env";
import { LOCALE_COOKIE, negotiateLocale } from "./locale-negotiation";
import { findLocaleByIntl, routing } from "./routing";

const FORWARDED = /^\/(api|getFile)(\/|$)/;
/** Endpoints of the edition itself, outside the language trees: cache purge, crawler files, the sharing image. */
const OWN = /^\/(revalidate|robots\.txt|sitemap\.xml|opengraph-image(-\w+)?)$/;
const PREFIXED = new RegExp(`^(${routing.locales.filter((l) => l.prefix).map((l) => l.prefix).join("|")})(/|$)`);

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/**
 * The first visit to `/` goes to the visitor's language: the cookie decides
 * once it exists, else `Accept-Language`; a redirect remembers the choice.
 * Crawlers are never redirected, so each language's URL is what they index.
 */
function homeByLanguage(request: NextRequest, https: boolean): NextResponse | null {
  if (isbot(request.headers.get("user-agent"))) return null;
  const remembered = request.cookies.get(LOCALE_COOKIE.name)?.value;
  const locale = (remembered && findLocaleByIntl(remembered)) || negotiateLocale(request.headers.get("accept-language"));

  // English is served in place: the same bytes for everyone, so a shared
  // cache can keep it, and no cookie is needed to stay where we are.
  if (!locale.prefix) return null;

  const response = NextResponse.redirect(new URL(locale.prefix, request.url), 307);
  response.cookies.set(LOCALE_COOKIE.name, locale.intl, {
    maxAge: LOCALE_COOKIE.maxAge,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
    secure: https,
  });
  response.headers.set("Vary", "Accept-Language, Cookie");
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/**
 * The edition's front door:
 * - `/api/*` and `/getFile/*` go to the content API, whose address is read at
 *   run time so one build serves any deployment (in production the edition's
 *   server forwards them before they reach Next.js, with retries and limits:
 *   `@repo/edition-server`'s `forward.ts`; this rewrite serves the development server);
 * - `/revalidate` is the edition's own cache endpoint;
 * - `/` sends a first-time visitor to their language;
 * - `/spanish/*` and `/burmese/*` render their own tree (the editions' matchers
 *   keep those paths away from the proxy altogether; here they pass as they are);
 * - every other path renders the english tree without a prefix (so a typed
 *   `/english/...` finds nothing and answers 404 instead of duplicating pages).
 * Every header, HSTS on https included, comes from the config's `headers`.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;

  if (FORWARDED.test(pathname)) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, serverEnv().CONTENT_API_URL));
  }

  if (OWN.test(pathname)) return NextResponse.next();

  if (pathname === "/") {
    const home = homeByLanguage(request, isHttps(request));
    if (home) return home;
  }

  // The app tree's segments are the language codes, so prefixed paths match as they are.
  if (PREFIXED.test(pathname)) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = `/${routing.defaultLocale}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url);
}
