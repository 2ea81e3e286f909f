import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { proxy } = await import("./proxy");

function run(path: string) {
  return proxy(new NextRequest(new URL(path, "http://edition.test")));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("proxy", () => {
  it("renders unprefixed paths from the english tree", () => {
    expect(run("/").headers.get("x-middleware-rewrite")).toBe("http://edition.test/english");
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
