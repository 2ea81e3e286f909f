import type { ServerResponse } from "node:http";
import onHeaders from "on-headers";
import type { HeaderList } from "./plain-answer";

/** Response headers that name how Next.js routed a request (its proxy step's, the path it rewrote a page to). */
const ROUTING_HEADERS = /^(?:x-middleware-|x-nextjs-rewritten-|x-nextjs-matched-path$|x-matched-path$)/i;

/** A `Cache-Control` that lets no cache keep the answer. */
export const PRIVATE = "private, no-store";

/**
 * The last word on every answer's headers, whichever stage wrote the answer (Next.js's pages and
 * its own redirects, the 404 document, the forwarded content API, a refusal), registered first so
 * that it runs after every other stage's: no header names how Next.js routed the request; each of
 * `security` that the answer lacks is added (but the script policy on a bodiless answer, a HEAD
 * or a 304, which `script-policy.ts` says why it leaves out); and an error, which no link of the
 * site's leads to for long, is never kept by a shared cache (a CDN would otherwise keep every
 * junk URL's 404 for its `s-maxage`).
 */
export function finishEveryAnswer(
  res: ServerResponse,
  { security, head }: { security: HeaderList; head: boolean },
): void {
  onHeaders(res, () => {
    for (const name of res.getHeaderNames()) if (ROUTING_HEADERS.test(name)) res.removeHeader(name);
    const bodiless = head || res.statusCode === 304;
    for (const { key, value } of security) {
      if (res.hasHeader(key) || (bodiless && key.toLowerCase() === "content-security-policy")) continue;
      res.setHeader(key, value);
    }
    if (res.statusCode >= 400) res.setHeader("cache-control", PRIVATE);
  });
}
