import type { IncomingMessage } from "node:http";
import { dropRequestHeaders } from "./request-headers";

/**
 * Request headers by which Next.js's own parts (its proxy step, its routing server, a hosting
 * platform in front of it) tell the page renderer how a request was routed. No browser sends
 * them, and a visitor who does changes what Next.js answers for everyone the answer is shared
 * with: `X-Middleware-Prefetch: 1` on a page rendered per request is answered `{}`, which the
 * lists' shared caching would then keep for the next visitors. Next.js drops some of them
 * itself (`INTERNAL_HEADERS` in its `server-ipc/utils`), not all.
 */
const INTERNAL = /^(?:x-middleware-|x-invoke-|x-nextjs-|x-next-|x-now-route-matches$|x-matched-path$|next-resume$)/i;

/** Drops Next.js's internal request headers, as the visitor sent them, before anything downstream reads one. */
export function dropInternalHeaders(req: IncomingMessage): void {
  dropRequestHeaders(req, (name) => INTERNAL.test(name));
}
