import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

/*
 * An edition that offers english and spanish only (a regional team's choice in its
 * `edition.config.ts`): burmese has no route, no sitemap entry, no alternate link and no
 * place in the language menu, and a visitor asking for it is served english.
 */
vi.mock("server-only", () => ({}));
// What the Next config writes into the bundles for `languages: ["english", "spanish"]`.
vi.stubEnv("EDITION_LANGUAGES", "english,spanish");
vi.mock("@repo/api-client/home", () => ({ getSeoList: vi.fn() }));

const { findLocale, routing, splitLocalePath } = await import("./routing");
const { negotiateLocale } = await import("./locale-negotiation");
const { alternatesOf } = await import("./seo");
const { sitemap } = await import("./sitemap");
const { proxy } = await import("./proxy");

const run = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3999"), { headers }));

describe("an edition in english and spanish", () => {
  it("routes its two languages and knows no burmese", () => {
    expect(routing.locales.map((locale) => locale.code)).toEqual(["english", "spanish"]);
    expect(findLocale("burmese")).toBeUndefined();
    // A burmese-looking path is an english route, which finds no page.
    expect(splitLocalePath("/burmese/about/news").locale.code).toBe("english");
    expect(run("/burmese/about/news").headers.get("x-middleware-rewrite")).toBe(
      "http://localhost:3999/english/burmese/about/news",
    );
  });

  it("sends a visitor who prefers burmese to english, one who prefers spanish to spanish", () => {
    expect(negotiateLocale("my-MM,my;q=0.9").code).toBe("english");
    expect(negotiateLocale("es-419,es;q=0.9").code).toBe("spanish");
    const chrome = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
    expect(run("/", { "accept-language": "my", "user-agent": chrome }).headers.get("location")).toBeNull();
    expect(run("/", { "accept-language": "es", "user-agent": chrome }).headers.get("location")).toBe("http://localhost:3999/spanish");
  });

  it("lists no burmese page in its sitemap or its alternate links", () => {
    const urls = sitemap(["/", "/about/news"]).map((entry) => entry.url);
    expect(urls).toEqual([
      "http://localhost:3999/",
      "http://localhost:3999/spanish",
      "http://localhost:3999/about/news",
      "http://localhost:3999/spanish/about/news",
    ]);
    expect(Object.keys(alternatesOf(routing.locales[0], "/about/news").languages ?? {})).toEqual(["en", "es", "x-default"]);
  });
});
