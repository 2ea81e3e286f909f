/**
 * The editions' environment: the one module of the site that reads
 * `process.env` (or writes it, for Next.js). Every variable is validated by a
 * schema in `settings.ts`; a wrong one throws a `SettingsError`
 * (`@repo/server-kit/settings`) naming it, its rule and the value given.
 *
 * Its readers: rendering (`serverEnv`, `siteUrlEnv`, `ownSiteUrl`), the Next
 * config at build and development start (`buildEnv`), and the standalone
 * server (`editionServerEnv`, `prepareNextEnv`). The Next config and the standalone server run outside
 * React's server graph, so this module cannot import `server-only`; it is read
 * by server modules only, and holds no secret a page could leak by importing it.
 */
import { siteUrlVariable, type SiteUrlEnv } from "@repo/config/editions";
import {
  readBuildSettings,
  readOwnSiteUrl,
  readRenderSettings,
  readServerSettings,
  readSiteUrlSettings,
  type BuildSettings,
  type EditionServerSettings,
  type RenderSettings,
} from "./settings";

/**
 * The settings rendering reads. Read per call, not at import: the same build is
 * configured at start time, so one build serves any deployment. The edition's
 * server validates these and the rest of its settings before it listens, so a
 * bad value stops it at start instead of failing pages later.
 */
export function serverEnv(): RenderSettings {
  return readRenderSettings(process.env);
}

/** What decides every edition's public origin (`SITE_URL_<ID>`, `NODE_ENV`), for `@repo/config/editions`. */
export function siteUrlEnv(): SiteUrlEnv {
  return readSiteUrlSettings(process.env);
}

/** The last origin read, by the value it was read from: pages ask for it for every link they make absolute. */
let ownOrigin: { id: string; from: string | undefined; origin: string } | undefined;

/**
 * Edition `id`'s own public origin, read when a page is rendered (never at
 * build: one build serves any deployment): `SITE_URL_<ID>`, else the local
 * origin outside production. Unset in production it throws a `SettingsError`
 * naming the variable; the edition's server refuses to start without it first.
 */
export function ownSiteUrl(id: string): string {
  const from = process.env[siteUrlVariable(id)];
  if (from !== undefined && ownOrigin?.id === id && ownOrigin.from === from) return ownOrigin.origin;
  ownOrigin = { id, from, origin: readOwnSiteUrl(id, process.env) };
  return ownOrigin.origin;
}

/** What the Next config reads when it is evaluated (a build or a development server's start). */
export function buildEnv(): BuildSettings {
  return readBuildSettings(process.env);
}

/** Edition `id`'s server's settings, read once when it starts; throws `SettingsError` naming each bad one. */
export function editionServerEnv(id: string): EditionServerSettings {
  return readServerSettings(process.env, id);
}

/**
 * Where the standalone server leaves the validated `REDIS_URL` for
 * `cache-handler.mjs`: plain JavaScript that Next.js loads by its path
 * at run time (twice: its server and the proxy's bundle), outside this
 * module's graph, so it reads the setting from the process instead of
 * importing it.
 */
export const SHARED_CACHE_URL = Symbol.for("aurevo.shared-cache-url");

/**
 * What Next.js reads from the environment, set as its own standalone
 * `server.js` sets it, before the standalone server loads Next.js.
 *
 * `__NEXT_PRIVATE_STANDALONE_CONFIG` is private to Next.js, and the one way it
 * offers (16.4) to hand a server the config its build serialized: a custom
 * server's `next({ conf })` is never read (`NextCustomServer.prepare` does
 * not pass it on, and the router server loads the config itself:
 * vercel/next.js#87429), and a standalone folder holds no `next.config` file
 * to load. The config loader takes this variable before any file, and skips
 * the webpack hooks a standalone folder does not trace; Next's generated
 * `server.js` sets it the same way (`build/utils.ts`, `writeStandaloneServer`).
 */
export function prepareNextEnv(config: unknown, settings: Pick<EditionServerSettings, "REDIS_URL">): void {
  (process.env as Record<string, string>).NODE_ENV = "production";
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  (globalThis as Record<symbol, unknown>)[SHARED_CACHE_URL] = settings.REDIS_URL;
}
