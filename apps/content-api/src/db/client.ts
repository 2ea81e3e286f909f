import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import lockfile from "proper-lockfile";
import postgres from "postgres";
import { migrationsDir } from "../paths";
import * as schema from "./schema";

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

/** A second process tried to open a PGlite directory that another one holds. */
export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(readonly dataDir: string) {
    super(
      `The database directory ${dataDir} is in use by another content API process. ` +
        "The embedded database allows one writer: stop the other process (or wait 10 s if it crashed), " +
        "or set PGLITE_DATA_DIR to another directory, or DATABASE_URL to a Postgres server.",
    );
  }
}

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null };

/**
 * Opens the database: a Postgres server when a URL is given, else PGlite in
 * `dataDir` (or in memory when null). PGlite's directory is locked for the
 * life of the handle because two writers corrupt it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const sql = postgres(target.url, { max: 10, onnotice: () => {} });
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
    mkdirSync(target.dataDir, { recursive: true });
    try {
      release = await lockfile.lock(target.dataDir, {
        stale: 10_000,
        update: 2_000,
        onCompromised: (error) => {
          // Another process took the directory over: stop writing at once.
          console.error(`Lost the lock on ${target.dataDir}: ${error.message}`);
          process.exit(1);
        },
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(target.dataDir);
      throw error;
    }
  }

  try {
    const client = new PGlite({ ...(target.dataDir ? { dataDir: target.dataDir } : {}), extensions: { pg_trgm } });
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
