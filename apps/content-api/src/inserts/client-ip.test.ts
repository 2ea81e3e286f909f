import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddressResolver, rateLimitKey } from "./client-ip";

/** Asks an app using the resolver who the client of a request from `peer` with `forwardedFor` is. */
async function clientOf(trusted: string[], peer: string | null, forwardedFor?: string) {
  const resolve = clientAddressResolver(trusted);
  const app = new Hono().get("/", (c) => c.text(resolve(c) ?? "(none)"));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  const env = peer === null ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  return (await app.request("/", { headers }, env)).text();
}

describe("clientAddressResolver", () => {
  it("trusting nobody, takes the socket's peer and ignores X-Forwarded-For", async () => {
    expect(await clientOf([], "203.0.113.7")).toBe("203.0.113.7");
    expect(await clientOf([], "203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
    expect(await clientOf([], "127.0.0.1", "198.51.100.1, 10.0.0.1")).toBe("127.0.0.1");
  });

  it("behind a trusted proxy, takes the right-most address the proxy did not vouch for", async () => {
    const trusted = ["127.0.0.1", "::1"];
    expect(await clientOf(trusted, "127.0.0.1", "198.51.100.1")).toBe("198.51.100.1");
    expect(await clientOf(trusted, "::1", "2001:db8::5")).toBe("2001:db8::5");
    // A visitor's own X-Forwarded-For is the left part; the proxy appended the real address.
    expect(await clientOf(trusted, "127.0.0.1", "1.2.3.4, 198.51.100.1")).toBe("198.51.100.1");
    // A chain of trusted proxies is walked through.
    expect(await clientOf(["127.0.0.1", "10.0.0.0/8"], "127.0.0.1", "6.6.6.6, 198.51.100.9, 10.1.2.3")).toBe(
      "198.51.100.9",
    );
    // Without the header the trusted proxy itself is the client.
    expect(await clientOf(trusted, "127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts a forwarded entry that is no address as no header: the client is the last trusted hop", async () => {
    const trusted = ["127.0.0.1"];
    for (const garbage of ["garbage", "unknown", "_hidden", "999.1.1.1", "1.2.3.4.5", "0x7f.1", "2001:db8::zz", "1.2.3.4, junk"]) {
      expect(await clientOf(trusted, "127.0.0.1", garbage), garbage).toBe("127.0.0.1");
    }
    // Addresses right of the garbage were written by trusted hops and stand.
    expect(await clientOf(trusted, "127.0.0.1", "junk, 198.51.100.1")).toBe("198.51.100.1");
    expect(await clientOf(["127.0.0.1", "10.0.0.0/8"], "127.0.0.1", "junk, 10.0.0.1")).toBe("10.0.0.1");
  });

  it("does not let an untrusted peer claim another address", async () => {
    expect(await clientOf(["127.0.0.1"], "203.0.113.7", "127.0.0.1")).toBe("203.0.113.7");
    expect(await clientOf(["10.0.0.0/8"], "203.0.113.7", "10.0.0.1, 198.51.100.1")).toBe("203.0.113.7");
  });

  it("knows no client for requests without a socket", async () => {
    expect(await clientOf([], null, "198.51.100.1")).toBe("(none)");
  });
});

describe("rateLimitKey", () => {
  it("counts IPv4 as it is, mapped or not, and IPv6 by its /64", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:bbbb::9")).toBe(rateLimitKey("2001:db8:1:2:aaaa::1"));
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(rateLimitKey("2001:db8:1:2::1"));
    expect(rateLimitKey(undefined)).toBe("unknown");
    expect(rateLimitKey("not an address")).toBe("other:not an address");
  });
});

describe("a peer that forwards visitors without being trusted", () => {
  it("is named once, and only when it sends X-Forwarded-For and is not trusted", async () => {
    const named: string[] = [];
    const resolve = clientAddressResolver(["10.0.0.1"], (peer) => named.push(peer));
    const app = new Hono().get("/", (c) => c.text(resolve(c) ?? "(none)"));
    const ask = (peer: string, forwardedFor?: string) =>
      app.request("/", { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } }, { incoming: { socket: { remoteAddress: peer } } });
    await ask("127.0.0.1", "198.51.100.1");
    await ask("127.0.0.1", "198.51.100.2");
    await ask("10.0.0.1", "198.51.100.3");
    await ask("192.0.2.9");
    expect(named).toEqual(["127.0.0.1"]);
  });
});
