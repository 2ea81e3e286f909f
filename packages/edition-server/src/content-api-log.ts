// What the edition's server says about its content API: once at start when it does not answer,
// then at most once per kind of failure per minute (`@repo/site/content-api-failures`), instead
// of Next.js's stack trace for every error a page throws while it is down.
import {
  classifyFailure,
  contentApiFailures,
  networkFailure,
  type ContentApiFailure,
  type ContentApiFailureLog,
} from "@repo/site/content-api-failures";

/** What the content API's `/health` said: it answers, or how it failed. */
export type HealthAnswer = { ok: true } | { ok: false; failure: ContentApiFailure };

/** Asks the content API's own health check once, waiting at most `timeoutMs`. */
export async function askContentApiHealth(apiUrl: string, timeoutMs = 2_000): Promise<HealthAnswer> {
  try {
    const answer = await fetch(new URL("/health", apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
    // Read to the end, so the connection goes back to the pool.
    await answer.arrayBuffer().catch(() => undefined);
    if (answer.ok) return { ok: true };
    return { ok: false, failure: { kind: "bad answer", family: "health", detail: `${answer.status} ${answer.statusText}`.trim() } };
  } catch (error) {
    return { ok: false, failure: networkFailure(error, "health") ?? { kind: "unreachable", family: "health", detail: String(error) } };
  }
}

/**
 * The check at start. The edition starts whether the content API answers or
 * not: a regional team may start it first, a supervisor restarts each on its
 * own, and an edition that stopped would serve nothing, while a running one
 * serves what it has cached and the error page (503) for the rest, and
 * `/health` tells a load balancer which. So the start only says, in one line
 * naming `CONTENT_API_URL`, that it does not answer; the pages that fail in
 * the minute after are counted into that line's next report, not printed again.
 */
export async function checkContentApiAtStart(apiUrl: string, log: ContentApiFailureLog = contentApiFailures(), timeoutMs = 2_000): Promise<HealthAnswer> {
  const health = await askContentApiHealth(apiUrl, timeoutMs);
  if (!health.ok) log.note(health.failure, apiUrl);
  return health;
}

type ErrorWriter = { error: (...args: unknown[]) => void };

/**
 * Routes `target.error` calls that carry a content API failure (an error a
 * page threw because the API did not answer, or answered 500) to the failure
 * log, and lets everything else through as it was written. Next.js logs each
 * error a page throws in production with its stack and causes, about twenty
 * lines, several times a page; these are the one place it says them, so this
 * is where they are counted instead. A bug's error is still printed whole.
 */
export function quietContentApiFailures(target: ErrorWriter, log: ContentApiFailureLog = contentApiFailures()): void {
  const write = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    const failures = args.filter((arg) => typeof arg === "object" && arg !== null && classifyFailure(arg));
    if (failures.length === 0) return write(...args);
    for (const failure of failures) log.report(failure);
  };
}

/** The family of a forwarded path: `/api/news/getNewsList` is `news`, `/getFile/x.png` is `getFile`. */
export function forwardedFamily(path: string): string {
  const [first = "", second = ""] = path.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  return first === "api" ? second || "api" : first || "api";
}
