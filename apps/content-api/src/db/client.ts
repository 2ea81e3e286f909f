import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { migrationsDir } from "../paths";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export { DataDirLockedError } from "./data-dir-lock";

/** Either driver behind one type: every query is written once, in the Postgres dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite:<dir>`, `pglite:memory` or `postgres:<host>/<db>`, for logs. */
  description: string;
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Closes connections and releases the data-directory lock. */
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null };

/**
 * Opens the database: a Postgres server when a URL is given, else PGlite in
 * `dataDir` (or in memory when null). PGlite's directory is locked for the
 * life of the handle because two writers corrupt it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    // Reads are small indexed queries that cost more to plan than to run, and
    // their plans do not depend on the values asked: plan each statement once
    // per connection (a generic plan) instead of again on every execution.
    const sql = postgres(target.url, {
      max: 10,
      onnotice: () => {},
      connection: { plan_cache_mode: "force_generic_plan" },
    });
    // Drizzle asks postgres.js for a named statement only for queries built with
    // `.prepare(name)`; every other query is parsed and planned again on each
    // call, with a round trip to describe its parameters first. postgres.js keeps
    // one named statement per query text and connection, and our query texts are
    // a fixed set (lists of values go as one array parameter), so every query is
    // prepared: a read costs one round trip and no planning after its first run.
    // Transactions (writes) run on their own connection object and stay as they are.
    const unsafe = sql.unsafe.bind(sql);
    sql.unsafe = ((query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
      unsafe(query, params, { ...options, prepare: true })) as typeof sql.unsafe;
    const db = drizzlePostgres(sql, { schema });
    const url = new URL(target.url);
    return {
      db,
      description: `postgres:${url.host}${url.pathname}`,
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsDir }),
      close: () => sql.end({ timeout: 5 }),
    };
  }

  let release: (() => Promise<void>) | null = null;
  if (target.dataDir) {
    makeFolder(target.dataDir);
    release = await lockDataDir(target.dataDir);
  }

  try {
    const client = new PGlite({ ...(target.dataDir ? { dataDir: target.dataDir } : {}), extensions: { pg_trgm, unaccent } });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return {
      db,
      description: target.dataDir ? `pglite:${target.dataDir}` : "pglite:memory",
      migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/**
 * Creates `path` and the folders missing above it, one at a time: Node's recursive `mkdirSync`
 * never returns for a path under a file system that answers "no such folder" to every creation
 * (`/proc/x/y` spins a core), where this stops at the first refusal.
 */
export function makeFolder(path: string): void {
  const missing: string[] = [];
  for (let folder = resolve(path); !existsSync(folder); folder = dirname(folder)) {
    missing.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of missing) mkdirSync(folder);
}
