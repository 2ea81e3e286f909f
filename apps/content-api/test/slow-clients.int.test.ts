import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../src/env";
import { type RunningServer, serverTimeouts, startServer } from "../src/server";

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
/** Long enough for any timer, short enough that a server without limits fails the test instead of hanging it. */
const GIVE_UP_MS = 8_000;

interface Trickle {
  /** When the server closed the connection, in ms after it opened; undefined if it never did. */
  closedAfterMs: number | undefined;
  /** What the server sent before closing. */
  answer: string;
}

/** Opens a connection and sends `text` one byte every `everyMs` until the server closes it. */
function trickle(url: string, text: string, everyMs: number): Promise<Trickle> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const opened = Date.now();
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < text.length && socket.writable) socket.write(text[sent++]!);
    }, everyMs);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => finish(undefined), GIVE_UP_MS);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => finish(Date.now() - opened));
  });
}

describe("the content API's limits on slow clients", () => {
  let dir = "";
  let server: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "aurevo-slow-clients-"));
    mkdirSync(join(dir, "content"));
    server = await startServer(
      readEnv({
        PORT: "0",
        PGLITE_DATA_DIR: join(dir, "db"),
        CONTENT_SEED_DIR: join(dir, "content"),
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      }),
    );
  });

  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("drops a client that sends its headers a byte at a time, and answers others meanwhile", async () => {
    const slow = trickle(server.url, `GET /health HTTP/1.1\r\nHost: api\r\nX-Padding: ${"a".repeat(500)}\r\n\r\n`, 50);
    // A normal request during the trickle is answered at once.
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);

    const { closedAfterMs, answer } = await slow;
    expect(closedAfterMs, "the server never closed the slow connection").toBeDefined();
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("uses limits of seconds by default and refuses a headers' time above the request's", () => {
    const env = readEnv({});
    expect(serverTimeouts(env)).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 });
    expect(() => readEnv({ HEADERS_TIMEOUT_MS: "soon" })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => serverTimeouts(readEnv({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "15000" }))).toThrow(
      /HEADERS_TIMEOUT_MS \(20000\) must not exceed REQUEST_TIMEOUT_MS \(15000\)/,
    );
  });
});
