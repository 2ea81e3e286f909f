import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { replaceForwardedFor } from "./visitor";

describe("the visitor's address", () => {
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
