import { z } from "zod";
import { editionIdInVariable, findEdition, siteUrlVariable, type SiteUrlEnv } from "@repo/config/editions";
import {
  host,
  port,
  readSettings,
  secret,
  SettingsError,
  trustedProxies,
  url,
  wholeNumber,
  type Env,
  type SettingIssue,
} from "@repo/server-kit/settings";

/** How the edition's refusals name it. */
const SERVICE = "the edition";

/**
 * What rendering reads (`serverEnv()`): the content API's address, the purge
 * secret and the cap on revalidation windows.
 */
export const renderSettingsSchema = z.object({
  /** Where the content API listens; `/api/*` and `/getFile/*` are forwarded there. */
  CONTENT_API_URL: url({ example: "http://127.0.0.1:4000", origin: true }).default("http://127.0.0.1:4000"),
  /** Shared with the content API, which posts to `/revalidate` when content changes; unset disables the endpoint. */
  REVALIDATE_SECRET: secret(z.string().min(24, "at least 24 characters")).optional(),
  /**
   * Caps every content type's revalidation window, in seconds (unset: 5 min for
   * most content, 1 h for FAQ and warranty). For editions whose content API
   * cannot post to `/revalidate`, and for drills that must outlast a window.
   */
  CONTENT_REVALIDATE_MAX_SECONDS: wholeNumber(1, 86_400, "seconds").optional(),
});

/** Everything the edition's server reads when it starts: rendering's settings and its own. */
export const serverSettingsSchema = renderSettingsSchema.extend({
  PORT: port().default(3000),
  /** The interface to listen on; unset, every interface. */
  HOSTNAME: host().default("0.0.0.0"),
  /** How long an idle keep-alive connection stays open, in ms (Node's default when unset). */
  KEEP_ALIVE_TIMEOUT: wholeNumber(0, 3_600_000, "milliseconds").optional(),
  /** Peers whose `X-Forwarded-For` names the visitor (the reverse proxy in front); unset, nobody's. */
  TRUSTED_PROXIES: trustedProxies().default([]),
  /**
   * The Redis or Valkey server every process of the edition keeps Next's cache in
   * (`cache-handler.mjs` reads it); unset, each process keeps its own on disk. Never
   * shown in a refusal: the URL may hold the server's password.
   */
  REDIS_URL: secret(url({ protocols: ["redis", "rediss"], example: "redis://127.0.0.1:6379", credentials: true })).optional(),
});

export type RenderSettings = z.output<typeof renderSettingsSchema>;
export type ServerSettings = z.output<typeof serverSettingsSchema>;

/** The settings rendering reads, validated; throws a `SettingsError` naming each bad variable and its rule. */
export function readRenderSettings(env: Env): RenderSettings {
  return readSettings(SERVICE, renderSettingsSchema, env);
}

/** The rule of every `SITE_URL_<ID>`: a public origin, which canonical links and the country links join paths to. */
const siteUrlRule = url({ example: "https://www.example.com", origin: true });

/**
 * What an unset own `SITE_URL_<ID>` is refused with in production: a made-up
 * domain in canonical links, the sitemap and robots.txt would send search
 * engines to a site that is not this one, silently.
 */
function ownSiteUrlMissing(variable: string): SettingIssue {
  return {
    variable,
    message: `${variable}: unset; this edition's public origin (such as https://www.example.com) is required in production, as its canonical links, sitemap and robots.txt name it`,
  };
}

/**
 * Edition `id`'s own public origin (scheme, host and port, no trailing
 * slash): `SITE_URL_<ID>` when set; unset, its local origin outside
 * production (`next dev`: the registry's port) and a `SettingsError` naming
 * the variable in production, never a placeholder domain.
 */
export function readOwnSiteUrl(id: string, env: Env): string {
  const variable = siteUrlVariable(id);
  const value = env[variable] || undefined;
  if (value === undefined) {
    if (env.NODE_ENV === "production") throw new SettingsError(SERVICE, [ownSiteUrlMissing(variable)]);
    return `http://localhost:${findEdition(id)?.port ?? (env.PORT || 3000)}`;
  }
  const checked = siteUrlRule.safeParse(value);
  if (!checked.success) {
    throw new SettingsError(SERVICE, [{ variable, message: `${variable}: ${checked.error.issues[0]?.message ?? "an origin"} (given ${JSON.stringify(value)})` }]);
  }
  return new URL(value).origin;
}

/** The edition's server's settings: its own and rendering's, and the edition's public origin. */
export type EditionServerSettings = ServerSettings & { SITE_URL: string };

/**
 * Every setting the edition's server depends on, validated before it listens:
 * its own, rendering's, and every edition's `SITE_URL_*` (the country links
 * of every page read them). Edition `id`'s own `SITE_URL_<ID>` is required:
 * the server is production, whatever `NODE_ENV` says (it sets it itself).
 */
export function readServerSettings(env: Env, id: string): EditionServerSettings {
  const own = siteUrlVariable(id);
  // Any edition's, registered or added as content since this build: the content API lists them all.
  const siteUrls = { prefix: "SITE_URL_", known: editionIdInVariable, of: "edition", rule: siteUrlRule };
  const issues: SettingIssue[] = env[own] ? [] : [ownSiteUrlMissing(own)];
  let settings: ServerSettings | undefined;
  try {
    settings = readSettings(SERVICE, serverSettingsSchema, env, { families: [siteUrls] });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    issues.unshift(...error.issues);
  }
  if (!settings || issues.length > 0) throw new SettingsError(SERVICE, issues);
  return { ...settings, SITE_URL: new URL(env[own]!).origin };
}

/** What decides the editions' public origins (`@repo/config/editions`): `NODE_ENV` and every `SITE_URL_*`. */
export function readSiteUrlSettings(env: Env): SiteUrlEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name, value]) => (name === "NODE_ENV" || name.startsWith("SITE_URL_")) && value),
  );
}

/** What the Next config reads when it is evaluated (a build or a development server's start). */
export const buildSettingsSchema = z.object({
  /**
   * The output folder of a development server or a build (default `.next`):
   * a second server or build of the same edition needs its own.
   */
  NEXT_DIST_DIR: z
    .string()
    .regex(/^\.next-[a-z0-9-]+$/, "a folder such as .next-second, beside .next")
    .optional(),
});

export type BuildSettings = z.output<typeof buildSettingsSchema>;

/** The Next config's settings, validated; throws a `SettingsError` naming each bad variable and its rule. */
export function readBuildSettings(env: Env): BuildSettings {
  return readSettings(SERVICE, buildSettingsSchema, env);
}
