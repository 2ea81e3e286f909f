import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@repo/api-client/errors";
import { createFetcher } from "@repo/api-client/fetcher";
import { getNavigation } from "@repo/api-client/navigation";
import { StatusError } from "./errors";
import { classifyFailure, createFailureLog, rateLimitedLog } from "./content-api-failures";

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the typed client throws when `baseUrl` fails it, as rendering meets it. */
async function failureOf(baseUrl: string, init: RequestInit = {}): Promise<unknown> {
  return getNavigation(createFetcher({ baseUrl, languageCode: "english" }), init).then(
    () => {
      throw new Error("the read succeeded");
    },
    (error: unknown) => error,
  );
}

/** A server that takes connections and never answers. */
let silent: Server;
let silentUrl: string;
const held: Socket[] = [];
beforeAll(async () => {
  silent = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
});
afterAll(() => {
  for (const socket of held) socket.destroy();
  return new Promise((resolve) => silent.close(resolve));
});

describe("what a failed read says about the content API", () => {
  it("an API nothing listens at is unreachable, with the connection's error", async () => {
    const port = await closedPort();
    expect(classifyFailure(await failureOf(`http://127.0.0.1:${port}`))).toEqual({
      kind: "unreachable",
      family: "navigation",
      detail: `connect ECONNREFUSED 127.0.0.1:${port}`,
    });
  });

  it("an API that does not answer in time is a timeout of that endpoint family", async () => {
    const failure = classifyFailure(await failureOf(silentUrl, { signal: AbortSignal.timeout(100) }));
    expect(failure).toMatchObject({ kind: "timeout", family: "navigation" });
  });

  it("an answer of 500 or more, or one off contract, is a bad answer; a 404 or 400 is no outage", () => {
    expect(classifyFailure(new ApiError(500, "Internal error", "news/getNewsList"))).toEqual({ kind: "bad answer", family: "news", detail: "500 Internal error" });
    // The API's own 503 (its database away) is an answer, not a missing server.
    expect(classifyFailure(new ApiError(503, "Database unavailable", "product/getProductListByCategoryList"))).toMatchObject({ kind: "bad answer", family: "product" });
    expect(classifyFailure(new ApiError(502, "The content service answered off contract", "faq/getFaqList", { cause: new Error("zod") }))).toMatchObject({ kind: "bad answer", family: "faq" });
    expect(classifyFailure(new ApiError(404, "Not found", "news/getNewsDetail"))).toBeUndefined();
    expect(classifyFailure(new ApiError(400, "Bad id", "news/getNewsDetail"))).toBeUndefined();
    expect(classifyFailure(new TypeError("x is not a function"))).toBeUndefined();
    expect(classifyFailure("a string")).toBeUndefined();
  });

  it("is found inside the error a screen converts it to, and across bundles by its shape", async () => {
    const port = await closedPort();
    const wrapped = new StatusError(503, "content unavailable", { cause: await failureOf(`http://127.0.0.1:${port}`) });
    expect(classifyFailure(wrapped)).toMatchObject({ kind: "unreachable", family: "navigation" });
    // Rendering's copy of ApiError is not this module's class: what counts is the shape.
    const foreign = Object.assign(new Error("menu: 500 Internal"), { name: "ApiError", code: 500, path: "navigation/getNavigationData", msg: "Internal" });
    expect(classifyFailure(foreign)).toMatchObject({ kind: "bad answer", family: "navigation" });
  });
});

/** A log on a clock the test moves: `advance(ms)` runs every task due by then. */
function clockedLog(windowMs = 60_000) {
  const lines: string[] = [];
  let now = 0;
  const tasks: { at: number; task: () => void }[] = [];
  const log = rateLimitedLog({ write: (line) => lines.push(line), windowMs, schedule: (task, ms) => void tasks.push({ at: now + ms, task }) });
  const advance = (ms: number) => {
    const until = now + ms;
    for (let next = tasks.sort((a, b) => a.at - b.at)[0]; next && next.at <= until; next = tasks.sort((a, b) => a.at - b.at)[0]) {
      tasks.shift();
      now = next.at;
      next.task();
    }
    now = until;
  };
  return { log, lines, advance };
}

describe("the rate-limited log", () => {
  it("writes a key once a minute, then once more with the count of what it held back", () => {
    const { log, lines, advance } = clockedLog();
    expect(log.note("unreachable", "down")).toBe(true);
    for (let i = 0; i < 40; i++) expect(log.note("unreachable", "down")).toBe(false);
    expect(lines).toEqual(["down"]);
    advance(60_000);
    expect(lines).toEqual(["down", "down (40 times in the last 60 s)"]);
    // Still failing: one line a minute.
    log.note("unreachable", "down");
    advance(30_000);
    log.note("unreachable", "down");
    advance(30_000);
    expect(lines).toEqual(["down", "down (40 times in the last 60 s)", "down (2 times in the last 60 s)"]);
    // Stopped failing: nothing more, and the next failure is written at once.
    advance(120_000);
    expect(lines).toHaveLength(3);
    expect(log.note("unreachable", "down again")).toBe(true);
    expect(lines.at(-1)).toBe("down again");
  });

  it("keeps each key apart", () => {
    const { log, lines } = clockedLog();
    log.note("unreachable", "a");
    log.note("bad answer /news", "b");
    log.note("bad answer /faq", "c");
    log.note("bad answer /news", "b");
    expect(lines).toEqual(["a", "b", "c"]);
  });
});

describe("the content API failure log", () => {
  it("says an outage once, naming CONTENT_API_URL, however many reads fail and however often each is logged", async () => {
    const lines: string[] = [];
    const log = createFailureLog({ write: (line) => lines.push(line), schedule: () => {} }, () => "http://127.0.0.1:4000");
    const port = await closedPort();
    const failures = await Promise.all(Array.from({ length: 5 }, () => failureOf(`http://127.0.0.1:${port}`)));
    for (const failure of failures) {
      expect(log.report(failure)).toBe(true);
      expect(log.report(new StatusError(503, "x", { cause: failure }))).toBe(true);
    }
    expect(log.report(new ApiError(500, "Internal error", "news/getNewsList"))).toBe(true);
    expect(log.report(new Error("a bug"))).toBe(false);
    expect(lines).toEqual([
      `edition: the content API at CONTENT_API_URL=http://127.0.0.1:4000 does not answer (connect ECONNREFUSED 127.0.0.1:${port}); pages it has not given yet answer 503 with the error page, cached ones are served`,
      "edition: the content API at CONTENT_API_URL=http://127.0.0.1:4000 answered /news with 500 Internal error",
    ]);
    for (const line of lines) expect(line).not.toContain("\n");
  });
});
