import { isIP } from "node:net";
import proxyaddr from "proxy-addr";

/** Who is behind a connection, as `TRUSTED_PROXIES` lets a server believe it. */
export interface VisitorAddress {
  /**
   * The visitor behind a connection from `peer` whose request says `forwardedFor`
   * (`X-Forwarded-For`); undefined without a peer (a request made in process).
   */
  (peer: string | undefined, forwardedFor: string | readonly string[] | undefined): string | undefined;
  /** Whether `peer` is a trusted proxy, whose `X-Forwarded-For` is believed. */
  trusts(peer: string): boolean;
}

/**
 * The visitor's address behind `trustedProxies` (IPs, CIDR ranges, `loopback`, `linklocal`,
 * `uniquelocal`, as `trustedProxies()` of `./settings` checks them). `X-Forwarded-For` is
 * believed only as far as trusted proxies wrote it: starting from the socket's peer, each
 * trusted hop hands over to the entry left of it, and the first untrusted one is the visitor.
 * Trusting nobody, the header is ignored, so a visitor cannot pick their own address. An entry
 * that is no IP address (garbage sent through, `unknown`, a hidden name) ends the walk: the
 * visitor is then the last trusted hop, never a new name each request, which would let one
 * visitor escape a limit counted per address.
 */
export function visitorAddress(trustedProxies: readonly string[]): VisitorAddress {
  const trust = proxyaddr.compile([...trustedProxies]);
  const trusts = (address: string) => trust(address, 0);
  const visitor = (peer: string | undefined, forwardedFor: string | readonly string[] | undefined) => {
    if (!peer) return undefined;
    const hops = (typeof forwardedFor === "string" ? forwardedFor : (forwardedFor ?? []).join(",")).split(",");
    let address = peer;
    for (let hop = hops.length - 1; hop >= 0 && trusts(address); hop--) {
      const before = hops[hop]!.trim();
      if (isIP(before) === 0) break;
      address = before;
    }
    return plainAddress(address);
  };
  return Object.assign(visitor, { trusts });
}

/**
 * An address as one visitor has it whichever way it arrived: an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, how a dual-stack socket names an IPv4 peer) as its IPv4 address, any
 * other IPv6 address in its canonical spelling.
 */
export function plainAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  } catch {
    return address; // a zone (`fe80::1%eth0`), which no URL spells
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
