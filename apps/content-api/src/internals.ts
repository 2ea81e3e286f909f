import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Query } from "drizzle-orm";
import type { Database } from "./db/client";

/**
 * Every private part of Drizzle and Node that the content API relies on, each
 * reached only through this module: what it is, where it is used, why no
 * public API does, and the version it was checked against.
 * `internals.test.ts` runs each one against the installed versions and fails
 * when an upgrade changes or removes it, or changes the version: then each
 * entry is read again against the new version before its number moves.
 */
export const CHECKED_DRIZZLE_VERSION = "0.45.4";
/** Node's major line the API runs on; `_httpMessage` has been there since Node 0.x. */
export const CHECKED_NODE_MAJOR = 20;

export interface PrivateInternal {
  name: string;
  usedIn: readonly string[];
  why: string;
  upstream: string;
}

export const internals: readonly PrivateInternal[] = [
  {
    name: "db._.session.prepareQuery",
    usedIn: ["apps/content-api/src/db/compiled.ts (runCompiled)"],
    why: "Runs SQL text compiled once per list shape with each call's placeholders, as a query builder's .prepare() does; Drizzle's public prepare() needs a query builder, and the lists are sql`` fragments whose compilation cost the API's one thread more than Postgres spent running them.",
    upstream: "no public API: the docs' prepared statements (https://orm.drizzle.team/docs/perf-queries) start from a query builder, and db.execute(sql) compiles its text on every call",
  },
  {
    name: "socket._httpMessage",
    usedIn: ["apps/content-api/src/server.ts (answerClientError)"],
    why: "Node's own clientError handler reads it to tell whether an answer is already under way on the socket; a 400 written then would break into that answer. No public field says so.",
    upstream: "https://github.com/nodejs/node/blob/v20.x/lib/_http_server.js (socketOnError)",
  },
];

/** Runs a compiled statement with its placeholders' values (`db._.session.prepareQuery`). */
export function runPrepared(db: Database, query: Query, values: Record<string, unknown>): Promise<unknown> {
  return db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
}

/** Whether an answer has begun on `socket` (Node's `_httpMessage`), so nothing may be written into it. */
export function answerUnderway(socket: Socket): boolean {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true;
}
