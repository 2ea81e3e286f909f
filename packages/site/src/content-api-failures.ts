/**
 * How the edition says the content API is failing: once per kind of failure
 * per minute, in one line naming `CONTENT_API_URL`, never a stack trace per
 * request. With the API down every page a visitor asks for fails the same way
 * several times (its menu, its SEO entries, its content, the error page's
 * menu); printed each time, the one fact an operator needs drowned in
 * hundreds of lines of stack traces.
 *
 * The log is one per process (`contentApiFailures()`): rendering (Next.js's
 * server bundle) and the edition's server (its own bundle) load this module
 * separately, and share the instance through a global symbol.
 */
import { serverEnv } from "./env";

/** What went wrong: the API could not be reached, took too long, or answered something a page cannot use. */
export type FailureKind = "unreachable" | "timeout" | "bad answer";

export interface ContentApiFailure {
  kind: FailureKind;
  /** The endpoint family (`news`, `navigation`: the first segment of the API path), or the edition's own use (`health`, `forwarding`). */
  family: string;
  /** The cause in a few words: `connect ECONNREFUSED 127.0.0.1:4000`, `500 Internal error`. */
  detail: string;
}

/** Network errors that mean "waited too long", as undici and Node name them. */
const TIMEOUT_CODES = new Set(["ETIMEDOUT", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);

type Link = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown; path?: unknown; msg?: unknown };

/** `value` when it is a string, else "". */
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** `error` and its causes, outermost first (a few deep: a cycle ends it). */
function chainOf(error: unknown): Link[] {
  const chain: Link[] = [];
  for (let link = error; link && typeof link === "object" && chain.length < 8; link = (link as Link).cause) {
    chain.push(link);
  }
  return chain;
}

/**
 * The content API's `ApiError` in `error`'s chain (by its shape: rendering's
 * copy of the class is not the server's), with a status of 500 or more; a
 * 4xx is the visitor's URL, not an outage.
 */
function apiErrorIn(chain: Link[]): { code: number; path: string; msg: string } | undefined {
  for (const link of chain) {
    if (link.name === "ApiError" && typeof link.code === "number" && typeof link.path === "string") {
      return link.code >= 500 ? { code: link.code, path: link.path, msg: text(link.msg) || text(link.message) } : undefined;
    }
  }
  return undefined;
}

/** The failure of a request that got no answer (a `fetch` or undici error), or undefined when `error` is not one. */
export function networkFailure(error: unknown, family: string): ContentApiFailure | undefined {
  const chain = chainOf(error);
  if (chain.length === 0) return undefined;
  const deepest = chain[chain.length - 1]!;
  const detail = (text(deepest.message) || text(deepest.code) || "no answer").slice(0, 200);
  const timedOut = chain.some((link) => link.name === "TimeoutError" || link.name === "AbortError" || TIMEOUT_CODES.has(text(link.code)));
  return { kind: timedOut ? "timeout" : "unreachable", family, detail };
}

/**
 * What `error` says about the content API, or undefined when it is not a
 * content API failure (a bug, a 404): those are logged as they are.
 */
export function classifyFailure(error: unknown): ContentApiFailure | undefined {
  const chain = chainOf(error);
  const api = apiErrorIn(chain);
  if (!api) return undefined;
  const family = api.path.replace(/^\/+/, "").split("/")[0] || "api";
  // The fetcher's own 503 for a request that got no answer carries the network error as its cause;
  // the API's own 503 (its database away) is an answer, and carries none.
  const cause = chain.find((link) => link.name === "ApiError")?.cause;
  if (api.code === 503 && cause) return networkFailure(cause, family);
  return { kind: "bad answer", family, detail: `${api.code} ${api.msg}`.slice(0, 200) };
}

/** Unreachable is the API as a whole; a timeout or a bad answer is one endpoint family's. */
export function failureKey({ kind, family }: ContentApiFailure): string {
  return kind === "unreachable" ? kind : `${kind} /${family}`;
}

/** The line that says `failure`, naming the setting to check. */
export function failureLine(failure: ContentApiFailure, apiUrl: string): string {
  const where = `CONTENT_API_URL=${apiUrl}`;
  switch (failure.kind) {
    case "unreachable":
      return `edition: the content API at ${where} does not answer (${failure.detail}); pages it has not given yet answer 503 with the error page, cached ones are served`;
    case "timeout":
      return `edition: the content API at ${where} took too long on /${failure.family} (${failure.detail})`;
    case "bad answer":
      return `edition: the content API at ${where} answered /${failure.family} with ${failure.detail}`;
  }
}

export interface RateLimitedLogOptions {
  /** Writes one line. */
  write: (line: string) => void;
  /** The window in which a key is written once, in ms. */
  windowMs?: number;
  /** Runs `task` after `ms`; the timer must not keep the process alive. */
  schedule?: (task: () => void, ms: number) => void;
}

/**
 * A log that writes a line of a key once per window and counts the rest: at
 * the end of a window that counted some, it writes the key's latest line once
 * more with the count, and starts another window. A failure that lasts writes
 * one line a minute; one that stops writes nothing more.
 */
export function rateLimitedLog({ write, windowMs = 60_000, schedule = (task, ms) => void setTimeout(task, ms).unref() }: RateLimitedLogOptions) {
  const open = new Map<string, { line: string; more: number }>();
  const close = (key: string) => {
    const entry = open.get(key);
    if (!entry) return;
    if (entry.more === 0) return void open.delete(key);
    write(`${entry.line} (${entry.more} ${entry.more === 1 ? "time" : "times"} in the last ${Math.round(windowMs / 1000)} s)`);
    entry.more = 0;
    schedule(() => close(key), windowMs);
  };
  return {
    /** Writes `line` unless a line of `key` was written in this window; returns whether it did. */
    note(key: string, line: string): boolean {
      const entry = open.get(key);
      if (entry) {
        entry.line = line;
        entry.more++;
        return false;
      }
      open.set(key, { line, more: 0 });
      write(line);
      schedule(() => close(key), windowMs);
      return true;
    },
  };
}

/** The process's log of content API failures (see the module's comment). */
export interface ContentApiFailureLog {
  /** Notes `failure` (`apiUrl` defaults to the `CONTENT_API_URL` setting). */
  note(failure: ContentApiFailure, apiUrl?: string): void;
  /**
   * Notes `error` when it is a content API failure and returns true (an error
   * object is noted once, however many times it is logged); false otherwise.
   */
  report(error: unknown): boolean;
}

export function createFailureLog(options: RateLimitedLogOptions, apiUrl: () => string): ContentApiFailureLog {
  const log = rateLimitedLog(options);
  const noted = new WeakSet<object>();
  const note = (failure: ContentApiFailure, url = apiUrl()) => void log.note(failureKey(failure), failureLine(failure, url));
  return {
    note,
    report(error) {
      const failure = classifyFailure(error);
      if (!failure) return false;
      if (typeof error === "object" && error !== null) {
        if (noted.has(error)) return true;
        noted.add(error);
      }
      note(failure);
      return true;
    },
  };
}

const SHARED = Symbol.for("aurevo.content-api-failures");

/** The process's one log of content API failures, written to stderr. */
export function contentApiFailures(): ContentApiFailureLog {
  const shared = globalThis as Record<symbol, ContentApiFailureLog | undefined>;
  shared[SHARED] ??= createFailureLog({ write: (line) => console.error(line) }, () => serverEnv().CONTENT_API_URL);
  return shared[SHARED];
}
