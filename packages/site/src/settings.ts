import { isIP } from "node:net";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { editionRegistry, siteUrlVariable, type SiteUrlEnv } from "@repo/config/editions";
import { EnvError, type EnvIssue } from "@repo/config/env-error";

type Env = Record<string, string | undefined>;

/** An http(s) URL, as `new URL` reads it. */
const httpUrl = (example: string) =>
  z.url({ protocol: /^https?$/, error: `an http or https URL such as ${example}` });

/** An origin with nothing after the host and port, and nothing before the host (fetch refuses a URL with credentials). */
const origin = (example: string) =>
  httpUrl(example).refine(
    (value) => {
      if (!URL.canParse(value)) return true; // the URL check has said so already
      const url = new URL(value);
      return url.pathname === "/" && !/[?#]/.test(value) && !url.username && !url.password;
    },
    { error: `an origin (scheme, host and port, no path or credentials) such as ${example}` },
  );

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, `${what}: a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${what}: from ${min} to ${max}`).max(max, `${what}: from ${min} to ${max}`));

/**
 * What rendering reads (`serverEnv()`): the content API's address, the purge
 * secret and the cap on revalidation windows.
 */
export const renderSettingsSchema = z.object({
  /** Where the content API listens; `/api/*` and `/getFile/*` are forwarded there. */
  CONTENT_API_URL: origin("http://127.0.0.1:4000").default("http://127.0.0.1:4000"),
  /** Shared with the content API, which posts to `/revalidate` when content changes; unset disables the endpoint. */
  REVALIDATE_SECRET: z.string().min(24, "at least 24 characters").optional(),
  /**
   * Caps every content type's revalidation window, in seconds (unset: 5 min for
   * most content, 1 h for FAQ and warranty). For editions whose content API
   * cannot post to `/revalidate`, and for drills that must outlast a window.
   */
  CONTENT_REVALIDATE_MAX_SECONDS: wholeNumber(1, 86_400, "seconds").optional(),
});

/** Addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), comma-separated. */
const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, context) => {
    for (const entry of entries) {
      try {
        proxyaddr.compile(entry);
      } catch {
        context.addIssue({
          code: "custom",
          message: `"${entry.slice(0, 60)}" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
        });
      }
    }
  });

/** The address to listen on: an IP address or a host name (letters, digits, dots and dashes). */
const listenAddress = z
  .string()
  .refine((value) => isIP(value) !== 0 || /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i.test(value), {
    error: "an IP address (0.0.0.0, ::, 127.0.0.1) or a host name",
  });

/** A Redis (or Valkey) server's URL with a host: `redis://` or, over TLS, `rediss://`. */
const redisUrl = z
  .url({ protocol: /^rediss?$/, error: "a redis:// or rediss:// URL such as redis://127.0.0.1:6379" })
  .refine((value) => !URL.canParse(value) || new URL(value).hostname !== "", {
    error: "a redis:// or rediss:// URL with a host, such as redis://127.0.0.1:6379",
  });

/** Everything the edition's server reads when it starts: rendering's settings and its own. */
export const serverSettingsSchema = renderSettingsSchema.extend({
  PORT: wholeNumber(1, 65_535, "a port").default(3000),
  /** The interface to listen on; unset, every interface. */
  HOSTNAME: listenAddress.default("0.0.0.0"),
  /** How long an idle keep-alive connection stays open, in ms (Node's default when unset). */
  KEEP_ALIVE_TIMEOUT: wholeNumber(0, 3_600_000, "milliseconds").optional(),
  /** Peers whose `X-Forwarded-For` names the visitor (the reverse proxy in front); unset, nobody's. */
  TRUSTED_PROXIES: trustedProxies.default([]),
  /**
   * The Redis or Valkey server every process of the edition keeps Next's cache in
   * (`cache-handler.mjs` reads it); unset, each process keeps its own on disk.
   */
  REDIS_URL: redisUrl.optional(),
});

export type RenderSettings = z.output<typeof renderSettingsSchema>;
export type ServerSettings = z.output<typeof serverSettingsSchema>;

/** Raised with every invalid setting named, each with its rule. */
export class SettingsError extends EnvError {
  override name = "SettingsError";

  constructor(issues: readonly EnvIssue[]) {
    super("the edition", issues);
  }
}

/** Empty values count as unset, as a deployment's blank `FOO=` means "the default". */
function present(env: Env, names: readonly string[]): Env {
  return Object.fromEntries(names.map((name) => [name, env[name] || undefined]));
}

function problems(error: z.ZodError): EnvIssue[] {
  return error.issues.map((issue) => {
    const variable = issue.path.join(".") || "(settings)";
    return { variable, message: `${variable}: ${issue.message}` };
  });
}

/** The settings rendering reads, validated; throws `SettingsError` naming each bad variable and its rule. */
export function readRenderSettings(env: Env): RenderSettings {
  const parsed = renderSettingsSchema.safeParse(present(env, Object.keys(renderSettingsSchema.shape)));
  if (!parsed.success) throw new SettingsError(problems(parsed.error));
  return parsed.data;
}

/**
 * Every setting the edition's server depends on, validated before it listens:
 * its own, rendering's, and every edition's `SITE_URL_*` (the country links
 * of every page read them). A `SITE_URL_*` that names no registered edition is
 * a typo that would silently leave a link at its default, so it is refused too.
 */
export function readServerSettings(env: Env): ServerSettings {
  const issues: EnvIssue[] = [];
  const parsed = serverSettingsSchema.safeParse(present(env, Object.keys(serverSettingsSchema.shape)));
  if (!parsed.success) issues.push(...problems(parsed.error));

  const known = new Set(editionRegistry.map((entry) => siteUrlVariable(entry.id)));
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith("SITE_URL_") || !value) continue;
    if (!known.has(name)) {
      issues.push({ variable: name, message: `${name}: names no registered edition (${[...known].join(", ")})` });
      continue;
    }
    const url = origin("https://ng.aurevo.example").safeParse(value);
    if (!url.success) issues.push({ variable: name, message: `${name}: ${url.error.issues[0]?.message ?? "not an origin"}` });
  }
  if (issues.length > 0 || !parsed.success) throw new SettingsError(issues);
  return parsed.data;
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

/** The Next config's settings, validated; throws `SettingsError` naming each bad variable and its rule. */
export function readBuildSettings(env: Env): BuildSettings {
  const parsed = buildSettingsSchema.safeParse(present(env, Object.keys(buildSettingsSchema.shape)));
  if (!parsed.success) throw new SettingsError(problems(parsed.error));
  return parsed.data;
}
