import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { editions, externalServers } from "../editions";
import { AWKWARD_VALUES, BAD_IDS, inPool, naughtyStrings, raw, sample } from "../support/hostile";

const LANGUAGES = [{ prefix: "" }, { prefix: "/spanish" }, { prefix: "/burmese" }] as const;

/** Every route with an id in its path; none of the ids of the corpus can name one. */
const DETAIL_ROUTES = [
  "/about/blogs/{id}",
  "/about/news/{id}",
  "/about/event/{id}",
  "/support/webinar/{id}",
  "/products/{id}",
  "/solutions/{id}",
  "/about/event/{id}/calendar.ics",
  "/support/webinar/{id}/calendar.ics",
];

/** Every query parameter a page reads, on the page that reads it. */
const QUERY_PARAMETERS = [
  "/about/news?page=",
  "/about/blogs?page=",
  "/about/event?page=",
  "/support/webinar?page=",
  "/products?category=",
  "/case-study?category=",
  "/downloads?type=",
  "/downloads?category=",
  "/downloads?series=",
  "/downloads?language=",
  "/downloads?page=",
  "/search?keyword=",
  "/search/battery?type=",
  "/search/battery?page=",
  "/about/blogs/depth-of-discharge-and-battery-life?page=",
];

/**
 * The naughty strings as a browser would put them in a URL: edition `part`'s
 * share of a spread of the corpus. The editions run the same code, so each
 * sweeps every route with its own share, and together they send every value
 * of the spread once; every edition still gets every awkward value and bad id.
 */
const naughty = (part: number) =>
  sample(naughtyStrings(), 80)
    .filter((_, index) => index % editions.length === part)
    .map((value) => encodeURIComponent(value));

for (const [part, edition] of editions.entries()) {
  test.describe(`${edition.id}: a stranger's URLs`, () => {
    test("an id that is not a slug answers the 404 page on every detail route, in every language", async () => {
      test.setTimeout(360_000);
      const ids = [...BAD_IDS, ...naughty(part).filter((id) => id && !/^[a-z0-9-]+$/.test(id))];
      const failures: string[] = [];
      const cases = LANGUAGES.flatMap(({ prefix }) =>
        DETAIL_ROUTES.flatMap((route) => ids.map((id) => `${prefix}${route.replace("{id}", id)}`)),
      );
      await inPool(cases, 6, async (path) => {
        const answer = await raw(edition.port, { path });
        // A malformed escape is refused before any route is chosen (400); everything else is the 404 page.
        const expected = /%(?![0-9A-F]{2})/i.test(path) ? [400, 404] : [404];
        if (!expected.includes(answer.status)) failures.push(`${answer.status} ${path.slice(0, 120)}`);
        else if (answer.status === 404 && !path.endsWith(".ics") && !String(answer.headers["content-type"]).startsWith("text/html")) {
          failures.push(`404 that is not the page: ${path.slice(0, 120)}`);
        }
      });
      expect(failures, `${failures.length} of ${cases.length}`).toEqual([]);
    });

    test("no query value makes any page answer 5xx, and a control character answers the 404 page", async () => {
      test.setTimeout(360_000);
      const values = [...AWKWARD_VALUES, ...naughty(part)];
      const failures: string[] = [];
      const cases = LANGUAGES.flatMap(({ prefix }) =>
        QUERY_PARAMETERS.flatMap((page) => values.map((value) => ({ path: `${prefix}${page}${value}`, value }))),
      );
      await inPool(cases, 6, async ({ path, value }) => {
        const answer = await raw(edition.port, { path });
        const control = /%(0[0-9A-F]|1[0-9A-F]|7F)/i.test(value);
        if (answer.status >= 500 || (control && answer.status !== 404 && answer.status !== 400)) {
          failures.push(`${answer.status} ${path.slice(0, 120)}`);
        }
      });
      expect(failures, `${failures.length} of ${cases.length}`).toEqual([]);
    });

    test("addresses that name no item leave nothing in the edition's cache", async () => {
      test.skip(externalServers !== undefined, "the servers under test are not this run's builds");
      // Where the standalone server keeps rendered pages without a shared cache (Next.js's filesystem cache).
      const cache = join(import.meta.dirname, "..", "..", "apps", edition.id, ".next", "standalone", "apps", edition.id, ".next", "server");
      const token = `no-such-item-${Date.now().toString(36)}`;
      const paths = ["/products/", "/about/news/", "/spanish/solutions/", "/burmese/about/blogs/", "/support/webinar/"].flatMap((route) =>
        Array.from({ length: 4 }, (_, index) => `${route}${token}-${index}`),
      );
      for (const path of paths) expect((await raw(edition.port, { path })).status, path).toBe(404);
      expect(existsSync(cache), cache).toBe(true);
      const kept = (readdirSync(cache, { recursive: true }) as string[]).filter((name) => name.includes(token));
      expect(kept).toEqual([]);
    });

    test("a method no page serves answers 405, on pages, files and the API", async () => {
      const failures: string[] = [];
      for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND", "OPTIONS"]) {
        for (const path of ["/", "/spanish/about/news", "/burmese/products", "/no-such-page", "/getFile/blogs/lfp-vs-nmc.webp", "/api/navigation/getNavigationData"]) {
          const answer = await raw(edition.port, { method, path });
          if (answer.status !== 405) failures.push(`${method} ${path}: ${answer.status}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test("headers a visitor controls never make an answer 5xx", async () => {
      test.setTimeout(120_000);
      const values = ["", " ", "a b", "evil.example", "evil.example:99999", "[::1", "127.0.0.1, evil", "null", "x".repeat(6000), "Ω", ...sample(naughtyStrings(), 30)]
        // Node refuses to send a header value with control characters; the server never sees one.
        .filter((value) => /^[\x20-\x7E\x80-\xFF\t]*$/.test(value));
      const failures: string[] = [];
      const headerNames = ["host", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "origin", "accept-language", "cookie", "accept-encoding", "rsc", "next-router-state-tree", "next-action"];
      const cases = headerNames.flatMap((name) =>
        values.flatMap((value) => ["/", "/spanish", "/about/news", "/api/navigation/getNavigationData"].map((path) => ({ name, value, path }))),
      );
      await inPool(cases, 6, async ({ name, value, path }) => {
        const header = name === "cookie" ? `i18n_redirected=${value}` : value;
        const answer = await raw(edition.port, { path, headers: { [name]: header } }).catch((error: Error) => ({ status: -1, body: error.message }));
        if (answer.status >= 500 || answer.status < 0) failures.push(`${answer.status} ${path} ${name}: ${value.slice(0, 40)}`);
      });
      expect(failures, `${failures.length} of ${cases.length}`).toEqual([]);
    });

    test("no answer names how the edition routed it: no x-middleware-* header on pages, files or the API", async () => {
      for (const path of ["/", "/about/company", "/spanish/about/news", "/no-such-page", "/getFile/blogs/lfp-vs-nmc.webp", "/api/navigation/getNavigationData", "/api/no-such-endpoint"]) {
        const answer = await raw(edition.port, { path });
        expect(answer.status, path).toBeLessThan(500);
        expect(Object.keys(answer.headers).filter((name) => /^x-middleware-/i.test(name)), path).toEqual([]);
        expect(JSON.stringify(answer.headers), path).not.toContain("127.0.0.1:");
      }
    });
  });
}
