import type { ServerOptions } from "node:http";
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

/**
 * The HTTP server's limits on slow clients. Node checks them on a timer, every
 * `connectionsCheckingInterval`; at a tenth of the headers' time a client that
 * never finishes its headers is cut off within 10 % of it, not up to 30 s late.
 */
export function serverTimeouts(
  env: Pick<Env, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS">,
): ServerOptions {
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new Error(
      `Invalid environment for the content API:\nHEADERS_TIMEOUT_MS (${env.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})`,
    );
  }
  return {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(100, Math.floor(env.HEADERS_TIMEOUT_MS / 10)),
  };
}

/** Opens, migrates and seeds the database, then listens. */
export async function startServer(env: Env): Promise<RunningServer> {
  const timeouts = serverTimeouts(env);
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
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: timeouts }, () => resolve(s));
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
