// The bytes a page costs to load: its first-load JavaScript (every script a
// modern browser downloads for it, module/async scripts, `nomodule` polyfills
// excluded) and its own document (markup and inline page data), gzip bytes.
// The compile hint at the top of a built chunk (scripts/standalone.mjs) is a
// comment, not code: its bytes are counted apart, and reported.
import { gzipSync } from "node:zlib";
import { COMPILE_HINT } from "../../scripts/compile-hint.mjs";
import { documentShares } from "./twin.mjs";

const hintLine = Buffer.from(COMPILE_HINT);

const cache = new Map();

/** `{ code, hint }`: a script's gzip bytes without its compile hint, and what the hint adds to them. */
async function gzipBytes(url) {
  if (!cache.has(url)) {
    cache.set(
      url,
      fetch(url).then(async (res) => {
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        const body = Buffer.from(await res.arrayBuffer());
        const hinted = body.subarray(0, hintLine.length).equals(hintLine);
        const code = gzipSync(hinted ? body.subarray(hintLine.length) : body).length;
        return { code, hint: hinted ? gzipSync(body).length - code : 0 };
      }),
    );
  }
  return cache.get(url);
}

/**
 * `{ status, bytes, hintBytes, scripts, documentBytes, shares }` for one page: `bytes` its scripts' code,
 * `hintBytes` what their compile hints add; the byte counts are null unless the page answered 200.
 */
export async function pageBytes(origin, path) {
  const res = await fetch(`${origin}${path}`, {
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36", "accept-language": "en" },
    redirect: "manual",
  });
  if (res.status !== 200) return { status: res.status, bytes: null, hintBytes: null, scripts: 0, documentBytes: null, shares: null };
  const html = await res.text();
  const documentBytes = gzipSync(Buffer.from(html)).length;
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
    if (src) sources.add(new URL(src.replaceAll("&amp;", "&"), origin).toString());
  }
  let bytes = 0;
  let hintBytes = 0;
  for (const src of sources) {
    const { code, hint } = await gzipBytes(src);
    bytes += code;
    hintBytes += hint;
  }
  return { status: 200, bytes, hintBytes, scripts: sources.size, documentBytes, shares: documentShares(html) };
}
