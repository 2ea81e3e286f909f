// @ts-check
/**
 * Next.js's cache of an edition (rendered pages, the content API's answers and
 * their tags), shared by every process of one build when `REDIS_URL` names a
 * Redis or Valkey server: a page one process renders is served by all, and a
 * purge (`POST /revalidate`) sent to one reaches every one.
 * `@fortedigital/nextjs-cache-handler` does the caching (its `redis-strings`
 * handler, keyed by the build, and its `local-lru` handler as each process's
 * own copy); this file only connects it and says in the log when the shared
 * cache comes and goes.
 *
 * While Redis cannot be reached, each process answers from its own copy (and
 * renders what it lacks), so pages keep being served; the client reconnects by
 * itself, and the tags purged meanwhile are purged in Redis once it is back.
 * Without `REDIS_URL`, while the build prerenders and under `next dev`, this
 * is Next.js's own filesystem cache. Either way, no 404 answer is kept.
 *
 * Plain JavaScript: Next.js loads it at run time from the standalone folder,
 * by its path, so it cannot import the site's `env.ts`. The edition's server
 * reads and checks `REDIS_URL` there and leaves it on the process
 * (`SHARED_CACHE_URL`, set by `prepareNextEnv`) before it loads Next.js.
 */
import { createRequire } from "node:module";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";

/** @type {(id: string) => typeof import("next/dist/server/lib/incremental-cache/file-system-cache")} */
const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

/** How long one Redis command may take before the process answers from its own copy instead. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * The shared cache's server, as the edition's server validated it (`SHARED_CACHE_URL` of `src/env.ts`).
 * Only that server sets it, so a build, which prerenders, reads nothing of a deployment.
 * @type {string | undefined}
 */
const sharedUrl = /** @type {Record<symbol, string | undefined>} */ (globalThis)[Symbol.for("aurevo.shared-cache-url")];

/** The server's address for the log, without its password. */
function redacted(/** @type {string} */ value) {
  const parsed = new URL(value);
  parsed.username = "";
  parsed.password = "";
  return parsed.href;
}

/**
 * The process's connection to Redis and its own copy of the cache. Next.js loads this file twice
 * (its server, and the proxy's bundle), so both copies take the one kept on `globalThis`.
 * @param {string} url
 */
function connect(url) {
  const where = redacted(url);
  const client = createClient({
    url,
    // Commands fail at once while disconnected: the process's own copy answers instead of a queue.
    disableOfflineQueue: true,
    // A connection that silently died (a host gone, not a server stopped) is noticed within this.
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000 },
  });
  const local = createLruHandler();
  /** @type {Map<string, ReturnType<typeof createRedisHandler>>} by key prefix */
  const redisHandlers = new Map();
  /** Tags purged while Redis was unreachable: purged there too once it answers again. */
  /** @type {Set<string>} */
  const missedPurges = new Set();
  /** @type {"connecting" | "up" | "down"} */
  let state = "connecting";

  client.on("ready", () => {
    if (state === "up") return;
    console.log(
      state === "down"
        ? `Shared cache at ${where} is reachable again: every process shares pages and purges.`
        : `Shared cache at ${where}: every process of this build shares pages and purges.`,
    );
    state = "up";
    const tags = [...missedPurges];
    missedPurges.clear();
    for (const tag of tags) {
      for (const handler of redisHandlers.values()) handler.revalidateTag(tag).catch(() => missedPurges.add(tag));
    }
  });
  // node-redis reports every failed attempt; the log says once that the cache is gone.
  client.on("error", (/** @type {Error} */ error) => {
    if (state === "down") return;
    state = "down";
    console.warn(
      `Shared cache at ${where} is unreachable (${error.message || error.name}): this process serves from its own memory and renders what it lacks until it answers again.`,
    );
  });
  // Reconnects forever (node-redis's backoff, at most about two seconds apart); never awaited, so a
  // server that is down at start does not hold pages back.
  client.connect().catch(() => {});

  return {
    /**
     * Redis first while it answers (the local copy is never read then, so every process serves
     * the same entry); a command that fails (not connected, too slow) falls to the local copy.
     * One build's processes share their entries; another build (or edition) keeps its own.
     * @param {string | undefined} buildId
     */
    handlers(buildId) {
      const keyPrefix = `aurevo:${buildId ?? "build"}:`;
      let redis = redisHandlers.get(keyPrefix);
      if (!redis) {
        redis = createRedisHandler({ client: /** @type {never} */ (client), keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS });
        redisHandlers.set(keyPrefix, redis);
      }
      const handler = redis;
      return [
        {
          ...handler,
          async revalidateTag(/** @type {string} */ tag) {
            try {
              await handler.revalidateTag(tag);
            } catch (error) {
              missedPurges.add(tag);
              throw error;
            }
          },
        },
        local,
      ];
    },
  };
}

/**
 * Whether Next.js may keep `data`. A page that answers 404 is rendered again on
 * each request and never kept: any stranger can ask for endless addresses that
 * name no item (`/products/<anything>`), and Next.js would keep each answer a
 * year (about 50 KB on disk, or in Redis) for a page nobody comes back to.
 * @param {unknown} data
 */
function keeps(data) {
  // The build writes its prerendered pages through here too, the 404 page among them.
  // eslint-disable-next-line no-restricted-properties -- Next.js's own phase, which its build sets; no setting of a deployment
  if (process.env.NEXT_PHASE === "phase-production-build") return true;
  const value = /** @type {{ kind?: string; status?: number } | null} */ (data);
  return !(value && (value.kind === "APP_PAGE" || value.kind === "APP_ROUTE") && value.status === 404);
}

/** Next.js's own filesystem cache, keeping no 404. */
class LocalCache extends FileSystemCache {
  /** @override @type {InstanceType<typeof FileSystemCache>["set"]} */
  async set(key, data, ctx) {
    if (keeps(data)) await super.set(key, data, ctx);
  }
}

/** Next.js keeps a page (and its data) a year past its revalidation window, to serve while the content API is down. */
const KEEP_STALE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Next.js 16 learns how long a page stays fresh from the process that rendered it
 * (or from the entry it reads, as `cacheControl`); the library's entries do not
 * carry it, so in every other process a shared page would count as stale after
 * one second and be rendered again. The entry's own window (its `lifespan`) is
 * handed back as the page's.
 */
class SharedCacheHandler extends CacheHandler {
  /** @override @type {CacheHandler["get"]} */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // Next's CachedRouteKind, a string enum that a JavaScript module names by its values.
    const kind = /** @type {string | undefined} */ (entry?.value?.kind);
    if (!entry?.lifespan || (kind !== "APP_PAGE" && kind !== "APP_ROUTE")) return entry;
    return { ...entry, cacheControl: { revalidate: entry.lifespan.revalidate ?? false, expire: entry.lifespan.expireAge } };
  }

  /** @override @type {CacheHandler["set"]} */
  async set(key, data, ctx) {
    if (keeps(data)) await super.set(key, data, ctx);
  }
}

const PROCESS_CACHE = Symbol.for("aurevo.shared-cache");
if (sharedUrl) {
  /** @type {Record<symbol, ReturnType<typeof connect> | undefined>} */
  const scope = /** @type {never} */ (globalThis);
  const processCache = (scope[PROCESS_CACHE] ??= connect(sharedUrl));
  CacheHandler.onCreation(({ buildId }) => ({
    handlers: processCache.handlers(buildId),
    // Kept as long as Next.js's own cache keeps an entry (its `expire`), not the library's 1.5 windows.
    ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS },
  }));
}

export default sharedUrl ? SharedCacheHandler : LocalCache;
