import { Agent, request } from "node:http";
import { connect } from "node:net";

export interface SlowClient {
  /** When the server closed the connection, in ms after it opened; undefined if it was still open at the end. */
  closedAfterMs: number | undefined;
  /** Bytes of the request sent before the close. */
  bytesSent: number;
  /** What the server answered before closing (nginx closes silently, Node answers 408). */
  answer: string;
}

/**
 * Opens `count` connections that each send a request's headers one byte every
 * `byteEveryMs` (a "slowloris" client: the headers are longer than it will
 * ever finish) and resolves once the server has closed every one, or after
 * `giveUpMs` with those still open marked as such.
 */
export function slowClients(origin: string, { count, byteEveryMs, giveUpMs }: { count: number; byteEveryMs: number; giveUpMs: number }) {
  const { hostname, port } = new URL(origin);
  const text = `GET / HTTP/1.1\r\nHost: ${hostname}\r\nUser-Agent: slow-client\r\nX-Padding: ${"a".repeat(4096)}\r\n\r\n`;
  const sockets = Array.from({ length: count }, (_, index) => index);
  const opened: Promise<void>[] = [];
  const done = Promise.all(
    sockets.map(
      (index) =>
        new Promise<SlowClient>((resolve) => {
          const socket = connect(Number(port), hostname);
          const start = Date.now();
          let bytesSent = 0;
          let answer = "";
          let timer: NodeJS.Timeout | undefined;
          opened.push(new Promise((ready) => socket.once("connect", () => ready()).once("error", () => ready())));
          socket.once("connect", () => {
            // Spread over the first interval, so the bytes of all clients do not arrive in one burst.
            setTimeout(() => {
              timer = setInterval(() => {
                if (socket.writable && bytesSent < text.length) socket.write(text[bytesSent++]!);
              }, byteEveryMs);
            }, (index * byteEveryMs) / count);
          });
          const finish = (closedAfterMs: number | undefined) => {
            clearInterval(timer);
            clearTimeout(giveUp);
            socket.destroy();
            resolve({ closedAfterMs, bytesSent, answer });
          };
          const giveUp = setTimeout(() => finish(undefined), giveUpMs);
          socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
          socket.on("error", () => {});
          socket.once("close", () => finish(Date.now() - start));
        }),
    ),
  );
  return { opened: Promise.all(opened), done };
}

export interface LoadResult {
  /** Latency of every answered request, in ms. */
  latencies: number[];
  /** Answers other than 200, and requests that failed outright, with what went wrong. */
  failures: string[];
}

/**
 * A steady stream of GETs of `url` over `connections` keep-alive connections,
 * one request after the other on each, until `until` settles.
 */
export async function steadyLoad(url: string, { connections, until }: { connections: number; until: Promise<unknown> }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const failures: string[] = [];
  let stop = false;
  void until.finally(() => (stop = true));
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = request(url, { agent, headers: { "user-agent": "steady-client" }, timeout: 30_000 }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) latencies.push(performance.now() - start);
          else failures.push(`status ${res.statusCode}`);
          resolve();
        });
        res.on("error", (error) => {
          failures.push(error.message);
          resolve();
        });
      });
      req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
      req.on("error", (error) => {
        failures.push(error.message);
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stop) await once();
    }),
  );
  agent.destroy();
  return { latencies, failures };
}

/** The `p`-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DrillFigures {
  before: { requests: number; p99: number };
  during: { requests: number; p99: number };
  after: { requests: number; p99: number };
  failuresBefore: string[];
  failuresDuring: string[];
  failuresAfter: string[];
  slow: SlowClient[];
}

/**
 * The drill against one server: the p99 of a steady stream of `url` for
 * `baselineMs`, then the same stream while `waves` rounds of `count` slow
 * clients hold connections to `origin`, each until the server has closed them
 * all (or `giveUpMs` passed), then without them again for `baselineMs`.
 */
export async function slowClientDrill({
  url,
  origin,
  count,
  waves = 1,
  connections,
  baselineMs,
  giveUpMs,
}: {
  url: string;
  origin: string;
  count: number;
  /** Rounds of `count` slow clients, one after the other. */
  waves?: number;
  connections: number;
  baselineMs: number;
  giveUpMs: number;
}): Promise<DrillFigures> {
  // Warm the path (connections, caches) before anything is measured.
  await steadyLoad(url, { connections, until: sleep(1_000) });
  const before = await steadyLoad(url, { connections, until: sleep(baselineMs) });
  // Each wave opens its connections once the server has closed the previous one's.
  let firstWave: Promise<unknown> | undefined;
  const slow = (async () => {
    const closed: SlowClient[] = [];
    for (let wave = 0; wave < waves; wave++) {
      const clients = slowClients(origin, { count, byteEveryMs: 1_000, giveUpMs });
      if (wave === 0) firstWave = clients.opened;
      closed.push(...(await clients.done));
    }
    return closed;
  })();
  await firstWave;
  const during = await steadyLoad(url, { connections, until: slow });
  const after = await steadyLoad(url, { connections, until: sleep(baselineMs) });
  return {
    before: { requests: before.latencies.length, p99: percentile(before.latencies, 99) },
    during: { requests: during.latencies.length, p99: percentile(during.latencies, 99) },
    failuresBefore: before.failures,
    failuresDuring: during.failures,
    after: { requests: after.latencies.length, p99: percentile(after.latencies, 99) },
    failuresAfter: after.failures,
    slow: await slow,
  };
}
