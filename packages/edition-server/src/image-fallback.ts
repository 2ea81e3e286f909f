import type { IncomingMessage, ServerResponse } from "node:http";
import pLimit from "p-limit";
import { holdAnswer } from "./held-answer";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The stored file an optimised-image request names (`/_next/image?url=/getFile/…`), if it names one. */
export function storedImageOf(url: string | undefined): string | null {
  const [path, query = ""] = (url ?? "").split(/\?(.*)/s, 2);
  if (path !== "/_next/image") return null;
  const source = new URLSearchParams(query).get("url");
  if (!source || !/^\/getFile\/[^?#\\]+$/.test(source) || source.split("/").includes("..")) return null;
  return source;
}

/**
 * Whether an optimised-image request names its picture by a local path Next.js
 * would answer with a 5xx. The optimiser fetches the path through the router,
 * and takes any redirect it meets for its own failure: a backslash
 * (`/a\b` → `/a/b`), a trailing or doubled slash, a `.` or `..` segment, or a
 * trailing space is redirected to another path; a `%` that starts no escape,
 * or escapes that spell no UTF-8 (`%c0%af`), cannot be decoded at all. A query or a fragment
 * (`/getFile/a.webp?x=1`) reaches the content API as another address, which the stored-file
 * fallback does not serve either: a failed fetch of it was Next.js's 500. No picture of the site
 * is named so; it is a bad request.
 */
export function refusedImageRequest(url: string | undefined): boolean {
  const [path, query = ""] = (url ?? "").split(/\?(.*)/s, 2);
  if (path !== "/_next/image") return false;
  const sources = new URLSearchParams(query).getAll("url");
  return sources.some(
    (source) =>
      source.startsWith("/") &&
      (source.includes("\\") ||
        /\/\/|\/$|\s$|[?#]/.test(source) ||
        source.split("/").some((segment) => segment === "." || segment === "..") ||
        !decodable(source)),
  );
}

/** Whether `path` decodes to text: an escape of bytes that are no UTF-8 (`%ED%A0%80`, a lone surrogate's) names no page. */
export function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export interface ImageFallbackOptions {
  /** How long a visitor waits for a picture being optimised for the first time before getting the stored file itself. */
  waitMs: number;
  /** Reads a stored file (`/getFile/…`) from the content API. */
  fetchStored: (path: string) => Promise<Response>;
  /** A stored file larger than this is worth the wait: the visitor gets the optimised picture. */
  maxOriginalBytes: number;
  /** Headers every answer of the edition carries. */
  headers: readonly { key: string; value: string }[];
  /**
   * How many pictures Next.js works on at once; later ones wait their turn, and one that waits
   * past `waitMs` gets the stored file and is not optimised then (a later request will be).
   */
  concurrency: number;
}

/**
 * A picture never waits long, nor fails, because it is being optimised for the
 * first time. Next.js makes each width and format of a picture on its first
 * request (seconds each for AVIF on a small server, more when a new page asks
 * for a dozen at once). When its answer has not started after `waitMs`, the
 * visitor gets the stored file as it is, not to be kept (`no-store`), while
 * Next.js finishes the optimised one into its cache for every later request.
 *
 * Optimising is the heaviest work the server does: a dozen pictures encoded
 * at once on a two-core server hold every page being rendered meanwhile for
 * seconds, whoever asked for them. So at most `concurrency` pictures are
 * worked on at a time, and a burst beyond that is answered with stored files.
 *
 * When Next.js fails a picture (a 5xx: its fetch of the file through the
 * router lost a kept-alive connection the content API had just closed, say),
 * the visitor gets the stored file in its place, through `fetchStored`, which
 * retries such a connection; the failure goes out only if that fails too.
 */
export function withImageFallback(handler: Handler, options: ImageFallbackOptions): Handler {
  const limit = pLimit(options.concurrency);
  return (req, res) => {
    const stored = req.method === "GET" ? storedImageOf(req.url) : null;
    if (!stored) return handler(req, res);

    const own = { setHeader: res.setHeader, removeHeader: res.removeHeader, writeHead: res.writeHead, end: res.end };
    let state: "waiting" | "optimised" | "failed" | "stored" = "waiting";

    /** Whether the visitor's answer is already decided: Next.js's picture, or the stored file. */
    const decided = () => state === "optimised" || state === "stored";
    /** Answers the visitor in Next.js's place, not to be kept: whatever Next.js does afterwards goes nowhere. */
    const sendInstead = (status: number, type: string, bytes: Buffer) => {
      state = "stored";
      for (const name of res.getHeaderNames()) own.removeHeader.call(res, name);
      const headers: [string, string | number][] = [
        ...options.headers.map(({ key, value }) => [key, value] as [string, string]),
        ["content-type", type],
        ["content-length", bytes.length],
        ["cache-control", "no-store"],
        ["vary", "Accept"],
      ];
      for (const [name, value] of headers) own.setHeader.call(res, name, value);
      own.writeHead.call(res, status);
      (own.end as (chunk: Buffer) => ServerResponse).call(res, bytes);
      // Whatever Next.js sets or sends from now on goes nowhere.
      res.setHeader = function (this: ServerResponse) {
        return this;
      };
      res.removeHeader = () => undefined;
    };
    /**
     * Sends the stored file in place of Next.js's answer, if it is a picture small enough; whether
     * it did. A file the content API says is not there (a 4xx) is no picture either: the visitor is
     * told so at once, rather than waiting behind every picture being optimised for Next.js to find
     * the same.
     */
    const sendStored = async (): Promise<boolean> => {
      const answer = await options.fetchStored(stored).catch(() => null);
      if (!answer) return false;
      const size = Number(answer.headers.get("content-length") ?? Number.NaN);
      const type = answer.headers.get("content-type") ?? "";
      if (!decided() && [400, 404, 410].includes(answer.status)) {
        await answer.body?.cancel();
        if (res.destroyed) return false;
        sendInstead(answer.status === 400 ? 400 : 404, "text/plain; charset=UTF-8", Buffer.from("The picture's address names no picture\n"));
        return true;
      }
      if (decided() || !answer.ok || !/^image\//.test(type) || !(size <= options.maxOriginalBytes)) {
        await answer.body?.cancel();
        return false;
      }
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (decided() || res.destroyed) return false;
      sendInstead(200, type, bytes);
      return true;
    };

    holdAnswer(req, res, {
      hold: () => {
        // Next.js has begun its answer: it is the one the visitor gets, unless it is a failure
        // (the optimiser lost its connection to the content API while fetching the picture, say).
        if (state === "waiting") state = res.statusCode >= 500 ? "failed" : "optimised";
        return state === "stored" || state === "failed";
      },
      finish: (body, _res, send) => {
        if (state === "failed") void sendStored().then((sent) => sent || decided() || send(body));
        else if (state !== "stored") send(body);
      },
    });

    const timer = setTimeout(() => {
      if (state === "waiting") void sendStored();
    }, options.waitMs);
    res.once("close", () => clearTimeout(timer));
    // Its turn, unless the stored file went out while it waited: it lasts while Next.js works on the
    // picture (after the stored file went out too), not while a slow visitor downloads it.
    return limit(async () => {
      if (state === "stored" || res.writableEnded || res.destroyed) return;
      await handler(req, res);
    });
  };
}
