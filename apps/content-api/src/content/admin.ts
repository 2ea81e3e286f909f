import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Hono } from "hono";
import { type ReadEntry, create, extract } from "tar";
import { contentFolders, contentSingletons } from "@repo/api-client/content-files";
import type { Database } from "../db/client";
import { fail, ok } from "../envelope";
import { exportContent } from "./export";
import { importContent } from "./import";

/** Archives may hold no more entries than this: a content folder of the demo's size has a few hundred. */
const MAX_ENTRIES = 50_000;

/** The archive types an import takes: a gzip'd tar (`tar -czf`), or a plain one. */
const archiveTypes = /^application\/(gzip|x-gzip|x-tar|x-gtar|octet-stream)\s*(;|$)/i;

/** Why an archive was refused, said to whoever sent it. */
class ArchiveRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The relative path an archive entry names, or an `ArchiveRefused`: absolute
 * paths, drive letters, backslashes, control characters and `..` segments are
 * refused outright (not skipped), so a crafted archive fails loudly instead of
 * importing part of itself. `./` segments, as `tar -C dir .` writes, are dropped.
 */
export function entryPathOf(raw: string): string {
  if (raw.startsWith("/") || /^[a-z]:/i.test(raw)) throw new ArchiveRefused(400, `The archive names an absolute path: ${JSON.stringify(raw)}`);
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char === "\\")) {
    throw new ArchiveRefused(400, `The archive names a path with a backslash or control character: ${JSON.stringify(raw)}`);
  }
  const segments = raw.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) throw new ArchiveRefused(400, `The archive names a path outside its folder: ${JSON.stringify(raw)}`);
  return segments.join("/");
}

/** Counts the bytes of a request body, failing past `limit`. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new ArchiveRefused(413, `The archive is larger than ${limit} bytes (CONTENT_IMPORT_MAX_BYTES)`));
      else done(null, chunk);
    },
  });
}

/**
 * Unpacks an archive into `dir`: regular files and folders only (a link, device
 * or FIFO refuses the whole archive), at most `limit` bytes unpacked too, so a
 * small archive cannot expand into a full disk.
 */
async function unpack(body: Readable, dir: string, limit: number): Promise<void> {
  // Set from the filter's callbacks: a holder, so the checks after the pipeline see it.
  const found: { refusal: ArchiveRefused | null } = { refusal: null };
  let unpacked = 0;
  let entries = 0;
  const refuse = (error: ArchiveRefused) => {
    found.refusal ??= error;
    return false;
  };
  const filter = (path: string, entry: ReadEntry | { type?: string; size?: number }) => {
    if (found.refusal) return false;
    let relative: string;
    try {
      relative = entryPathOf(path);
    } catch (error) {
      return refuse(error as ArchiveRefused);
    }
    const type = "type" in entry ? entry.type : undefined;
    if (type !== "File" && type !== "OldFile" && type !== "Directory") {
      return refuse(new ArchiveRefused(400, `The archive holds ${type ?? "an entry"} ${JSON.stringify(path)}: only files and folders are taken`));
    }
    if (++entries > MAX_ENTRIES) return refuse(new ArchiveRefused(413, `The archive holds more than ${MAX_ENTRIES} entries`));
    unpacked += ("size" in entry ? entry.size : 0) ?? 0;
    if (unpacked > limit) {
      return refuse(new ArchiveRefused(413, `The archive unpacks to more than ${limit} bytes (CONTENT_IMPORT_MAX_BYTES)`));
    }
    return relative !== "";
  };
  try {
    await pipeline(
      body,
      byteLimit(limit),
      extract({ cwd: dir, strict: true, filter, noChmod: true, preserveOwner: false, maxDecompressionRatio: 1000 }),
    );
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    if (found.refusal) throw found.refusal;
    throw new ArchiveRefused(400, `The body is not a tar or tar.gz archive of a content folder: ${(error as Error).message}`);
  }
  if (found.refusal) throw found.refusal;
}

const topLevelNames = new Set<string>(["files", ...Object.keys(contentFolders), ...Object.keys(contentSingletons)]);

/**
 * The content folder inside an unpacked archive: the archive's root, or the one
 * folder it holds when it was packed with its folder's name (`tar -czf c.tgz my-content`).
 */
async function contentRootOf(dir: string): Promise<string> {
  const names = await readdir(dir, { withFileTypes: true });
  const [only] = names;
  if (names.length === 1 && only?.isDirectory() && !topLevelNames.has(only.name)) return join(dir, only.name);
  return dir;
}

export interface ContentAdminOptions {
  db: Database;
  /** The files root imports copy into and exports read from. */
  filesRoot: string;
  /** The largest archive an import takes, packed and unpacked (`CONTENT_IMPORT_MAX_BYTES`). */
  maxBytes: number;
  /** Called after an import that changed something: the read cache empties, the editions are told. */
  onChange: () => void;
}

/**
 * Imports and exports while the API runs, mounted at `/admin/content` behind the
 * admin token (so never by a browser's cookies):
 *
 * - `POST /admin/content/import`  a tar.gz of a content folder (FORMAT.md, its `files/` included):
 *                                  unpacked into a scratch folder, imported, answered with the report
 * - `GET  /admin/content/export`  a tar.gz of every stored item, singleton and file
 *
 * Imports run one at a time in a process; reads go on meanwhile, each item landing in its own transaction.
 */
export function contentAdminApp({ db, filesRoot, maxBytes, onChange }: ContentAdminOptions) {
  const admin = new Hono();
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  admin.post("/import", async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!archiveTypes.test(type)) {
      return fail(c, 415, "Send the content folder as a tar.gz archive (Content-Type: application/gzip)");
    }
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > maxBytes) return fail(c, 413, `The archive is larger than ${maxBytes} bytes (CONTENT_IMPORT_MAX_BYTES)`);
    const raw = c.req.raw.body;
    if (!raw) return fail(c, 400, "Send the archive as the request's body");

    const scratch = await mkdtemp(join(tmpdir(), "content-import-"));
    try {
      try {
        await unpack(Readable.fromWeb(raw as WebReadableStream<Uint8Array>), scratch, maxBytes);
      } catch (error) {
        if (error instanceof ArchiveRefused) return fail(c, error.status, error.message);
        throw error;
      }
      const root = await contentRootOf(scratch);
      const report = await oneAtATime(() => importContent(db, root, { filesRoot }));
      if (report.created.length || report.updated.length) onChange();
      return ok(c, report);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  admin.get("/export", async (c) => {
    const scratch = await mkdtemp(join(tmpdir(), "content-export-"));
    let handedOver = false;
    try {
      const report = await exportContent(db, scratch, { filesRoot });
      const names = await readdir(scratch);
      const archive = create({ gzip: true, cwd: scratch, portable: true }, names.length ? names : []);
      const cleanUp = () => void rm(scratch, { recursive: true, force: true });
      archive.on("end", cleanUp);
      archive.on("error", cleanUp);
      handedOver = true;
      const day = new Date().toISOString().slice(0, 10);
      return c.body(Readable.toWeb(Readable.from(archive)) as ReadableStream<Uint8Array>, 200, {
        "Content-Type": "application/gzip",
        "Content-Disposition": `attachment; filename="content-${day}.tar.gz"`,
        // What the CLI prints: counts, and the files the content names but storage lacks (the first hundred).
        "X-Content-Export": JSON.stringify({ ...report, missingFiles: report.missingFiles.slice(0, 100) }),
      });
    } finally {
      if (!handedOver) await rm(scratch, { recursive: true, force: true });
    }
  });

  return admin;
}
