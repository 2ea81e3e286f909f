import type { IncomingMessage } from "node:http";
import { dropRequestHeaders } from "./request-headers";

/** The request headers through which a visitor could claim an address of their choosing. */
const CLAIMS = ["x-forwarded-for", "x-real-ip", "forwarded"] as const;

/**
 * Puts the visitor's address (`visitorAddress` of `@repo/server-kit/visitor`, as the content
 * API finds it too) in `X-Forwarded-For` as the only entry, and drops
 * the other headers that name one, before anything downstream reads them: the
 * forms' server actions and the content API forwarding pass this header on,
 * and the content API trusts this server, so what it says must be what this
 * server saw.
 */
export function replaceForwardedFor(req: IncomingMessage, visitor: string): void {
  dropRequestHeaders(req, (name) => (CLAIMS as readonly string[]).includes(name));
  req.headers["x-forwarded-for"] = visitor;
  req.rawHeaders.push("X-Forwarded-For", visitor);
}
