import { existsSync, readdirSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { API_URL, editions, externalServers, offersPath } from "../editions";
import { AWKWARD_VALUES, BAD_IDS, inPool, naughtyStrings, raw, sample, type RawAnswer } from "../support/hostile";

/** Sends `text` as it is on a new connection; what came back once it matches `enough` (or the connection closed). */
function exchange(port: number, text: string, enough: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer in 30 s to ${text.split("\r\n", 1)[0]}`)));
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      if (enough.test(answer)) done();
    });
    socket.on("end", done);
    socket.on("error", reject);
  });
}

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
      const cases = LANGUAGES.filter(({ prefix }) => offersPath(edition, prefix)).flatMap(({ prefix }) =>
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
      const cases = LANGUAGES.filter(({ prefix }) => offersPath(edition, prefix)).flatMap(({ prefix }) =>
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
      const paths = ["/products/", "/about/news/", "/spanish/solutions/", "/burmese/about/blogs/", "/support/webinar/"].filter((route) => offersPath(edition, route)).flatMap((route) =>
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
        for (const path of ["/", "/spanish/about/news", "/burmese/products", "/no-such-page", "/getFile/blogs/lfp-vs-nmc.webp", "/api/navigation/getNavigationData"].filter((path) => offersPath(edition, path))) {
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
        values.flatMap((value) => ["/", "/spanish", "/about/news", "/api/navigation/getNavigationData"].filter((path) => offersPath(edition, path)).map((path) => ({ name, value, path }))),
      );
      await inPool(cases, 6, async ({ name, value, path }) => {
        const header = name === "cookie" ? `i18n_redirected=${value}` : value;
        const answer = await raw(edition.port, { path, headers: { [name]: header } }).catch((error: Error) => ({ status: -1, body: error.message }));
        if (answer.status >= 500 || answer.status < 0) failures.push(`${answer.status} ${path} ${name}: ${value.slice(0, 40)}`);
      });
      expect(failures, `${failures.length} of ${cases.length}`).toEqual([]);
    });

    test("a request for a tunnel or an upgraded connection is answered, not dropped: CONNECT gets 405, an Upgrade the page", async () => {
      const connect = await exchange(edition.port, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n", /\r\n\r\n[\s\S]*\n/);
      expect(connect).toMatch(/^HTTP\/1\.1 405 /);
      expect(connect).toMatch(/^Allow: GET, HEAD, POST$/im);
      for (const path of ["/about/company", "/spanish/about/news", "/api/navigation/getNavigationData?languageCode=english"].filter((path) => offersPath(edition, path))) {
        const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
        expect(await exchange(edition.port, request, /\r\n\r\n/), path).toMatch(/^HTTP\/1\.1 200 /);
      }
    });

    test("a form post made by hand gets the form's answer or a 4xx with the security headers, never a 5xx, on every form", async () => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      const upcoming = (await (await fetch(`${API_URL}/api/support/getWebinarList?status=upcoming&pageSize=1`)).json()) as { data: { list: { id: string }[] } };
      const webinar = upcoming.data.list[0]?.id;
      expect(webinar, "the demo content has an upcoming webinar").toBeTruthy();
      for (const path of ["/about/contact", "/spanish/about/blogs/lfp-vs-nmc-battery-chemistry", `/burmese/support/webinar/${webinar}`].filter((path) => offersPath(edition, path))) {
        const page = await raw(edition.port, { path });
        const id = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(page.body)?.[1];
        expect(id, `${path} has a form`).toBeTruthy();
        const boundary = "----hostile";
        const multipart = (fields: [string, string][], end = `--${boundary}--\r\n`) =>
          fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + end;
        const form = { "content-type": `multipart/form-data; boundary=${boundary}` };
        const posts: { what: string; headers: Record<string, string>; body: string }[] = [
          ...["null", "[]", "5", '"x"', '["klingon"]', '["english",null]', '["english","no-such-item",{"submission":"x"}]'].map((bound) => ({
            what: `bound ${bound}`,
            headers: form,
            body: multipart([["$ACTION_REF_1", ""], ["$ACTION_1:0", JSON.stringify({ id, bound: "$@1" })], ["$ACTION_1:1", bound], ["name", "A"]]),
          })),
          { what: "an action id with no bound arguments", headers: form, body: multipart([[`$ACTION_ID_${id}`, ""], ["name", "A"]]) },
          { what: "the fetch form of the post, arguments in place of fields", headers: { "next-action": id!, "content-type": "text/plain;charset=UTF-8" }, body: '["english",null]' },
          { what: "text no action reads", headers: { "next-action": id!, "content-type": "text/plain;charset=UTF-8" }, body: "garbage" },
          { what: "an empty multipart body", headers: form, body: "" },
          { what: "multipart without its boundary", headers: { "content-type": "multipart/form-data" }, body: "name=A" },
          { what: "multipart cut short", headers: form, body: multipart([["$ACTION_ID_" + id, ""], ["name", "A"]], "").slice(0, -4) },
          { what: "a body over the forms' limit", headers: form, body: multipart([["$ACTION_ID_" + id, ""], ["message", "x".repeat(200_000)]]) },
        ];
        for (const { what, headers, body } of posts) {
          const answer = await raw(edition.port, { method: "POST", path, headers, body }).catch((error: Error): RawAnswer => ({ status: -1, body: error.message, headers: {} }));
          if (answer.status >= 500 || answer.status < 0) failures.push(`${answer.status} ${path}: ${what}`);
          // A refusal is an answer like any other: a browser shown it keeps the site's policy.
          if (answer.headers["x-content-type-options"] !== "nosniff" || !answer.headers["content-security-policy"]) {
            failures.push(`${answer.status} ${path}: ${what}, without the security headers`);
          }
        }
      }
      expect(failures).toEqual([]);
    });

    test("a visitor trickling a form's post is cut off with 408 within half a minute, and others keep reading", async () => {
      test.setTimeout(90_000);
      const started = Date.now();
      const request = `POST /about/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n`;
      const trickled = new Promise<{ answer: string; seconds: number }>((resolve, reject) => {
        let answer = "";
        const socket = connect(edition.port, "127.0.0.1", () => socket.write(request));
        const drip = setInterval(() => socket.writable && socket.write("x"), 1_000);
        const done = () => {
          clearInterval(drip);
          socket.destroy();
          resolve({ answer, seconds: (Date.now() - started) / 1000 });
        };
        socket.setTimeout(60_000, done);
        socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
        socket.on("end", done);
        socket.on("close", done);
        socket.on("error", reject);
      });
      expect((await raw(edition.port, { path: offersPath(edition, "/spanish") ? "/spanish/about/news" : "/about/news" })).status).toBe(200);
      const { answer, seconds } = await trickled;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(seconds).toBeLessThan(45);
    });

    test("a header only Next.js's own parts send changes nothing a visitor gets, nor what the next one gets", async () => {
      const run = Date.now().toString(36);
      // Pages rendered per request, each asked for the first time (their own cache is empty), then by a plain visitor.
      const pages = [`/spanish/search/prefetch-${run}`, "/downloads?type=brochure", "/burmese/about/news?page=2"].filter((path) => offersPath(edition, path));
      const internal = { "x-middleware-prefetch": "1", "x-nextjs-data": "1", "x-invoke-path": "/about/company", "x-now-route-matches": "1" };
      for (const path of pages) {
        for (const headers of [internal, {}]) {
          const answer = await raw(edition.port, { path, headers });
          expect(answer.status, path).toBeLessThan(500);
          expect(String(answer.headers["content-type"]), path).toMatch(/^text\/html/);
          expect(answer.body, path).toContain("<main");
        }
      }
    });

    test("no answer names how the edition routed it: no x-middleware-* header, nor the path a page was rewritten to, on pages, files or the API", async () => {
      const paths = ["/", "/about/company", "/spanish/about/news", "/about/news?page=2", "/no-such-page", "/getFile/blogs/lfp-vs-nmc.webp", "/api/navigation/getNavigationData", "/api/no-such-endpoint"].filter((path) => offersPath(edition, path));
      for (const [path, headers] of paths.flatMap((path) => [[path, {}], [path, { rsc: "1" }]] as const)) {
        const answer = await raw(edition.port, { path, headers });
        expect(answer.status, path).toBeLessThan(500);
        expect(Object.keys(answer.headers).filter((name) => /^(x-middleware-|x-nextjs-rewritten-|x-nextjs-matched-path$|x-matched-path$)/i.test(name)), path).toEqual([]);
        expect(JSON.stringify(answer.headers), path).not.toContain("127.0.0.1:");
      }
    });
  });
}
