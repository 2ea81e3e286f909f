import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { serveFile } from "./files";
import { localStorage } from "./storage";

// A scratch tree: <tmp>/SENTINEL.txt just outside the files root <tmp>/files.
const scratch = mkdtempSync(join(tmpdir(), "content-api-getfile-"));
const root = join(scratch, "files");
const SENTINEL = "SENTINEL-CONTENT-7f3a";
mkdirSync(join(root, "documents"), { recursive: true });
mkdirSync(join(root, "images"), { recursive: true });
writeFileSync(join(scratch, "SENTINEL.txt"), SENTINEL);
writeFileSync(join(scratch, "package.json"), `{"name":"${SENTINEL}"}`);
writeFileSync(join(root, "documents", "spec sheet.pdf"), "%PDF-1.4 test");
writeFileSync(join(root, "images", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
writeFileSync(join(root, "images", "page.html"), "<script>alert(1)</script>");
writeFileSync(join(root, "images", "photo.webp"), "RIFF....WEBP");
symlinkSync(join(scratch, "SENTINEL.txt"), join(root, "images", "link.txt"));
mkdirSync(join(root, "videos"), { recursive: true });
// A "video" of 100 bytes, each its own offset, so any slice shows where it came from.
const VIDEO = Buffer.from(Array.from({ length: 100 }, (_, offset) => offset));
writeFileSync(join(root, "videos", "tour.mp4"), VIDEO);

const app = new Hono();
app.on(["GET", "HEAD"], "/getFile/*", (c) => serveFile(c, localStorage(root)));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("/getFile/", () => {
  it("serves a stored file with its type, ETag, long caching and nosniff", async () => {
    const res = await app.request("/getFile/documents/spec%20sheet.pdf");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("%PDF-1.4 test");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d{6,}/);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await app.request("/getFile/documents/spec%20sheet.pdf", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect((await app.request("/getFile/images/photo.webp")).headers.get("content-type")).toBe("image/webp");
  });

  it("never lets an SVG render inline as a page", async () => {
    const res = await app.request("/getFile/images/logo.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("content-security-policy")).toMatch(/sandbox/);
  });

  it("does not serve HTML or types off the allowlist", async () => {
    expect((await app.request("/getFile/images/page.html")).status).toBe(404);
  });

  it("answers 404 for missing files and 400 for NUL bytes and malformed escapes", async () => {
    expect((await app.request("/getFile/documents/none.pdf")).status).toBe(404);
    expect((await app.request("/getFile/documents/a%00.pdf")).status).toBe(400);
    expect((await app.request("/getFile/documents/%E0%A4%A.pdf")).status).toBe(400);
    expect((await app.request("/getFile/")).status).toBe(400);
  });

  it("does not follow a symlink out of the root", async () => {
    const res = await app.request("/getFile/images/link.txt");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SENTINEL);
  });

  const video = "/getFile/videos/tour.mp4";
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("serves one byte range of a video with 206 and Content-Range, and says ranges are taken", async () => {
    const whole = await app.request(video);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(await bytesOf(whole)).toEqual(VIDEO);
    for (const [range, start, end] of [
      ["bytes=10-19", 10, 19],
      ["bytes=90-", 90, 99],
      ["bytes=-5", 95, 99],
      ["bytes=95-5000", 95, 99],
      ["bytes=-500", 0, 99],
      ["BYTES=0-0", 0, 0],
    ] as const) {
      const res = await app.request(video, { headers: { range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/100`);
      expect(res.headers.get("content-length"), range).toBe(String(end - start + 1));
      expect(res.headers.get("content-type"), range).toBe("video/mp4");
      expect(await bytesOf(res), range).toEqual(VIDEO.subarray(start, end + 1));
    }
  });

  it("answers a range past the end with 416 and the size", async () => {
    for (const range of ["bytes=100-", "bytes=100-200", "bytes=-0", "bytes=99999999999999999999999-"]) {
      const res = await app.request(video, { headers: { range } });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range"), range).toBe("bytes */100");
    }
  });

  it("answers several ranges, or a header it cannot read, with the whole file", async () => {
    for (const range of ["bytes=0-1,5-6", "bytes=abc", "bytes=5-1", "bytes=-", "bytes=1e3-", "bytes=0x10-", "items=0-1", "bytes=--1", `bytes=${"9".repeat(10_000)}`, "bytes=0-1\u00e9"]) {
      let res: Response;
      try {
        res = await app.request(video, { headers: { range } });
      } catch {
        continue; // a header value the platform itself refuses never reaches the handler
      }
      expect(res.status, range.slice(0, 40)).toBe(200);
      expect(await bytesOf(res)).toEqual(VIDEO);
    }
  });

  it("answers a HEAD like the GET without its body, and the whole file whatever Range asks", async () => {
    const res = await app.request(video, { method: "HEAD", headers: { range: "bytes=0-9" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("100");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(await res.text()).toBe("");
  });

  it("answers a cache that holds the file with 304, by ETag or by date", async () => {
    const { headers } = await app.request(video);
    const etag = headers.get("etag") ?? "";
    const lastModified = headers.get("last-modified") ?? "";
    for (const condition of [
      { "if-none-match": etag },
      { "if-none-match": `"other", W/${etag}` },
      { "if-none-match": "*" },
      { "if-modified-since": lastModified },
      { "if-modified-since": new Date(Date.now() + 60_000).toUTCString() },
    ] as Record<string, string>[]) {
      const res = await app.request(video, { headers: condition });
      expect(res.status, JSON.stringify(condition)).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(await res.text()).toBe("");
      const head = await app.request(video, { method: "HEAD", headers: condition });
      expect(head.status, `HEAD ${JSON.stringify(condition)}`).toBe(304);
    }
    for (const condition of [
      { "if-none-match": '"other"' },
      { "if-modified-since": new Date(Date.parse(lastModified) - 1000).toUTCString() },
      { "if-modified-since": "5" },
      // An ETag that does not match decides alone: the date is not asked (RFC 9110 §13.1.3).
      { "if-none-match": '"other"', "if-modified-since": lastModified },
    ] as Record<string, string>[]) {
      const res = await app.request(video, { headers: condition });
      expect(res.status, JSON.stringify(condition)).toBe(200);
      expect(await bytesOf(res)).toEqual(VIDEO);
    }
  });

  it("honours If-Range: the range while the file is the version named, the whole file once it changed", async () => {
    const { headers } = await app.request(video);
    const etag = headers.get("etag") ?? "";
    const lastModified = headers.get("last-modified") ?? "";
    for (const ifRange of [etag, lastModified]) {
      const res = await app.request(video, { headers: { range: "bytes=10-19", "if-range": ifRange } });
      expect(res.status, ifRange).toBe(206);
      expect(await bytesOf(res)).toEqual(VIDEO.subarray(10, 20));
    }
    for (const ifRange of ['"1-0"', `W/${etag}`, new Date(Date.parse(lastModified) - 1000).toUTCString(), "junk"]) {
      const res = await app.request(video, { headers: { range: "bytes=10-19", "if-range": ifRange } });
      expect(res.status, ifRange).toBe(200);
      expect(res.headers.get("content-range")).toBeNull();
      expect(await bytesOf(res)).toEqual(VIDEO);
    }
  });

  const corpusDir = process.env.SECURITY_CORPORA_DIR ?? join(new URL("../../../..", import.meta.url).pathname, "shared/corpora");
  const corpus = join(corpusDir, "traversal.txt");
  const lines = existsSync(corpus) ? readFileSync(corpus, "utf8").split("\n").filter((line) => line.length > 0) : [];
  if (lines.length === 0) console.warn(`Skipping the traversal corpus: ${corpus} is absent (set SECURITY_CORPORA_DIR).`);

  it.skipIf(lines.length === 0)("lets none of the traversal corpus escape the root", async () => {
    const passwd = existsSync("/etc/passwd") ? readFileSync("/etc/passwd", "utf8").split("\n")[0] ?? "root:" : "root:";
    const escapes: string[] = [];
    for (const line of lines) {
      let res: Response;
      try {
        res = await app.request(`/getFile/${line}`);
      } catch {
        continue; // a URL the platform itself refuses never reaches the handler
      }
      const body = await res.text();
      if (![400, 403, 404].includes(res.status) || body.includes(SENTINEL) || body.includes(passwd)) {
        escapes.push(`${res.status} ${line}`);
      }
    }
    expect(escapes).toEqual([]);
    expect(lines.length).toBeGreaterThan(100);
  });
});
