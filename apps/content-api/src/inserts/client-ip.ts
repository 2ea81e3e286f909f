import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";

/** What `@hono/node-server` passes as `c.env`: the Node request, whose socket names the peer. */
interface NodeBindings {
  incoming?: Pick<IncomingMessage, "socket">;
}

/** An address as a proxy writes it: IPv4 in four decimal parts, or IPv6. */
function isAddress(entry: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry);
}

/**
 * The part of `X-Forwarded-For` right of its right-most entry that is not an
 * address. A trusted hop hands over only to an address: an entry that is none
 * (garbage a visitor sent through, `unknown`, a hidden name) ends the chain
 * there, so the client is the last trusted hop rather than a new name for
 * every request, which would let one client escape its rate limit.
 */
function addressesOnly(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const entries = header.split(",").map((entry) => entry.trim());
  let first = entries.length;
  while (first > 0 && isAddress(entries[first - 1]!)) first -= 1;
  return first === entries.length ? undefined : entries.slice(first).join(", ");
}

/**
 * Finds a request's client address. `X-Forwarded-For` is believed only as far
 * as it was written by trusted proxies: starting from the socket's peer, each
 * trusted hop hands over to the address before it, and the first untrusted one
 * is the client. With no trusted proxies the header is ignored entirely, so a
 * client cannot pick its own address. `undefined` when there is no socket
 * (requests made in process, as tests do). `onUntrustedForwarder` hears of
 * the first few peers that send the header without being trusted.
 */
export function clientAddressResolver(
  trustedProxies: readonly string[],
  onUntrustedForwarder?: (peer: string) => void,
): (c: Context) => string | undefined {
  const trust = proxyaddr.compile([...trustedProxies]);
  const reported = new Set<string>();
  return (c) => {
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
    const remoteAddress = socket?.remoteAddress;
    if (!remoteAddress) return undefined;
    // Named once per peer (a few peers at most): an edition or a proxy left out of TRUSTED_PROXIES
    // has all its visitors counted as one client, which no answer shows.
    if (onUntrustedForwarder && c.req.header("x-forwarded-for") !== undefined && !trust(remoteAddress, 0)) {
      if (reported.size < 8 && !reported.has(remoteAddress)) {
        reported.add(remoteAddress);
        onUntrustedForwarder(remoteAddress);
      }
    }
    const request = { socket: { remoteAddress }, headers: { "x-forwarded-for": addressesOnly(c.req.header("x-forwarded-for")) } };
    return proxyaddr(request as unknown as IncomingMessage, trust);
  };
}

/**
 * The key a client is counted under: an IPv4 address as it is (also when it
 * arrives IPv4-mapped), an IPv6 address by its /64 network, since one
 * subscriber usually holds a whole /64.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return "unknown";
  if (!ipaddr.isValid(address)) return `other:${address.slice(0, 100)}`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}
