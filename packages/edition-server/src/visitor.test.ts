import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { replaceForwardedFor, visitorResolver } from "./visitor";

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
    rawHeaders: forwarded === undefined ? [] : ["X-Forwarded-For", forwarded],
  }) as unknown as IncomingMessage;

describe("the visitor's address", () => {
  it("is the peer when no proxy is trusted, whatever the header says", () => {
    const visitor = visitorResolver([]);
    expect(visitor(request("198.51.100.7", "203.0.113.1"))).toBe("198.51.100.7");
    expect(visitor(request("198.51.100.7", "203.0.113.1, 10.0.0.1"))).toBe("198.51.100.7");
  });

  it("is the address a trusted proxy names, and the first untrusted hop of a chain", () => {
    const visitor = visitorResolver(["127.0.0.1"]);
    expect(visitor(request("127.0.0.1", "203.0.113.9"))).toBe("203.0.113.9");
    expect(visitor(request("127.0.0.1", "6.6.6.6, 203.0.113.9"))).toBe("203.0.113.9");
    expect(visitor(request("127.0.0.2", "203.0.113.9"))).toBe("127.0.0.2");
  });

  it("falls back to the last trusted hop when the header holds no address", () => {
    const visitor = visitorResolver(["127.0.0.1"]);
    for (const garbage of ["garbage", "unknown", "' OR 1=1", "", "1.2.3.4.5", "%00"]) {
      expect(visitor(request("127.0.0.1", garbage)), garbage).toBe("127.0.0.1");
    }
  });

  it("is written over every header that could name another", () => {
    const req = {
      headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6", forwarded: "for=6.6.6.6", accept: "*/*" },
      rawHeaders: ["X-Forwarded-For", "6.6.6.6", "X-Real-IP", "6.6.6.6", "Forwarded", "for=6.6.6.6", "Accept", "*/*"],
    } as unknown as IncomingMessage;
    replaceForwardedFor(req, "198.51.100.7");
    expect(req.headers).toEqual({ "x-forwarded-for": "198.51.100.7", accept: "*/*" });
    expect(req.rawHeaders).toEqual(["Accept", "*/*", "X-Forwarded-For", "198.51.100.7"]);
  });
});
