import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import type { Env } from "./env";
import { insertGuards } from "./inserts/guards";
import { seedIfEmpty } from "./seed";

export interface RunningServer {
  url: string;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  stop(): Promise<void>;
}

/** Opens, migrates and seeds the database, then listens. */
export async function startServer(env: Env): Promise<RunningServer> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.PGLITE_DATA_DIR },
  );
  try {
    await handle.migrate();
    // Planner statistics for the embedded database, which has no autovacuum; cheap on a server too.
    await handle.db.execute(sql`analyze`);
    const seeded = await seedIfEmpty(handle.db, { contentDir: env.CONTENT_SEED_DIR, filesRoot: env.CONTENT_FILES_DIR });
    console.log(`content-api: database ${handle.description}${seeded ? " (created and seeded)" : ""}`);
    if (seeded) {
      const stored = seeded.created.length + seeded.updated.length;
      console.log(`content-api: loaded ${stored} content files from ${env.CONTENT_SEED_DIR}`);
      for (const { file, problems } of seeded.failed) {
        console.error(`content-api: skipped ${file}: ${problems.join("; ")}`);
      }
    }
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = createApp({
    db: handle.db,
    filesRoot: env.CONTENT_FILES_DIR,
    responseCacheMs: env.RESPONSE_CACHE_MS,
    insertGuards: insertGuards({
      allowedOrigins: env.ALLOWED_ORIGINS,
      env: env.SITE_URL_OVERRIDES,
      points: env.INSERT_RATE_LIMIT,
      windowSeconds: env.INSERT_RATE_WINDOW_SECONDS,
      trustedProxies: env.TRUSTED_PROXIES,
    }),
    minFillMs: env.MIN_FILL_MS,
    commentsRequireApproval: env.COMMENTS_REQUIRE_APPROVAL,
    adminToken: env.ADMIN_TOKEN,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    s.once("error", reject);
  }).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${env.HOST}:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
