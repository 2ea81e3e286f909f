// The bytes a page costs to load: its first-load JavaScript (every script a
// modern browser downloads for it, module/async scripts, `nomodule` polyfills
// excluded) and its own document (markup and inline page data), gzip bytes.
// The compile hint at the top of a built chunk (scripts/standalone.mjs) is a
// comment, not code: its bytes are counted apart, and reported. So is a font
// inside the document (the Burmese pages' face, packages/site/src/burmese-fonts.ts):
// it is the font file a page would otherwise fetch, budgeted as one.
import { request } from "node:http";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { BROTLI_OPTIONS } from "../../packages/edition-server/src/document-compression.mjs";
import { COMPILE_HINT } from "../../scripts/compile-hint.mjs";
import { documentShares, staticTwin } from "./twin.mjs";

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

const embeddedFont = /data:font\/woff2;base64,([A-Za-z0-9+/=]+)/g;

/**
 * The document without the fonts inside it (each `data:` font's payload taken out, wherever it is repeated),
 * and the bytes of those fonts, each counted once as the file it is.
 */
export function withoutEmbeddedFonts(html) {
  const fonts = new Set([...html.matchAll(embeddedFont)].map((match) => match[1]));
  const fontBytes = [...fonts].reduce((sum, payload) => sum + Buffer.from(payload, "base64").length, 0);
  return { html: html.replace(embeddedFont, "data:font/woff2;base64,"), fontBytes };
}

/**
 * `{ status, encoding, body }`: the answer as the server sends it to a browser that accepts brotli
 * and gzip, redirects not followed, its body still compressed.
 */
function fetchServed(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...pageHeaders, "accept-encoding": "br, gzip" } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, encoding: res.headers["content-encoding"] ?? "identity", body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body };

/**
 * The document (fonts inside it taken out, as for its other shares) and its markup alone,
 * compressed the way the edition compresses them (brotli, `document-compression.mjs`): what
 * the page data adds on the wire is the difference, much of it repeating what the markup says.
 */
function wireShares(html) {
  const compressed = (text) => brotliCompressSync(Buffer.from(text), BROTLI_OPTIONS).length;
  return { document: compressed(html), markup: compressed(staticTwin(html)) };
}

const pageHeaders = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36", "accept-language": "en" };

/**
 * `{ status, bytes, hintBytes, scripts, documentBytes, fontBytes, shares, served }` for one page: `bytes` its scripts' code,
 * `hintBytes` what their compile hints add, `fontBytes` the fonts inside its document, counted apart from
 * `documentBytes` and `shares`; the byte counts are null unless the page answered 200.
 */
export async function pageBytes(origin, path) {
  const res = await fetchServed(`${origin}${path}`);
  if (res.status !== 200) return { status: res.status, bytes: null, hintBytes: null, scripts: 0, documentBytes: null, fontBytes: null, shares: null, served: null };
  const decode = decoders[res.encoding];
  if (!decode) throw new Error(`${origin}${path} came in an encoding the bench does not read: ${res.encoding}`);
  const answer = decode(res.body).toString("utf8");
  const { html, fontBytes } = withoutEmbeddedFonts(answer);
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
  return {
    status: 200,
    bytes,
    hintBytes,
    scripts: sources.size,
    documentBytes,
    fontBytes,
    shares: { ...documentShares(html), wire: wireShares(html) },
    served: { encoding: res.encoding, bytes: res.body.length },
  };
}
