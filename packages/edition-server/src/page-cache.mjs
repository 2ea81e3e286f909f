// @ts-check
import Negotiator from "negotiator";
import onHeaders from "on-headers";
/**
 * A short-lived copy of each page answer, kept in the edition's own process.
 *
 * Next.js keeps a rendered page in its cache, but still spends work on every
 * answer: it hashes the whole page for its ETag, turns it into bytes and gzips
 * it again. For a 200 KB home page that is most of an answer's CPU, so a busy
 * edition served directly (no CDN or nginx in front) runs out of CPU long
 * before it runs out of pages. This keeps the finished answer (headers and the
 * compressed bytes) for about a second and sends it as it is to the next
 * requests for the same URL, encoding, host and scheme. The encoding is the one
 * the compression in front of Next.js chooses for the request's
 * `Accept-Encoding`, not the header as sent: browsers that word it differently
 * share one copy, and a visitor who varies it makes no new one.
 *
 * It keeps only what any shared cache may keep: a `200` to a `GET` whose
 * `Cache-Control` has `s-maxage` and no `private`, `no-store` or `no-cache`,
 * with no `Set-Cookie`. A request carrying a header the answer varies on
 * (the RSC headers of client navigation), a conditional or ranged request,
 * credentials, or a path `bypass` names goes to Next as before. A successful
 * purge (`POST /revalidate`) empties it at once, so a revalidated page is
 * never older here than in Next's own cache. When an answer expires, the next
 * request renders the page again while the others still get the old answer,
 * for at most `staleMs`: a page rendered per request (a list with its query)
 * costs one render per second under any load, not one per waiting visitor.
 */

/** Response headers that belong to one connection or one answer, not to the page. */
const PER_ANSWER = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);
/** Request headers that make an answer the visitor's own, or a part of a page. */
const PERSONAL = ["authorization", "if-none-match", "if-modified-since", "range"];

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {(req: Request, res: Response) => unknown} Handler
 * @typedef {{ expires: number; headers: import("node:http").OutgoingHttpHeaders; body: Buffer; vary: string[] }} Entry a kept answer; `headers` are those a hit sends
 * @typedef {Handler & { clear(): void; readonly size: number; readonly bytes: number }} PageCache the wrapped handler, with the count and bytes of the answers it keeps
 * @typedef {object} PageCacheOptions
 * @property {number} [ttlMs] how long an answer is reused (1 s: a page is at most that much older than Next's copy)
 * @property {number} [staleMs] past `ttlMs`, how long an answer is still sent while one request renders the page again
 *   (so a busy page's expiry costs one render, not one per request waiting)
 * @property {number} [maxBytes] the memory all kept answers may take together
 * @property {number} [maxEntryBytes] a larger answer is never kept
 * @property {(path: string) => boolean} [bypass] paths always answered by the handler
 * @property {string} [purgePath] the path whose successful POST empties the cache
 * @property {string[]} [keyHeaders] request headers an answer may depend on without saying so in
 *   `Vary`, kept apart by their values (besides the encoding negotiated): the site's name, and
 *   whether the visitor came over https (the config's `Strict-Transport-Security` rule matches on it)
 * @property {() => number} [now] the clock
 */

/** The encodings the edition compresses with, most preferred first, as the `compression` middleware negotiates them. */
const ENCODINGS = ["br", "gzip", "deflate", "identity"];
const PREFERRED = ["br", "gzip"];

/**
 * The encoding an answer to this request should go out in (`identity` when none is acceptable).
 * @param {Request} req
 */
export function negotiatedEncoding(req) {
  if (req.headers["accept-encoding"] === undefined) return "identity";
  // negotiator 1 takes the preferred order as an option (its published types still describe 0.6).
  const negotiator = /** @type {{ encoding(available: string[], options: { preferred: string[] }): string | undefined }} */ (
    /** @type {unknown} */ (new Negotiator(req))
  );
  return negotiator.encoding(ENCODINGS, { preferred: PREFERRED }) ?? "identity";
}

/** @param {import("node:http").OutgoingHttpHeader | undefined} value */
function headerText(value) {
  return Array.isArray(value) ? value.join(", ") : String(value ?? "");
}

/**
 * Whether a `Cache-Control` lets a shared cache keep the answer: `s-maxage`, and no `private`, `no-store` or `no-cache`.
 * @param {import("node:http").OutgoingHttpHeader | undefined} cacheControl
 */
export function sharedCacheMayKeep(cacheControl) {
  const directives = headerText(cacheControl).toLowerCase();
  return /\bs-maxage=\d+/.test(directives) && !/\b(private|no-store|no-cache)\b/.test(directives);
}

/**
 * Wraps a request handler with the page cache.
 * @param {Handler} handler
 * @param {PageCacheOptions} [options]
 * @returns {PageCache}
 */
export function withPageCache(handler, options = {}) {
  const {
    ttlMs = 1_000,
    staleMs = 5_000,
    maxBytes = 64 * 1024 * 1024,
    maxEntryBytes = 2 * 1024 * 1024,
    bypass = () => false,
    purgePath = "/revalidate",
    keyHeaders = ["host", "x-forwarded-proto"],
    now = Date.now,
  } = options;
  /** @type {Map<string, Entry>} oldest first */
  const entries = new Map();
  /** @type {Set<string>} keys whose expired answer one request is rendering again */
  const refreshing = new Set();
  let bytes = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }

  /** @param {string} key @param {Entry} entry */
  function keep(key, entry) {
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function clear() {
    entries.clear();
    bytes = 0;
  }

  /** @param {Request} req @param {Response} res */
  function purgeWhenDone(req, res) {
    res.on("finish", () => {
      if (res.statusCode >= 200 && res.statusCode < 300) clear();
    });
    return handler(req, res);
  }

  /** @param {Request} req @param {Response} res @param {string} key */
  function answerAndMaybeKeep(req, res, key) {
    /** @type {Buffer[] | null} null once the answer cannot be kept */
    let chunks = [];
    let size = 0;
    /** @type {import("node:http").OutgoingHttpHeaders | null} the headers as they go out, when the answer may be kept */
    let sent = null;
    const write = res.write;
    const end = res.end;

    // Decided when the headers go out, after every inner handler has set its own.
    onHeaders(res, () => {
      if (res.statusCode === 200 && res.getHeader("set-cookie") === undefined && sharedCacheMayKeep(res.getHeader("cache-control"))) {
        sent = res.getHeaders();
      } else chunks = null;
    });

    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (!chunks) return;
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      if (size > maxEntryBytes) chunks = null;
      else chunks.push(buffer);
    };

    res.write = /** @type {Response["write"]} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      }
    );
    res.end = /** @type {Response["end"]} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      }
    );

    res.on("finish", () => {
      // An answer that may not be kept also ends the one it would have replaced.
      if (!chunks || !sent) return drop(key);
      const headers = { ...sent };
      const vary = headerText(headers.vary)
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name && name !== "accept-encoding");
      // An answer that varies on everything, or on a header this request carried, is not the plain page.
      if (vary.includes("*") || vary.some((name) => req.headers[name] !== undefined)) return;
      for (const name of PER_ANSWER) delete headers[name];
      const body = Buffer.concat(chunks);
      // The headers a hit sends, ready as they are.
      Object.assign(headers, { "content-length": body.length, "x-page-cache": "hit" });
      keep(key, { expires: now() + ttlMs, headers, body, vary });
    });
    return handler(req, res);
  }

  /** @param {Request} req @param {Response} res */
  const answer = (req, res) => {
    const url = req.url ?? "/";
    const path = url.split("?", 1)[0] ?? "/";
    if (req.method === "POST" && path === purgePath) return purgeWhenDone(req, res);
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      bypass(path) ||
      PERSONAL.some((name) => req.headers[name] !== undefined)
    ) {
      return handler(req, res);
    }

    // The compression behind this sees the one encoding chosen here, so a kept answer is in the encoding its key names.
    const encoding = negotiatedEncoding(req);
    req.headers["accept-encoding"] = encoding;
    const key = [url, encoding, ...keyHeaders.map((name) => req.headers[name] ?? "")].join("\n");
    const entry = entries.get(key);
    if (entry && entry.vary.some((name) => req.headers[name] !== undefined)) return handler(req, res);
    if (entry) {
      const overdue = now() - entry.expires;
      if (overdue < 0 || (overdue < staleMs && refreshing.has(key))) {
        res.writeHead(200, entry.headers);
        res.end(req.method === "HEAD" ? undefined : entry.body);
        return;
      }
      if (overdue >= staleMs) drop(key);
      else if (req.method === "GET") {
        // One request renders the page again; the others get the answer it replaces meanwhile.
        refreshing.add(key);
        res.on("close", () => refreshing.delete(key));
      }
    }

    // Only a GET's answer has the body a later GET or HEAD needs.
    return req.method === "GET" ? answerAndMaybeKeep(req, res, key) : handler(req, res);
  };

  return /** @type {PageCache} */ (
    Object.defineProperties(answer, {
      clear: { value: clear },
      size: { get: () => entries.size },
      bytes: { get: () => bytes },
    })
  );
}
