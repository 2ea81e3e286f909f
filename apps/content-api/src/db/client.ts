import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
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
    release = await lockDataDir(target.dataDir);
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
