import { describe, expect, it } from "vitest";
import { allowedOrigins } from "./guards";

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
