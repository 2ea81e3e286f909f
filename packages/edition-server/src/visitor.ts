import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyaddr from "proxy-addr";
import { dropRequestHeaders } from "./request-headers";

/** The request headers through which a visitor could claim an address of their choosing. */
const CLAIMS = ["x-forwarded-for", "x-real-ip", "forwarded"] as const;

/**
 * Finds the visitor behind a request. The socket's peer is the visitor unless
 * it is a proxy in `trusted`; then each trusted hop of `X-Forwarded-For` hands
 * over to the address before it, and the first untrusted one is the visitor.
 * An entry that is not an IP address counts as no header: the visitor is then
 * the last hop that was trusted, never a name an attacker chose.
 */
export function visitorResolver(trusted: readonly string[]): (req: IncomingMessage) => string {
  const trust = proxyaddr.compile([...trusted]);
  return (req) => {
    const chain = proxyaddr.all(req, trust);
    for (let hop = chain.length - 1; hop >= 0; hop--) {
      const address = chain[hop];
      if (address && isIP(address)) return address;
    }
    return req.socket.remoteAddress ?? "unknown";
  };
}

/**
 * Puts the visitor's address in `X-Forwarded-For` as the only entry, and drops
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
