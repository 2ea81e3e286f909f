import type { IncomingMessage, ServerResponse } from "node:http";
import sirv from "sirv";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Where Next.js serves the build's assets (scripts, stylesheets, fonts, images named by their content). */
export const BUILD_ASSETS_PATH = "/_next/static/";

/**
 * The build's assets sent from disk as they are: `scripts/standalone.mjs` compresses each one ahead
 * (brotli at its highest quality, and gzip), so an answer costs the server no compression and the
 * visitor fewer bytes than compressing on the fly can afford. Named by content, they are kept for a
 * year. A path the folder lacks, and any method but GET and HEAD, goes to `fallback` (Next.js).
 */
export function buildAssets(folder: string, fallback: Handler, headers: readonly { key: string; value: string }[]): Handler {
  const serve = sirv(folder, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    maxAge: 31_536_000,
    immutable: true,
    dotfiles: false,
    setHeaders: (res) => {
      for (const { key, value } of headers) res.setHeader(key, value);
    },
  });
  return (req, res) => {
    const url = req.url ?? "/";
    if ((req.method !== "GET" && req.method !== "HEAD") || !url.startsWith(BUILD_ASSETS_PATH)) return fallback(req, res);
    req.url = url.slice(BUILD_ASSETS_PATH.length - 1);
    serve(req, res, () => {
      req.url = url;
      void fallback(req, res);
    });
  };
}
