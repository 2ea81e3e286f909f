import { existsSync, readFileSync } from "node:fs";
import { type Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request exactly as written: the path goes out byte for byte (no URL
 * parser in between to fix or refuse it), as a stranger's client would send it.
 */
export function raw(
  port: number,
  { method = "GET", path, headers = {}, body, agent, localAddress }: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: Agent;
    localAddress?: string;
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, agent, localAddress, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer in 60 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// The shared security corpora (their README); the sweeps run on their own values where they are absent.
const corpusDir = process.env.SECURITY_CORPORA_DIR ?? join(import.meta.dirname, "..", "..", "..", "shared", "corpora");

/** The Big List of Naughty Strings, or nothing (saying so) where the corpora are absent. */
export function naughtyStrings(): string[] {
  const path = join(corpusDir, "blns.json");
  if (!existsSync(path)) {
    console.warn(`The sweeps run without the blns.json corpus: ${path} is absent (set SECURITY_CORPORA_DIR).`);
    return [];
  }
  return JSON.parse(readFileSync(path, "utf8")) as string[];
}

/** Every `step`-th entry: a spread of the corpus that keeps a sweep of many routes quick. */
export const sample = <T>(values: readonly T[], count: number): T[] =>
  values.filter((_, index) => index % Math.max(1, Math.floor(values.length / count)) === 0);

/**
 * Values that broke the site or that a careless parser trips on, as they go in
 * a URL (already percent-encoded where a browser would encode them): NUL and
 * other control characters, a lone surrogate's UTF-8, malformed escapes, marks
 * that flip text direction, numbers out of range, over-long values.
 */
export const AWKWARD_VALUES = [
  "%00",
  "a%00b",
  "%01",
  "%08",
  "%09",
  "%0A",
  "%0D%0Ainjected:1",
  "%1B",
  "%1F",
  "%7F",
  "%C2%85",
  "%ED%A0%80",
  "%ED%BF%BF",
  "%C0%AF",
  "%FF",
  "%",
  "%%",
  "%E1%80",
  "%25",
  "%5C",
  "%5C%5C",
  "%E2%80%8F",
  "%E2%80%AE",
  "%EF%BB%BF",
  "%F0%9F%94%8B",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "NaN",
  "0x10",
  "%20",
  "a".repeat(121),
  "a".repeat(4000),
  "%E1%80%80".repeat(300),
] as const;

/** Ids that cannot be a slug, for detail routes: every one of them names no page. */
export const BAD_IDS = ["A", "UPPER", "%00", "a%00b", "%E1%80%80", "a".repeat(121), "%0A", "%7F", "%ED%A0%80", "%E2%80%AE", "a.b", "a%20b", "%5C", "%25", "-", "_x"] as const;
