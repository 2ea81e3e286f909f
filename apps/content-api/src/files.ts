import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { FILE_PREFIX } from "@repo/api-client/contract";

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

function plain(c: Context, status: 400 | 404, text: string) {
  return c.json({ code: status, msg: text, data: null }, status, { "Cache-Control": "no-store" });
}

/**
 * Serves `/getFile/<relative path>` from `root`: allowlisted types only,
 * resolved and re-checked through symlinks so nothing outside the root is
 * ever read; with `ETag`, long-lived caching and `nosniff`.
 */
export async function serveFile(c: Context, root: string): Promise<Response> {
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

  const base = resolve(root);
  const candidate = resolve(base, relative);
  if (!candidate.startsWith(base + sep)) return plain(c, 404, "No such file");
  let real: string;
  let realBase: string;
  try {
    [real, realBase] = await Promise.all([realpath(candidate), realpath(base)]);
  } catch {
    return plain(c, 404, "No such file");
  }
  if (!real.startsWith(realBase + sep)) return plain(c, 404, "No such file");
  const info = await stat(real).catch(() => null);
  if (!info?.isFile()) return plain(c, 404, "No such file");

  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    ETag: etag,
    "Cache-Control": `public, max-age=${CACHE_SECONDS}`,
    "X-Content-Type-Options": "nosniff",
    "Last-Modified": info.mtime.toUTCString(),
  };
  const name = relative.split("/").pop() ?? "file";
  if (activeTypes.has(extension)) {
    headers["Content-Disposition"] = `attachment; filename="${name.replace(/"/g, "")}"`;
    headers["Content-Security-Policy"] = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";
  } else if (extension === ".pdf") {
    headers["Content-Disposition"] = `inline; filename="${name.replace(/"/g, "")}"`;
  }

  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)) {
    return new Response(null, { status: 304, headers });
  }
  headers["Content-Length"] = String(info.size);
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(createReadStream(real)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: 200, headers });
}
