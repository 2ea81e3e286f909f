import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import { plainAddress, visitorAddress } from "@repo/server-kit/visitor";

/** What `@hono/node-server` passes as `c.env`: the Node request, whose socket names the peer. */
interface NodeBindings {
  incoming?: Pick<IncomingMessage, "socket">;
}

/**
 * Finds a request's client address behind `trustedProxies`, as each edition's server finds its
 * visitor (`visitorAddress` of `@repo/server-kit/visitor`); `undefined` when there is no socket
 * (requests made in process, as tests do). `onUntrustedForwarder` hears of the first few peers
 * that send `X-Forwarded-For` without being trusted.
 */
export function clientAddressResolver(
  trustedProxies: readonly string[],
  onUntrustedForwarder?: (peer: string) => void,
): (c: Context) => string | undefined {
  const visitor = visitorAddress(trustedProxies);
  const reported = new Set<string>();
  return (c) => {
    const remoteAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const forwardedFor = c.req.header("x-forwarded-for");
    // Named once per peer (a few peers at most): an edition or a proxy left out of TRUSTED_PROXIES
    // has all its visitors counted as one client, which no answer shows.
    if (remoteAddress && onUntrustedForwarder && forwardedFor !== undefined && !visitor.trusts(remoteAddress)) {
      if (reported.size < 8 && !reported.has(remoteAddress)) {
        reported.add(remoteAddress);
        onUntrustedForwarder(remoteAddress);
      }
    }
    return visitor(remoteAddress, forwardedFor);
  };
}

/**
 * The key a client is counted under: an IPv4 address as it is (also when it
 * arrives IPv4-mapped), an IPv6 address by its /64 network, since one
 * subscriber usually holds a whole /64.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return "unknown";
  const plain = plainAddress(address);
  if (!ipaddr.isValid(plain)) return `other:${plain.slice(0, 100)}`;
  const parsed = ipaddr.parse(plain);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
