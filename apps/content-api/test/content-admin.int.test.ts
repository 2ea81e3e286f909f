import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { desc } from "drizzle-orm";
import { extract } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, apiPaths } from "@repo/api-client/contract";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { contentChanges } from "../src/db/schema";
import { seedIfEmpty } from "../src/seed";
import { folderArchive, rawArchive } from "./archives";
import { fixtureContentDir, scratchFilesRoot } from "./targets";

const token = "c".repeat(8) + "0123456789abcdef0123456789abcdef";
const admin = { authorization: `Bearer ${token}` };
const gzip = { "content-type": "application/gzip" };
const newsList = `${API_PREFIX}${apiPaths.getPressReleaseListByParam}?pageNum=1&pageSize=100`;

const newsItem = (slug: string, title: string, image = "news/live.svg") => ({
  slug,
  date: 1_780_000_000,
  image,
  translations: { english: { title, summary: "Imported while the API runs.", bodyHtml: "<p>Live.</p>", imageAlt: "A picture" } },
});
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#0a0"/></svg>';

/** A content folder holding one news item and its picture. */
function newsFolder(slug: string, title: string): string {
  const dir = mkdtempSync(join(tmpdir(), "content-admin-folder-"));
  mkdirSync(join(dir, "news"));
  mkdirSync(join(dir, "files", "news"), { recursive: true });
  writeFileSync(join(dir, "news", `${slug}.json`), JSON.stringify(newsItem(slug, title)));
  writeFileSync(join(dir, "files", "news", "live.svg"), svg);
  return dir;
}

describe("importing and exporting through the running API", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "content-api-content-admin-"));
  const files = scratchFilesRoot();
  const folders: string[] = [];
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let app: ReturnType<typeof createApp>;
  let writes = 0;

  const post = (body: Buffer | string, headers: Record<string, string> = { ...admin, ...gzip }) =>
    app.request("/admin/content/import", { method: "POST", headers, body: typeof body === "string" ? body : new Uint8Array(body) });

  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.migrate();
    await seedIfEmpty(handle.db, { contentDir: fixtureContentDir, filesRoot: files.path });
    app = createApp({
      db: handle.db,
      filesRoot: files.path,
      adminToken: token,
      responseCacheMs: 60_000,
      importMaxBytes: 64 * 1024,
      onWrite: () => (writes += 1),
    });
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    files.remove();
    for (const dir of [dataDir, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses without the admin token, with a wrong one, and with cookies alone", async () => {
    const archive = await folderArchive((folders[folders.length] = newsFolder("refused", "Refused")));
    for (const headers of [gzip, { ...gzip, authorization: "Bearer wrong-token-wrong-token-wrong-token" }, { ...gzip, cookie: `token=${token}; admin=${token}` }]) {
      const res = await post(archive, headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toMatchObject({ code: 401, data: null, msg: expect.stringMatching(/admin token/) });
    }
    const res = await app.request("/admin/content/export");
    expect(res.status).toBe(401);
    const list = await app.request(newsList);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain("Refused");
  });

  it("imports a news item with its picture, answers the report, serves both and records the change", async () => {
    const before = await app.request(newsList);
    expect(before.status).toBe(200);
    expect(JSON.stringify(await before.json())).not.toContain("Opened while running");
    const [lastChange] = await handle.db.select().from(contentChanges).orderBy(desc(contentChanges.id)).limit(1);
    const writesBefore = writes;

    const dir = newsFolder("opened-while-running", "Opened while running");
    folders.push(dir);
    const res = await post(await folderArchive(dir));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      code: 200,
      msg: "success",
      data: { created: ["news/opened-while-running.json"], updated: [], unchanged: [], failed: [] },
    });
    // The read cache (60 s here) is emptied by the import, so the list shows it at once.
    const after = await app.request(newsList);
    expect(JSON.stringify(await after.json())).toContain("Opened while running");
    const picture = await app.request("/getFile/news/live.svg");
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe(svg);

    const [change] = await handle.db.select().from(contentChanges).orderBy(desc(contentChanges.id)).limit(1);
    expect(change?.id).toBeGreaterThan(lastChange?.id ?? 0);
    expect(change?.tags).toEqual(expect.arrayContaining(["news", "home"]));
    expect(writes).toBe(writesBefore + 1);

    const again = await post(await folderArchive(dir));
    expect(((await again.json()) as { data: { unchanged: string[] } }).data.unchanged).toEqual(["news/opened-while-running.json"]);
  });

  it("takes an archive packed with its folder's name", async () => {
    const dir = newsFolder("packed-with-its-folder", "Packed with its folder");
    folders.push(dir);
    const parent = mkdtempSync(join(tmpdir(), "content-admin-parent-"));
    folders.push(parent);
    const archive = rawArchive([
      { path: "my-content/", type: "Directory" },
      { path: "my-content/news/packed-with-its-folder.json", body: readFileSync(join(dir, "news", "packed-with-its-folder.json")) },
      { path: "my-content/files/news/live.svg", body: svg },
    ]);
    const res = await post(archive);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { created: string[] } }).data.created).toEqual(["news/packed-with-its-folder.json"]);
  });

  it("reports files that fail validation, as the CLI did, and stores the rest", async () => {
    const archive = rawArchive([
      { path: "news/good-news.json", body: JSON.stringify(newsItem("good-news", "Good news", "news/live.svg")) },
      { path: "news/no-picture.json", body: JSON.stringify(newsItem("no-picture", "No picture", "news/absent.svg")) },
      { path: "news/broken.json", body: "{ not json" },
    ]);
    const res = await post(archive);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { created: string[]; failed: { file: string; problems: string[] }[] } };
    expect(data.created).toEqual(["news/good-news.json"]);
    expect(data.failed.map((failure) => failure.file).sort()).toEqual(["news/broken.json", "news/no-picture.json"]);
    expect(JSON.stringify(data.failed)).toContain("file not found: files/news/absent.svg");
  });

  it.each([
    ["a path out of the folder", [{ path: "../escape.json", body: "{}" }], /outside its folder/],
    ["a nested path out of the folder", [{ path: "news/../../escape.json", body: "{}" }], /outside its folder/],
    ["an absolute path", [{ path: "/tmp/escape.json", body: "{}" }], /absolute path/],
    ["a symbolic link", [{ path: "files/news/link.svg", type: "SymbolicLink" as const, linkpath: "/etc/passwd" }], /SymbolicLink/],
    ["a hard link", [{ path: "files/news/link.svg", type: "Link" as const, linkpath: "../../etc/passwd" }], /Link/],
  ])("refuses an archive with %s by a 400 envelope, importing nothing", async (_name, entries, message) => {
    const res = await post(rawArchive([{ path: "news/smuggled.json", body: JSON.stringify(newsItem("smuggled", "Smuggled")) }, ...entries]));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, data: null, msg: expect.stringMatching(message) });
    const list = await app.request(newsList);
    expect(JSON.stringify(await list.json())).not.toContain("Smuggled");
  });

  it("refuses what is not an archive, or not sent as one", async () => {
    const garbage = await post("this is not a tar archive at all, just text that goes on and on".repeat(20));
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/not a tar or tar.gz archive/) });
    const json = await post("{}", { ...admin, "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ code: 415, msg: expect.stringMatching(/tar.gz/) });
  });

  it("refuses an archive over CONTENT_IMPORT_MAX_BYTES, packed or unpacked, with 413", async () => {
    const random = Buffer.from(Array.from({ length: 80 * 1024 }, () => Math.floor(Math.random() * 256)));
    const packed = await post(rawArchive([{ path: "files/news/big.svg", body: random }]));
    expect(packed.status).toBe(413);
    expect(await packed.json()).toMatchObject({ code: 413, msg: expect.stringMatching(/CONTENT_IMPORT_MAX_BYTES/) });
    // Zeros pack into almost nothing: the unpacked size is bounded too.
    const bomb = rawArchive([{ path: "files/news/zeros.svg", body: Buffer.alloc(1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const unpacked = await post(bomb);
    expect(unpacked.status).toBe(413);
    expect(await unpacked.json()).toMatchObject({ code: 413, msg: expect.stringMatching(/unpacks to more than/) });
  });

  it("exports every stored item, singleton and file as a tar.gz that imports back unchanged", async () => {
    const res = await app.request("/admin/content/export", { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const report = JSON.parse(res.headers.get("x-content-export") ?? "{}") as { items: number; files: number; missingFiles: string[] };
    expect(report.items).toBeGreaterThan(20);
    expect(report.missingFiles).toEqual([]);
    const archive = Buffer.from(await res.arrayBuffer());

    const out = mkdtempSync(join(tmpdir(), "content-admin-export-"));
    folders.push(out);
    await new Promise<void>((resolve, reject) =>
      Readable.from(archive).pipe(extract({ cwd: out })).on("finish", resolve).on("error", reject),
    );
    expect(JSON.parse(readFileSync(join(out, "news", "opened-while-running.json"), "utf8"))).toMatchObject({ slug: "opened-while-running" });
    expect(readFileSync(join(out, "files", "news", "live.svg"), "utf8")).toBe(svg);

    const back = await post(archive);
    const { data } = (await back.json()) as { data: { created: string[]; updated: string[]; failed: unknown[]; unchanged: string[] } };
    expect(data).toMatchObject({ created: [], updated: [], failed: [] });
    expect(data.unchanged.length).toBe(report.items + 3);
  });
});
