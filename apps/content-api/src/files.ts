import { extname } from "node:path";
import type { Context } from "hono";
import { FILE_PREFIX } from "@repo/api-client/contract";
import type { ByteRange, FileStorage } from "./storage";

/**
 * The only types `/getFile/` serves, by extension. Anything else answers 404,
 * so a stray upload can never be served as something a browser runs.
 */
const contentTypes: Record<string, string> = {
  ".pdf": "application/pdf",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".txt": "text/plain; charset=utf-8",
};

/** Types a browser could run script in when opened directly: downloaded, and sandboxed if opened anyway. */
const activeTypes = new Set([".svg"]);

/** Thirty days: long enough for a CDN to carry the load, short enough that a replaced file shows up. */
const CACHE_SECONDS = 2_592_000;

export class BadFilePathError extends Error {}

/**
 * The relative path a `/getFile/` URL names, decoded once, or an error: NUL
 * bytes, malformed escapes, backslashes, absolute paths and `..` segments
 * are refused before the file system is touched.
 */
export function filePathOf(rawPathname: string): string {
  const encoded = rawPathname.slice(FILE_PREFIX.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    throw new BadFilePathError("malformed escape");
  }
  if (decoded.length === 0 || decoded.length > 1024) throw new BadFilePathError("bad length");
  if ([...decoded].some((char) => char.charCodeAt(0) < 0x20 || char === "\\") || decoded.includes("%")) throw new BadFilePathError("forbidden character");
  if (decoded.startsWith("/") || /^[a-z]:/i.test(decoded)) throw new BadFilePathError("absolute path");
  const segments = decoded.split("/");
  if (segments.some((segment) => segment === ".." || segment === "." || segment === "")) {
    throw new BadFilePathError("relative segment");
  }
  if (segments.some((segment) => segment.startsWith("."))) throw new BadFilePathError("hidden file");
  return decoded;
}

function plain(c: Context, status: 400 | 404 | 416, text: string, headers: Record<string, string> = {}) {
  return c.json({ code: status, msg: text, data: null }, status, { ...headers, "Cache-Control": "no-store" });
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2):
 * a range to answer 206 with, `"unsatisfiable"` for a 416, or `null` to answer the whole
 * file, which is what a header that is malformed, names another unit or asks for several
 * ranges gets. Players ask for one range at a time; a multipart answer would buy nothing,
 * and the whole file is a valid answer to any range request.
 */
export function byteRangeOf(header: string, size: number): ByteRange | "unsatisfiable" | null {
  const spec = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header);
  if (!spec) return null;
  const [, first = "", last = ""] = spec;
  if (first === "" && last === "") return null;
  if (first === "") {
    // A suffix: the last n bytes, all of them when n exceeds the size; none is unsatisfiable.
    const length = Number(last);
    return length === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  // A last position before the first is not a range at all (§14.1.1): ignored, like any malformed header.
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/** Whether an entity-tag list (`If-None-Match`) names `etag`, weakly compared as §13.1.2 asks. */
function listNames(list: string, etag: string): boolean {
  return list.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * Seconds since the epoch of an HTTP date, or null for anything else. Only the form every sender
 * must use (§5.6.7, as `Last-Modified` is sent): `Date.parse` alone reads "5" as a year.
 */
function secondsOf(date: string): number | null {
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(date.trim())) return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/**
 * Serves `/getFile/<relative path>` from storage (a folder or a bucket): allowlisted
 * types only, paths checked before storage is asked (and re-checked by a folder through
 * symlinks), so nothing outside it is ever read; with `ETag`, long-lived caching and
 * `nosniff`, conditional requests (304) and single byte ranges (206), so a video can be sought.
 */
export async function serveFile(c: Context, storage: FileStorage): Promise<Response> {
  const rawPathname = new URL(c.req.url).pathname;
  let relative: string;
  try {
    relative = filePathOf(rawPathname);
  } catch {
    return plain(c, 400, "Bad file path");
  }
  const extension = extname(relative).toLowerCase();
  const contentType = contentTypes[extension];
  if (!contentType) return plain(c, 404, "No such file");

  const info = await storage.stat(relative);
  if (!info) return plain(c, 404, "No such file");

  const { etag } = info;
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    ETag: etag,
    "Cache-Control": `public, max-age=${CACHE_SECONDS}`,
    "X-Content-Type-Options": "nosniff",
    "Last-Modified": info.modified.toUTCString(),
    "Accept-Ranges": "bytes",
  };
  const name = relative.split("/").pop() ?? "file";
  if (activeTypes.has(extension)) {
    headers["Content-Disposition"] = `attachment; filename="${name.replace(/"/g, "")}"`;
    headers["Content-Security-Policy"] = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";
  } else if (extension === ".pdf") {
    headers["Content-Disposition"] = `inline; filename="${name.replace(/"/g, "")}"`;
  }

  // Conditional requests, in the order of RFC 9110 §13.2.2: a cache holding this version hears 304.
  const modified = Math.floor(info.modified.getTime() / 1000);
  const ifNoneMatch = c.req.header("if-none-match");
  const ifModifiedSince = c.req.header("if-modified-since");
  const since = ifModifiedSince === undefined ? null : secondsOf(ifModifiedSince);
  if (ifNoneMatch !== undefined ? listNames(ifNoneMatch, etag) : since !== null && modified <= since) {
    return new Response(null, { status: 304, headers });
  }

  // Ranges are defined for GET alone (§14.2): HEAD describes the whole file. `If-Range` asks for the
  // range only if the file is still the version named, by strong ETag or exact date, else for all of it.
  const rangeHeader = c.req.method === "GET" ? c.req.header("range") : undefined;
  const ifRange = c.req.header("if-range");
  const current =
    ifRange === undefined || (ifRange.trim().startsWith('"') ? ifRange.trim() === etag : secondsOf(ifRange) === modified);
  const range = rangeHeader !== undefined && current ? byteRangeOf(rangeHeader, info.size) : null;
  if (range === "unsatisfiable") {
    return plain(c, 416, "Range not satisfiable", { "Accept-Ranges": "bytes", "Content-Range": `bytes */${info.size}` });
  }

  if (range) {
    const part = await storage.get(relative, range);
    // Gone between the look and the read (an import replacing it elsewhere): as if never there.
    if (!part) return plain(c, 404, "No such file");
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${info.size}`;
    headers["Content-Length"] = String(range.end - range.start + 1);
    return new Response(part, { status: 206, headers });
  }
  headers["Content-Length"] = String(info.size);
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  const stream = await storage.get(relative);
  if (!stream) return plain(c, 404, "No such file");
  return new Response(stream, { status: 200, headers });
}
