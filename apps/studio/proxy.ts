import { type NextRequest, NextResponse } from "next/server";
import { isDevelopment } from "./src/env";
import { PATH_HEADER, PUBLIC_PATHS, signInPath } from "./src/paths";
import { contentSecurityPolicy, securityHeaders } from "./src/security-headers";

/** The session cookie the API sets (with the `__Secure-` prefix on https). */
const SESSION_COOKIE = /^(__Secure-)?studio\.session_token$/;

/**
 * Every page: its script nonce and headers, its own path for the page (to come back to), and
 * a signed-out visitor sent to the sign-in page before anything renders. The pages check the
 * session with the API themselves too: a cookie that is there may have expired.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = contentSecurityPolicy(nonce, isDevelopment());
  const signedOut = !request.cookies.getAll().some(({ name, value }) => SESSION_COOKIE.test(name) && value !== "");
  if (signedOut && !PUBLIC_PATHS.includes(pathname) && !pathname.startsWith("/studio/auth/")) {
    const target = new URL(signInPath(`${pathname}${search}`), request.url);
    // A one-time link that failed lands on its callback with `error`: the sign-in page says so.
    if (request.nextUrl.searchParams.has("error")) target.searchParams.set("error", "link");
    return withHeaders(NextResponse.redirect(target, 303), policy);
  }

  const forwarded = new Headers(request.headers);
  // Next.js reads the nonce from the request's policy and puts it on its own scripts.
  forwarded.set("content-security-policy", policy);
  forwarded.set(PATH_HEADER, `${pathname}${search}`);
  return withHeaders(NextResponse.next({ request: { headers: forwarded } }), policy);
}

function withHeaders(response: NextResponse, policy: string): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg).*)"],
};
