import { describe, expect, it } from "vitest";
import { plainAddress, visitorAddress } from "./visitor";

describe("the visitor's address", () => {
  it("is the peer when no proxy is trusted, whatever the header says", () => {
    const visitor = visitorAddress([]);
    expect(visitor("198.51.100.7", "203.0.113.1")).toBe("198.51.100.7");
    expect(visitor("198.51.100.7", "203.0.113.1, 10.0.0.1")).toBe("198.51.100.7");
  });

  it("is the address a trusted proxy names, and the first untrusted hop of a chain", () => {
    const visitor = visitorAddress(["127.0.0.1"]);
    expect(visitor("127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    expect(visitor("127.0.0.1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(visitor("127.0.0.2", "203.0.113.9")).toBe("127.0.0.2");
    expect(visitorAddress(["loopback", "10.0.0.0/8"])("::1", ["6.6.6.6, 198.51.100.9", "10.1.2.3"])).toBe("198.51.100.9");
  });

  it("falls back to the last trusted hop when the header holds no address", () => {
    const visitor = visitorAddress(["127.0.0.1"]);
    for (const garbage of ["garbage", "unknown", "' OR 1=1", "", "1.2.3.4.5", "%00", "0x7f.1", "1.2.3.4:80"]) {
      expect(visitor("127.0.0.1", garbage), garbage).toBe("127.0.0.1");
    }
  });

  it("is one address however a dual-stack socket or a proxy spells an IPv4 peer", () => {
    const visitor = visitorAddress(["10.0.0.0/8"]);
    expect(visitor("::ffff:203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
    // A trusted proxy reached over IPv6-mapped IPv4 is still trusted, and so is its hop.
    expect(visitor("::ffff:10.0.0.1", "::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(visitor("2001:DB8:0:0::5", undefined)).toBe("2001:db8::5");
  });

  it("is no one without a peer, and says which peers it trusts", () => {
    const visitor = visitorAddress(["uniquelocal"]);
    expect(visitor(undefined, "198.51.100.1")).toBeUndefined();
    expect(visitor.trusts("fd00::1")).toBe(true);
    expect(visitor.trusts("203.0.113.7")).toBe(false);
  });
});

describe("plainAddress", () => {
  it("keeps IPv4, and anything that is no IPv6 address, as it is", () => {
    expect(plainAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(plainAddress("not an address")).toBe("not an address");
    expect(plainAddress("fe80::1%eth0")).toBe("fe80::1%eth0");
  });
});
