import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, errorEnvelopeSchema } from "@repo/api-client/contract";
import { readEnv } from "../src/env";
import { type RunningServer, startServer } from "../src/server";
import { insertPaths, validBodies } from "./forms";
import { type Answer, OneConnectionPool } from "./keep-alive";

const megabyte = Buffer.alloc(1024 * 1024, "[");
const json = (bytes: Buffer | string) => ({
  kind: "fixed" as const,
  contentType: "application/json",
  bytes: Buffer.from(bytes),
});
const endless = { kind: "endless" as const, contentType: "application/json" };
const read = `/api/${apiPaths.getNavigationData}?languageCode=english`;

/** Starts the API on a socket with an empty database and `env` added. */
function apiServer(env: Record<string, string>) {
  const state = { dir: "", server: undefined as RunningServer | undefined };
  beforeAll(async () => {
    state.dir = mkdtempSync(join(tmpdir(), "aurevo-refused-bodies-"));
    mkdirSync(join(state.dir, "content"));
    state.server = await startServer(
      readEnv({ PORT: "0", PGLITE_DATA_DIR: join(state.dir, "db"), CONTENT_SEED_DIR: join(state.dir, "content"), ...env }),
    );
  }, 60_000);
  afterAll(async () => {
    await state.server?.stop();
    if (state.dir) rmSync(state.dir, { recursive: true, force: true });
  });
  return state;
}

/** Runs `request`, counting a failure instead of throwing. */
async function attempt(request: Promise<Answer>, failures: string[]): Promise<Answer | null> {
  try {
    return await request;
  } catch (error) {
    failures.push((error as Error).message);
    return null;
  }
}

function expectEnvelope(answer: Answer | null, code: number) {
  expect(answer?.status).toBe(code);
  expect(errorEnvelopeSchema.parse(JSON.parse(answer?.body ?? "null"))).toMatchObject({ code, data: null });
}

describe("bodies the API refuses before reading them", () => {
  const api = apiServer({ INSERT_RATE_LIMIT: "1000000", HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000" });

  it("never break the next request on a kept connection: 1 MB and endless posts between reads", async () => {
    const pool = new OneConnectionPool(api.server!.url);
    const failedReads: string[] = [];
    const failedPosts: string[] = [];
    let reads = 0;
    let refused = 0;
    const kept: string[] = [];
    for (let round = 0; round < 12; round++) {
      for (const body of [json(megabyte), endless]) {
        for (const path of [insertPaths.message, insertPaths.comment, insertPaths.registration]) {
          const answer = await attempt(pool.request("POST", path, body), failedPosts);
          if (answer) {
            refused += 1;
            expectEnvelope(answer, 413);
            if (answer.headers.connection !== "close") kept.push(path);
          }
          for (const path of [read, "/health"]) {
            const got = await attempt(pool.request("GET", path), failedReads);
            if (got) {
              reads += 1;
              expect(got.status).toBe(200);
            }
          }
        }
      }
    }
    pool.close();
    expect(failedReads).toEqual([]);
    expect(failedPosts).toEqual([]);
    expect(kept, "refusals that kept the connection of an unread body").toEqual([]);
    expect(reads).toBe(12 * 2 * 3 * 2);
    expect(refused).toBe(12 * 2 * 3);
    // Reads between refusals share a connection: only the refused posts ended theirs.
    expect(pool.connections).toBeLessThanOrEqual(refused + 1);
  }, 60_000);

  it("keep the connection when a short refused body can be read to its end", async () => {
    const pool = new OneConnectionPool(api.server!.url);
    const failed: string[] = [];
    const small = json(JSON.stringify(validBodies.message));
    for (let i = 0; i < 10; i++) {
      const foreign = await attempt(pool.request("POST", insertPaths.message, small, { Origin: "https://evil.example" }), failed);
      expectEnvelope(foreign, 403);
      const text = await attempt(
        pool.request("POST", insertPaths.message, { kind: "fixed", contentType: "text/plain", bytes: Buffer.from("hello") }),
        failed,
      );
      expectEnvelope(text, 415);
      const got = await attempt(pool.request("GET", read), failed);
      expect(got?.status).toBe(200);
      // A refused 1 MB body from another site is refused and closed all the same.
      const big = await attempt(pool.request("POST", insertPaths.message, json(megabyte), { Origin: "https://evil.example" }), failed);
      expectEnvelope(big, 403);
      expect(big?.headers.connection).toBe("close");
    }
    pool.close();
    expect(failed).toEqual([]);
    // One connection per round: the short refusals kept it, the 1 MB one ended it.
    expect(pool.connections).toBe(10);
  }, 60_000);

  it("let others through while a chunked post never ends, and drop it after the request time", async () => {
    const { hostname, port } = new URL(api.server!.url);
    const stalled = connect(Number(port), hostname);
    stalled.on("error", () => {});
    const opened = Date.now();
    let stalledAnswer = "";
    stalled.on("data", (chunk) => (stalledAnswer += chunk.toString("latin1")));
    const closed = new Promise<number>((resolve) => stalled.once("close", () => resolve(Date.now() - opened)));
    stalled.write(
      `POST ${insertPaths.message} HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`,
    );

    const pool = new OneConnectionPool(api.server!.url);
    const failed: string[] = [];
    for (let i = 0; i < 20; i++) expect((await attempt(pool.request("GET", read), failed))?.status).toBe(200);
    pool.close();
    expect(failed).toEqual([]);

    const closedAfter = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8_000))]);
    stalled.destroy();
    expect(closedAfter, "the server never dropped the endless post").toBeGreaterThan(0);
    expect(closedAfter).toBeLessThan(5_000);
    expect(stalledAnswer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});

describe("posts refused by the rate limit before their body is read", () => {
  const api = apiServer({ INSERT_RATE_LIMIT: "1" });

  it("answer 429 and leave the reads after them whole", async () => {
    const pool = new OneConnectionPool(api.server!.url);
    const failed: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      for (const body of [json(megabyte), endless, json(JSON.stringify(validBodies.message))]) {
        const answer = await attempt(pool.request("POST", insertPaths.message, body), failed);
        statuses.push(answer?.status ?? 0);
        if (answer && answer.status !== 200) expectEnvelope(answer, answer.status === 413 ? 413 : 429);
        expect((await attempt(pool.request("GET", read), failed))?.status).toBe(200);
      }
    }
    pool.close();
    expect(failed).toEqual([]);
    // The first attempt is counted and refused as too large; every later one is refused as too many.
    expect(statuses[0]).toBe(413);
    expect(statuses.slice(1)).toEqual(Array(29).fill(429));
  }, 60_000);
});
