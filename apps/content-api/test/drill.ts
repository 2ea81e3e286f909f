import { setTimeout as sleep } from "node:timers/promises";
import { like } from "drizzle-orm";
import { expect } from "vitest";
import { apiPaths } from "@repo/api-client/contract";
import { type Database, openDatabase } from "../src/db/client";
import { blogComments, onlineMessages, webinarRegistrations } from "../src/db/schema";
import { insertPaths, jsonPost, validBodies } from "./forms";
import { type ServerProcess, startServer } from "./server-process";
import { fixtureContentDir } from "./targets";

/** Cycles of a drill: `DRILL_CYCLES`, else 50 in CI and 5 otherwise. */
// eslint-disable-next-line no-restricted-properties -- the test runner's settings
export const drillCycles = Number(process.env.DRILL_CYCLES) || (process.env.CI ? 50 : 5);

/** A small seeded generator, so a failing drill can be replayed with `DRILL_SEED`. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type DrillKind = "comment" | "registration" | "message";

/** Each acknowledged insert, by the token it carries in a stored text field. */
export interface Acknowledged {
  comment: Set<string>;
  registration: Set<string>;
  message: Set<string>;
}

/** The blog the drill comments on. */
export const drillBlog = validBodies.comment.blogId;

/** The body of insert `kind` carrying `token`, unique across every drill insert. */
export function drillBody(kind: DrillKind, token: string) {
  if (kind === "comment") return { ...validBodies.comment, email: `${token}@drill.example`, content: `drill ${token}` };
  if (kind === "registration") return { ...validBodies.registration, email: `${token}@drill.example` };
  return { ...validBodies.message, email: `${token}@drill.example`, message: `drill ${token}` };
}

export interface DrillReport {
  seed: number;
  cycles: number;
  acknowledged: Acknowledged;
  /** Inserts cut off by the kill: sent, never answered (they may or may not be stored). */
  unanswered: number;
}

async function publishedComments(base: string): Promise<number> {
  const res = await fetch(`${base}/api/${apiPaths.getBlogAndCommentListByParam}?id=${drillBlog}&pageSize=1`);
  if (res.status !== 200) throw new Error(`comment list answered ${res.status}`);
  const body = (await res.json()) as { data: { blog: { commentCount: number } } };
  return body.data.blog.commentCount;
}

/**
 * Starts the built API on one database `cycles` times; each time checks that
 * the database opened and that every comment acknowledged so far is listed,
 * then streams inserts from a few concurrent clients and SIGKILLs the process
 * at a random moment. Answers what was acknowledged, for the caller to find
 * in the database afterwards.
 */
export async function runDrill(main: string, env: Record<string, string>, cycles: number): Promise<DrillReport> {
  // eslint-disable-next-line no-restricted-properties -- the test runner's settings
  const seed = Number(process.env.DRILL_SEED) || Math.floor(Math.random() * 2 ** 31);
  const next = random(seed);
  const acknowledged: Acknowledged = { comment: new Set(), registration: new Set(), message: new Set() };
  const kinds: DrillKind[] = ["comment", "registration", "message"];
  let unanswered = 0;
  let sent = 0;
  let baseline: number | null = null;

  for (let cycle = 1; cycle <= cycles; cycle++) {
    const server: ServerProcess = startServer(main, env);
    let base: string;
    try {
      base = await server.listening;
    } catch (error) {
      throw new Error(`cycle ${cycle} (seed ${seed}): the database did not open: ${(error as Error).message}`);
    }
    const listed = await publishedComments(base);
    baseline ??= listed;
    if (listed < baseline + acknowledged.comment.size) {
      throw new Error(
        `cycle ${cycle} (seed ${seed}): ${listed - baseline} drill comments listed, ${acknowledged.comment.size} were acknowledged`,
      );
    }

    // The kill comes after a random number of acknowledged inserts, then a random few milliseconds
    // more, so it lands mid-stream however fast or busy the machine is.
    const killAfter = 1 + Math.floor(next() * 40);
    let answeredThisCycle = 0;
    let reached: () => void = () => {};
    const enough = new Promise<void>((resolve) => (reached = resolve));
    let stop = false;
    const client = async () => {
      while (!stop) {
        const kind = kinds[sent % kinds.length] as DrillKind;
        const token = `d${seed}-${sent++}`;
        let res: Response;
        try {
          res = await fetch(`${base}${insertPaths[kind]}`, jsonPost(drillBody(kind, token)));
        } catch {
          unanswered++;
          return;
        }
        const text = await res.text().catch(() => null);
        if (text === null) {
          unanswered++;
          return;
        }
        if (res.status !== 200) throw new Error(`cycle ${cycle}: ${kind} answered ${res.status}: ${text}`);
        acknowledged[kind].add(token);
        if (++answeredThisCycle >= killAfter) reached();
      }
    };
    const clients = Array.from({ length: 4 }, client);
    const timer = new AbortController();
    const stalled = sleep(60_000, undefined, { signal: timer.signal }).then(() => {
      throw new Error(`cycle ${cycle}: ${answeredThisCycle} inserts answered in 60 s`);
    });
    try {
      await Promise.race([enough, stalled, Promise.all(clients)]);
    } finally {
      timer.abort();
    }
    await sleep(Math.floor(next() * 15));
    server.child.kill("SIGKILL");
    await server.exited;
    stop = true;
    await Promise.all(clients);
  }
  return { seed, cycles, acknowledged, unanswered };
}

/** What the drill finds stored: the tokens of each kind, and rows that carry one twice. */
export async function storedTokens(db: Database): Promise<{ tokens: Acknowledged; rows: number; duplicates: number }> {
  const comments = await db
    .select({ text: blogComments.content })
    .from(blogComments)
    .where(like(blogComments.content, "drill %"));
  const registrations = await db
    .select({ text: webinarRegistrations.email })
    .from(webinarRegistrations)
    .where(like(webinarRegistrations.email, "%@drill.example"));
  const messages = await db
    .select({ text: onlineMessages.message })
    .from(onlineMessages)
    .where(like(onlineMessages.message, "drill %"));
  const tokens: Acknowledged = {
    comment: new Set(comments.map((row) => row.text.slice("drill ".length))),
    registration: new Set(registrations.map((row) => row.text.slice(0, -"@drill.example".length))),
    message: new Set(messages.map((row) => row.text.slice("drill ".length))),
  };
  const rows = comments.length + registrations.length + messages.length;
  return { tokens, rows, duplicates: rows - tokens.comment.size - tokens.registration.size - tokens.message.size };
}

/** Acknowledged inserts that are not stored (the drill's failures). */
export function missing(acknowledged: Acknowledged, stored: Acknowledged): string[] {
  return (Object.keys(acknowledged) as DrillKind[]).flatMap((kind) =>
    [...acknowledged[kind]].filter((token) => !stored[kind].has(token)).map((token) => `${kind} ${token}`),
  );
}

export function acknowledgedCount(acknowledged: Acknowledged): number {
  return acknowledged.comment.size + acknowledged.registration.size + acknowledged.message.size;
}

/** A database the drill runs on: an embedded one in a folder, or one of a Postgres server. */
export type DrillDatabase = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/**
 * The whole drill on one database, as its test runs it: `drillCycles` runs of
 * the built API (`main`) SIGKILLed mid-stream, then one more start that must
 * open and stop cleanly; afterwards every acknowledged insert is stored, and
 * none twice. `name` heads the numbers it prints.
 */
export async function drillDatabase(name: string, main: string, database: DrillDatabase, filesDir: string): Promise<void> {
  const env = {
    ...(database.kind === "pglite" ? { PGLITE_DATA_DIR: database.dataDir } : { DATABASE_URL: database.url }),
    CONTENT_SEED_DIR: fixtureContentDir,
    CONTENT_FILES_DIR: filesDir,
    INSERT_RATE_LIMIT: "1000000",
    RESPONSE_CACHE_MS: "0",
  };
  const report = await runDrill(main, env, drillCycles);

  // Once more after the last kill: it opens, and stops cleanly.
  const last = startServer(main, env);
  await last.listening;
  last.child.kill("SIGTERM");
  expect(await last.exited).toBe(0);

  const handle = await openDatabase(database);
  const stored = await storedTokens(handle.db);
  await handle.close();
  const acknowledged = acknowledgedCount(report.acknowledged);
  console.log(
    `crash drill, ${name}: ${report.cycles} cycles (seed ${report.seed}), ${acknowledged} inserts acknowledged, ` +
      `${report.unanswered} cut off unanswered, ${stored.rows} rows stored, ${missing(report.acknowledged, stored.tokens).length} missing`,
  );
  expect(missing(report.acknowledged, stored.tokens)).toEqual([]);
  expect(stored.duplicates).toBe(0);
  expect(acknowledged).toBeGreaterThan(0);
}
