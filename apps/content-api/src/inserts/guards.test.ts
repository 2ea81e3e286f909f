import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allowedOrigins, originGuard } from "./guards";

describe("allowedOrigins", () => {
  it("allows every edition's site and local servers, the configured origins and SITE_URL overrides", () => {
    const origins = allowedOrigins(["https://partner.example/path", "http://127.0.0.1:3100"], {
      SITE_URL_NIGERIA: "https://nigeria.example.com/",
    });
    for (const origin of [
      "https://www.aurevo.example",
      "https://ng.aurevo.example",
      "https://au.aurevo.example",
      "https://mm.aurevo.example",
      "http://localhost:3000",
      "http://127.0.0.1:3003",
      "https://partner.example",
      "http://127.0.0.1:3100",
      "https://nigeria.example.com",
    ]) {
      expect(origins.has(origin), origin).toBe(true);
    }
    for (const origin of ["https://evil.example", "http://www.aurevo.example", "null", "http://localhost:3999"]) {
      expect(origins.has(origin), origin).toBe(false);
    }
  });
});

describe("originGuard", () => {
  it("asks for the editions' origins only for an origin it does not know at start, and takes one of theirs", async () => {
    let asked = 0;
    const app = new Hono().post("/form", originGuard(new Set(["https://www.aurevo.example"]), async () => {
      asked += 1;
      return new Set(["https://ke.aurevo.example"]);
    }), (c) => c.text("taken"));
    const post = (origin?: string) => app.request("/form", { method: "POST", headers: origin ? { origin } : {} });

    expect((await post("https://www.aurevo.example")).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(asked).toBe(0);
    expect((await post("https://ke.aurevo.example")).status).toBe(200);
    expect((await post("https://evil.example")).status).toBe(403);
    expect((await post("https://ke.aurevo.example:8443")).status).toBe(403);
    expect(asked).toBe(3);
  });
});
