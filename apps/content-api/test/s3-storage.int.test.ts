import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { seedIfEmpty } from "../src/seed";
import { type FileStorage, putMissing, readStored } from "../src/storage";
import { s3Storage } from "../src/storage/s3";
import { folderArchive } from "./archives";
import { type TestS3, startS3 } from "./s3-server";
import { fixtureContentDir } from "./targets";

const token = "s".repeat(8) + "0123456789abcdef0123456789abcdef";
/** A "video" of 100 bytes, each its own offset, so any slice shows where it came from. */
const VIDEO = new Uint8Array(Array.from({ length: 100 }, (_, offset) => offset));
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

function storageOf(s3: TestS3, prefix = ""): FileStorage {
  return s3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix,
  });
}

describe("files in an S3-compatible bucket (s3rver)", () => {
  let s3: TestS3;
  let storage: FileStorage;
  const dataDir = mkdtempSync(join(tmpdir(), "content-api-s3-db-"));
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    s3 = await startS3();
    storage = storageOf(s3, "site/");
    await storage.check();
    await storage.put("videos/tour.mp4", VIDEO);
    await storage.put("images/logo.svg", new TextEncoder().encode(SVG));
    await storage.put("documents/spec sheet.pdf", new TextEncoder().encode("%PDF-1.4 test"));
    handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.migrate();
    app = createApp({ db: handle.db, storage, adminToken: token });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores, lists, reads and deletes under its prefix", async () => {
    expect((await storage.list()).sort()).toEqual(["documents/spec sheet.pdf", "images/logo.svg", "videos/tour.mp4"]);
    expect(await storageOf(s3).list()).toEqual(expect.arrayContaining(["site/videos/tour.mp4"]));
    await storage.put("scratch/a.txt", new TextEncoder().encode("one"));
    await storage.put("scratch/a.txt", new TextEncoder().encode("two"));
    expect(new TextDecoder().decode((await readStored(storage, "scratch/a.txt")) ?? new Uint8Array())).toBe("two");
    await storage.delete("scratch/a.txt");
    expect(await storage.stat("scratch/a.txt")).toBeNull();
    expect(await storage.get("scratch/a.txt")).toBeNull();
    await storage.delete("scratch/a.txt");
  });

  it("serves a stored file with its type, ETag, long caching and nosniff", async () => {
    const res = await app.request("/getFile/documents/spec%20sheet.pdf");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("%PDF-1.4 test");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe("13");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d{6,}/);
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers.get("last-modified")).toMatch(/GMT$/);
  });

  it("answers a cache holding the file with 304, by ETag or by date", async () => {
    const first = await app.request("/getFile/videos/tour.mp4");
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    const byTag = await app.request("/getFile/videos/tour.mp4", { headers: { "if-none-match": etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe("");
    const byDate = await app.request("/getFile/videos/tour.mp4", { headers: { "if-modified-since": lastModified } });
    expect(byDate.status).toBe(304);
    const other = await app.request("/getFile/videos/tour.mp4", { headers: { "if-none-match": '"another"' } });
    expect(other.status).toBe(200);
  });

  it("serves one byte range with 206, a range past the end with 416, and HEAD without a body", async () => {
    const part = await app.request("/getFile/videos/tour.mp4", { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/100");
    expect(part.headers.get("content-length")).toBe("10");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const suffix = await app.request("/getFile/videos/tour.mp4", { headers: { range: "bytes=-5" } });
    expect([...new Uint8Array(await suffix.arrayBuffer())]).toEqual([95, 96, 97, 98, 99]);
    const beyond = await app.request("/getFile/videos/tour.mp4", { headers: { range: "bytes=100-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */100");
    const head = await app.request("/getFile/videos/tour.mp4", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("100");
    expect(await head.text()).toBe("");
  });

  it("never lets an SVG render inline, and refuses bad paths and missing files", async () => {
    const res = await app.request("/getFile/images/logo.svg");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect((await app.request("/getFile/images/none.svg")).status).toBe(404);
    expect((await app.request("/getFile/images/a%00.svg")).status).toBe(400);
    expect((await app.request("/getFile/.hidden/logo.svg")).status).toBe(400);
    expect((await app.request("/getFile/images/logo.html")).status).toBe(404);
  });

  it("takes the demo's files when the bucket lacks them, and leaves those it has", async () => {
    await storage.put("news/a.svg", new TextEncoder().encode("replaced by an import"));
    const put = await putMissing(storage, join(fixtureContentDir, "files"));
    expect(put).toBeGreaterThan(10);
    expect(new TextDecoder().decode((await readStored(storage, "news/a.svg")) ?? new Uint8Array())).toBe("replaced by an import");
    expect(await putMissing(storage, join(fixtureContentDir, "files"))).toBe(0);
    expect((await app.request("/getFile/documents/helios-6-datasheet.pdf")).status).toBe(200);
  }, 60_000);

  it("seeds, imports through the admin endpoint and exports, with every file in the bucket", async () => {
    const seeded = await seedIfEmpty(handle.db, { contentDir: fixtureContentDir, storage });
    expect(seeded?.failed).toEqual([]);
    const res = await app.request("/admin/content/import", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip" },
      body: new Uint8Array(await folderArchive(fixtureContentDir)),
    });
    const { data } = (await res.json()) as { data: { failed: unknown[]; created: string[] } };
    expect(data).toMatchObject({ failed: [], created: [] });
    // The import put its own copy of the picture back over the one replaced above.
    const picture = await app.request("/getFile/news/a.svg");
    expect(await picture.text()).toContain("<svg");
    const exported = await app.request("/admin/content/export", { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.parse(exported.headers.get("x-content-export") ?? "{}")).toMatchObject({ missingFiles: [] });
  }, 120_000);
});
