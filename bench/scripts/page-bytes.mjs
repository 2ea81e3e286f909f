// The bytes a page costs to load: its first-load JavaScript (every script a
// modern browser downloads for it, module/async scripts, `nomodule` polyfills
// excluded) and its own document (markup and inline page data), gzip bytes.
import { gzipSync } from "node:zlib";
import { documentShares } from "./twin.mjs";

const cache = new Map();

async function gzipBytes(url) {
  if (!cache.has(url)) {
    cache.set(
      url,
      fetch(url).then(async (res) => {
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return gzipSync(Buffer.from(await res.arrayBuffer())).length;
      }),
    );
  }
  return cache.get(url);
}

/** `{ status, bytes, scripts, documentBytes, shares }` for one page; the byte counts are null unless the page answered 200. */
export async function pageBytes(origin, path) {
  const res = await fetch(`${origin}${path}`, {
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36", "accept-language": "en" },
    redirect: "manual",
  });
  if (res.status !== 200) return { status: res.status, bytes: null, scripts: 0, documentBytes: null, shares: null };
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
  for (const src of sources) bytes += await gzipBytes(src);
  return { status: 200, bytes, scripts: sources.size, documentBytes, shares: documentShares(html) };
}
