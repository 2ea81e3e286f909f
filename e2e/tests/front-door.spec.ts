import { existsSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_TOKEN, editions, externalServers, offersPath } from "../editions";
import { raw } from "../support/hostile";

/**
 * What a stranger does at an edition's front door that no page asks for: page numbers past the
 * last, paths that climb out of `/api/`, a second Host, an endless chunked body, an `Expect`,
 * Next.js's own redirects. Every answer is the edition's, with its headers, and leaves nothing.
 */

/** Sends `text` on a new connection; every status line that came back once `enough` matches (or the connection closed). */
function exchange(port: number, text: string, enough = /\r\n\r\n/): Promise<{ statuses: number[]; text: string }> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const done = () => {
      socket.destroy();
      resolve({ statuses: [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1])), text: answer });
    };
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer in 20 s to ${text.split("\r\n", 1)[0]}`)));
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      if (enough.test(answer)) done();
    });
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", reject);
  });
}

/** The status and headers (names in lower case) of the last answer in an exchange. */
function headersOf({ statuses, text }: { statuses: number[]; text: string }) {
  const head = text.slice(text.lastIndexOf("HTTP/1.1 ")).split("\r\n\r\n", 1)[0] ?? "";
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: statuses.at(-1) ?? 0, headers };
}

/** The files of Next.js's data cache in the edition's standalone folder (no shared cache in this run). */
function dataCacheFiles(id: string): number {
  const cache = join(import.meta.dirname, "..", "..", "apps", id, ".next", "standalone", "apps", id, ".next", "cache", "fetch-cache");
  return existsSync(cache) ? readdirSync(cache).length : 0;
}

const corpus = join(import.meta.dirname, "..", "..", "..", "shared", "corpora", "traversal.txt");
const traversals = existsSync(corpus)
  ? readFileSync(corpus, "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#") && /^[\x21-\x7e]+$/.test(line))
  : [];

const LISTS = ["/about/news", "/about/blogs", "/about/event", "/support/webinar", "/spanish/about/news", "/burmese/about/blogs", "/about/blogs/lfp-vs-nmc-battery-chemistry"];

for (const edition of editions) {
  test.describe(`${edition.id}: the front door`, () => {
    test("a page number past the last is a 404 that leaves nothing in the data cache, and no error answer is kept by a shared cache", async () => {
      test.skip(externalServers !== undefined, "the servers under test are not this run's builds");
      // Each list's first page is what every visit reads; read once, it is kept.
      const lists = LISTS.filter((path) => offersPath(edition, path));
      for (const path of lists) expect((await raw(edition.port, { path })).status, path).toBe(200);
      const before = dataCacheFiles(edition.id);
      for (const path of lists) {
        for (let page = 500_000; page < 500_010; page++) {
          const answer = await raw(edition.port, { path: `${path}?page=${page}` });
          expect(answer.status, `${path}?page=${page}`).toBe(404);
          expect(answer.headers["cache-control"], `${path}?page=${page}`).toBe("private, no-store");
        }
      }
      expect(dataCacheFiles(edition.id)).toBe(before);
      for (const method of ["GET", "HEAD"]) {
        const junk = await raw(edition.port, { method, path: `/no-such-page-${Date.now().toString(36)}` });
        expect(junk.status).toBe(404);
        expect(junk.headers["cache-control"], method).toBe("private, no-store");
      }
    });

    test("no path that climbs out of /api/ or /getFile/ reaches the content API", async () => {
      const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
      for (const path of ["/api/%2e%2e/admin/submissions/messages.csv", "/getFile/%2e%2e/health", "/api/..%2fadmin/submissions/messages.csv"]) {
        const answer = await raw(edition.port, { path, headers });
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).not.toMatch(/^id,|"reachable"|"status":"ok"/);
      }
      const failures: string[] = [];
      for (const line of traversals) {
        for (const prefix of ["/api/", "/getFile/"]) {
          const answer = await raw(edition.port, { path: `${prefix}${line.replace(/^\/+/, "")}`, headers });
          if (answer.status >= 500 || answer.status === 200) failures.push(`${answer.status} ${prefix}${line}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test("a request framed two ways is refused: a second Host, codings before chunked", async () => {
      const twoHosts = await exchange(edition.port, "GET /about/company HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n");
      expect(twoHosts.statuses).toEqual([400]);
      for (const path of ["/about/contact", "/api/support/insertOnlineMessage"]) {
        const identity = await exchange(
          edition.port,
          `POST ${path} HTTP/1.1\r\nHost: a.example\r\nTransfer-Encoding: identity, chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        );
        expect(identity.statuses, path).toEqual([400]);
      }
    });

    test("a chunked body to a page or to /revalidate is refused before it is read, and one to the API past 64 KB", async () => {
      for (const path of ["/about/contact", "/revalidate", "/"]) {
        // The headers and a first chunk; the rest never comes: the answer must not wait for it.
        const answer = await exchange(edition.port, `POST ${path} HTTP/1.1\r\nHost: a.example\r\nTransfer-Encoding: chunked\r\nContent-Type: text/plain\r\n\r\n4000\r\n${"x".repeat(0x4000)}\r\n`);
        expect(answer.statuses, path).toEqual([411]);
      }
      const chunk = `${(16 * 1024).toString(16)}\r\n${"x".repeat(16 * 1024)}\r\n`;
      const api = await exchange(
        edition.port,
        `POST /api/support/insertOnlineMessage HTTP/1.1\r\nHost: a.example\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n${chunk.repeat(6)}`,
      );
      expect(api.statuses).toEqual([413]);
    });

    test("a body declared over 64 KB to a page or to /revalidate is refused at once, unread", async () => {
      for (const path of ["/about/contact", "/revalidate", "/"]) {
        // Sent without its body: the answer must not wait for it.
        const answer = await exchange(edition.port, `POST ${path} HTTP/1.1\r\nHost: a.example\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${64 * 1024 + 1}\r\n\r\n`);
        expect(answer.statuses, path).toEqual([413]);
      }
    });

    test("a request that expects 100 Continue gets it and then its answer, from pages and the API", async () => {
      for (const path of ["/api/navigation/getNavigationData?languageCode=english", "/about/company"]) {
        const answer = await exchange(edition.port, `GET ${path} HTTP/1.1\r\nHost: a.example\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`, /\r\n\r\n[\s\S]*HTTP\/1\.1 [2-5]\d\d /);
        expect(answer.statuses.at(-1), path).toBe(200);
      }
    });

    test("Next.js's redirects, the edition's refusals and the 404 page asked for by name carry the security headers and no routing header", async () => {
      const answers = {
        redirect: await raw(edition.port, { path: "/about/company/" }),
        // Declared too large, sent without its body: the answer comes at once.
        refusal: headersOf(
          await exchange(edition.port, "POST /api/support/insertOnlineMessage HTTP/1.1\r\nHost: a.example\r\nContent-Type: application/json\r\nContent-Length: 102400\r\n\r\n"),
        ),
        notFoundByName: await raw(edition.port, { path: "/page-not-found" }),
      };
      expect(answers.redirect.status).toBe(308);
      expect(answers.refusal.status).toBe(413);
      for (const [what, answer] of Object.entries(answers)) {
        expect(answer.headers["content-security-policy"], what).toContain("default-src 'self'");
        expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
        expect(Object.keys(answer.headers).filter((name) => /^x-middleware-|^x-nextjs-rewritten/i.test(name)), what).toEqual([]);
      }
    });
  });
}
