import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Agent, type Dispatcher, RetryAgent } from "undici";
import { BodyTooLargeError, bodyRefusal, expectsContinue, undeclaredLength, upTo } from "@repo/server-kit/framing";
import { unambiguousPath } from "@repo/server-kit/paths";

/** Headers of one connection, never passed on in either direction (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "host",
]);

/**
 * Request headers answered here and not passed on: `Expect`, whose `100 Continue` this hop sends
 * once it has checked the request (the pool refuses a request that expects one, which answered
 * every such request 503 while the API was up).
 */
const ANSWERED_HERE = new Set(["expect"]);

/** Headers that describe how the edition routed a request, never the visitor's business. */
const INTERNAL = /^x-middleware-|^x-nextjs-|^x-powered-by$/;

/** Methods whose repetition changes nothing, so a request that lost its connection before any answer may be sent again. */
const IDEMPOTENT = ["GET", "HEAD", "OPTIONS"];

/** Failures of a connection, before or while the request went out; no answer was read. */
const CONNECTION_LOST = [
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ENOTFOUND",
  "ETIMEDOUT",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
];

export interface ForwarderOptions {
  /** The content API's origin (`CONTENT_API_URL`). */
  target: string;
  /** The pool requests go through (`contentApiPool()`). */
  dispatcher: Dispatcher;
  /** A body declared larger than this is refused here, without reaching the content API. */
  maxBodyBytes?: number;
  /** Headers every answer carries (the edition's security headers) where the API's answer has none of that name. */
  defaultHeaders?: readonly { key: string; value: string }[];
  /** Told of a request the content API gave no answer to (the visitor gets a 503); unset, it is logged. */
  onFailure?: (error: unknown, path: string) => void;
}

/**
 * A pool of keep-alive connections (undici) that sends a GET, HEAD or OPTIONS
 * again, on a fresh connection, when its connection was lost before any byte
 * of the answer came back: the content API closed an idle connection, or one
 * whose last request it refused, just as the pool reused it. One visitor's
 * request then never fails for what happened on that connection before it.
 * The API's own answers, errors included, are never retried.
 */
export function contentApiPool({ timeoutMs = 30_000 } = {}): Dispatcher {
  const pool = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connect: { timeout: 5_000 } });
  return new RetryAgent(pool, {
    maxRetries: 2,
    minTimeout: 10,
    maxTimeout: 200,
    timeoutFactor: 4,
    methods: IDEMPOTENT,
    statusCodes: [],
    errorCodes: CONNECTION_LOST,
  });
}

function envelope(res: ServerResponse, code: number, msg: string, closeConnection = false): void {
  const body = JSON.stringify({ code, msg, data: null });
  res.writeHead(code, {
    "x-content-type-options": "nosniff",
    "content-type": "application/json; charset=UTF-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(closeConnection ? { connection: "close" } : {}),
  });
  res.end(body);
}

/** The request headers the content API sees: the visitor's, minus the connection's own. */
function upstreamHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !ANSWERED_HERE.has(name)) headers[name] = value;
  }
  return headers;
}

/**
 * Forwards `/api/*` and `/getFile/*` to the content API through `dispatcher`.
 * The answer goes back as the API gave it, minus connection headers and
 * internal ones. Refused here: a path that reads otherwise once decoded
 * (`/api/%2e%2e/admin`, which the API resolves to `/admin`), 404; a body
 * declared over `maxBodyBytes`, and one sent in chunks once more than that has
 * come, 413.
 */
export function contentApiForwarder({
  target,
  dispatcher,
  maxBodyBytes = 64 * 1024,
  defaultHeaders = [],
  onFailure,
}: ForwarderOptions) {
  const origin = new URL(target).origin;

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    // Not the API's business: nothing is sent on, whatever the API would make of it.
    if (!unambiguousPath(path)) return envelope(res, 404, "No such path", !req.complete);
    const refused = bodyRefusal(req, { maxBytes: maxBodyBytes, undeclared: "count" });
    // Refused unread: the connection cannot carry another request after this body, so it closes.
    if (refused) return envelope(res, refused.status, refused.message, true);
    if (expectsContinue(req)) res.writeContinue();
    const declared = Number(req.headers["content-length"] ?? 0);
    const chunked = undeclaredLength(req);
    const hasBody = !IDEMPOTENT.includes(method) && (declared > 0 || chunked);
    let tooLarge = false;
    const body = chunked
      ? Readable.from(
          (async function* () {
            try {
              yield* upTo(req, maxBodyBytes);
            } catch (error) {
              if (error instanceof BodyTooLargeError) tooLarge = true;
              throw error;
            }
          })(),
        )
      : req;
    const abort = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) abort.abort();
    });

    let answer: Dispatcher.ResponseData;
    try {
      answer = await dispatcher.request({
        origin,
        path: req.url ?? "/",
        method,
        headers: upstreamHeaders(req),
        body: hasBody ? body : null,
        signal: abort.signal,
      });
    } catch (error) {
      if (tooLarge && !res.headersSent) return envelope(res, 413, new BodyTooLargeError(maxBodyBytes).message, true);
      if (abort.signal.aborted || res.headersSent) return void res.destroy();
      if (onFailure) onFailure(error, req.url ?? "/");
      else console.error(`Forwarding ${method} ${req.url?.slice(0, 200)} to the content API failed:`, (error as Error).message);
      return envelope(res, 503, "The content service is unavailable; try again shortly", !req.complete);
    }

    res.statusCode = answer.statusCode;
    for (const { key, value } of defaultHeaders) res.setHeader(key, value);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && !INTERNAL.test(name)) res.setHeader(name, value);
    }
    // The API answered before reading the whole body (a refused post): the rest of it
    // cannot be told from a next request, so this connection ends with the answer.
    if (hasBody && !req.complete) res.setHeader("connection", "close");
    try {
      await pipeline(answer.body, res);
    } catch {
      // The visitor left, or the API broke off mid-answer: nothing more can be said on this connection.
      res.destroy();
    }
  }

  return forward;
}
