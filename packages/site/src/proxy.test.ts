import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { proxy } = await import("./proxy");

function run(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, "http://edition.test"), { headers }));
}

const chromeOnAndroid =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("proxy", () => {
  it("renders unprefixed paths from the english tree", () => {
    expect(run("/about/news?page=2").headers.get("x-middleware-rewrite")).toBe(
      "http://edition.test/english/about/news?page=2",
    );
  });

  it("lets the spanish and burmese trees through as they are", () => {
    for (const path of ["/spanish", "/spanish/about/news", "/burmese/products/helios-6"]) {
      const response = run(path);
      expect(response.headers.get("x-middleware-rewrite")).toBeNull();
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("leaves the edition's own endpoints outside the language trees", () => {
    for (const path of ["/revalidate", "/robots.txt", "/sitemap.xml", "/opengraph-image"]) {
      const response = run(path);
      expect(response.headers.get("x-middleware-rewrite"), path).toBeNull();
      expect(response.headers.get("x-middleware-next"), path).toBe("1");
    }
    expect(run("/robots.txt.bak").headers.get("x-middleware-rewrite")).toBe("http://edition.test/english/robots.txt.bak");
    // A page under a folder of that name is still an english page.
    expect(run("/fonts/a/b").headers.get("x-middleware-rewrite")).toBe("http://edition.test/english/fonts/a/b");
  });

  it("does not mistake look-alike prefixes for a language", () => {
    expect(run("/spanishfly").headers.get("x-middleware-rewrite")).toBe("http://edition.test/english/spanishfly");
  });

  it("forwards /api and /getFile to the content API named at run time", () => {
    vi.stubEnv("CONTENT_API_URL", "http://api.internal:4100");
    expect(run("/api/navigation/getNavigationData?languageCode=spanish").headers.get("x-middleware-rewrite")).toBe(
      "http://api.internal:4100/api/navigation/getNavigationData?languageCode=spanish",
    );
    expect(run("/getFile/products/a.webp").headers.get("x-middleware-rewrite")).toBe(
      "http://api.internal:4100/getFile/products/a.webp",
    );
  });

  it("defaults to the local content API", () => {
    expect(run("/api/x").headers.get("x-middleware-rewrite")).toBe("http://127.0.0.1:4000/api/x");
  });
});

describe("first visit to /", () => {
  it("serves english in place to an english browser, the same cacheable page for everyone", () => {
    const response = run("/", { "accept-language": "en-GB,en;q=0.9", "user-agent": chromeOnAndroid });
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://edition.test/english");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("redirects a spanish or burmese browser to its language and remembers it for 365 days", () => {
    const spanish = run("/", { "accept-language": "es-MX,es;q=0.9,en;q=0.5", "user-agent": chromeOnAndroid });
    expect(spanish.status).toBe(307);
    expect(spanish.headers.get("location")).toBe("http://edition.test/spanish");
    const cookie = spanish.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^i18n_redirected=es;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/);
    expect(spanish.headers.get("cache-control")).toBe("private, no-store");

    const burmese = run("/", { "accept-language": "my-MM,my;q=0.9", "user-agent": chromeOnAndroid });
    expect(burmese.headers.get("location")).toBe("http://edition.test/burmese");
  });

  it("weighs quality values, not order", () => {
    const response = run("/", { "accept-language": "fr;q=0.9, es;q=0.5, my;q=0.8", "user-agent": chromeOnAndroid });
    expect(response.headers.get("location")).toBe("http://edition.test/burmese");
  });

  it("lets the cookie decide once it exists", () => {
    const english = run("/", { "accept-language": "es", cookie: "i18n_redirected=en", "user-agent": chromeOnAndroid });
    expect(english.status).toBe(200);
    expect(english.headers.get("x-middleware-rewrite")).toBe("http://edition.test/english");
    expect(english.headers.get("set-cookie")).toBeNull();

    const burmese = run("/", { "accept-language": "en", cookie: "i18n_redirected=my", "user-agent": chromeOnAndroid });
    expect(burmese.headers.get("location")).toBe("http://edition.test/burmese");
  });

  it("ignores a cookie holding an unknown locale", () => {
    const response = run("/", { "accept-language": "es", cookie: "i18n_redirected=zh", "user-agent": chromeOnAndroid });
    expect(response.headers.get("location")).toBe("http://edition.test/spanish");
    expect(response.headers.get("set-cookie")).toMatch(/^i18n_redirected=es;/);
  });

  it("never redirects crawlers", () => {
    const response = run("/", {
      "accept-language": "es",
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://edition.test/english");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("survives a malformed Accept-Language", () => {
    const response = run("/", { "accept-language": "%%%;q=x,,", "user-agent": chromeOnAndroid });
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://edition.test/english");
  });

  // HSTS comes from the config's headers, checked on a running edition (e2e drill-headers.spec.ts).
  it("marks the cookie Secure behind https only", () => {
    const response = run("/", { "accept-language": "es", "x-forwarded-proto": "https", "user-agent": chromeOnAndroid });
    expect(response.headers.get("set-cookie")).toMatch(/Secure/);
    const plain = run("/", { "accept-language": "es", "user-agent": chromeOnAndroid });
    expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/);
  });
});
