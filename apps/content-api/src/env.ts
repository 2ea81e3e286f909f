import { statSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { editionRegistry, siteUrlOf, siteUrlVariable } from "@repo/config/editions";
import { EnvError, type EnvIssue } from "@repo/config/env-error";
import type { AnnounceTarget } from "./announce/announcer";
import { defaultContentDir, defaultDataDir, defaultFilesDir } from "./paths";

/** A comma-separated list; blanks around and between entries are ignored. */
const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** `true`/`false` (also `1`/`0`, `yes`/`no`), as environment variables spell them. */
const flag = z
  .string()
  .default("false")
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(["true", "false", "1", "0", "yes", "no", ""], { error: "true or false (also 1/0, yes/no)" }))
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * A whole number from `min` to `max`, written in plain digits: `Number()`
 * would take `""` as 0, `1e4` or `0x10`, and a setting that means something
 * else than it reads is refused instead.
 */
function wholeNumber(min: number, max: number, fallback: number) {
  const rule = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule))
    .default(fallback);
}

/** A folder that exists now: one that does not is a typo, not something to create. */
function existingFolder(path: string) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A host name (RFC 1123) or an IP address. */
function isHost(host: string) {
  return ipaddr.isValid(host) || /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(host);
}

/** An http(s) URL a browser can reach; `originOnly` also refuses any path, query or credentials. */
function isWebUrl(value: string, originOnly = false) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password || !url.hostname) return false;
  return !originOnly || (url.pathname === "/" && !url.search && !url.hash && !value.endsWith("/?"));
}

/** `postgres://` or `postgresql://` with a host, as postgres.js takes it. */
function isPostgresUrl(value: string) {
  if (!/^postgres(ql)?:\/\//.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  /** Port the API listens on; 0 picks a free one (the log line says which). */
  PORT: wholeNumber(0, 65535, 4000),
  /** Interface to bind; 127.0.0.1 keeps it private to the machine, 0.0.0.0 exposes it. */
  HOST: z.string().trim().refine(isHost, "a host name or an IP address (e.g. 127.0.0.1 or 0.0.0.0)").default("127.0.0.1"),
  /**
   * How long a client may take to send a request's headers, in ms: a client
   * trickling them a byte at a time holds a socket no longer than this.
   */
  HEADERS_TIMEOUT_MS: wholeNumber(1_000, 300_000, 10_000),
  /** How long a client may take to send a whole request (headers and body), in ms; at least the headers' time. */
  REQUEST_TIMEOUT_MS: wholeNumber(1_000, 600_000, 30_000),
  /**
   * How long an idle keep-alive connection stays open, in ms. Above the 4 s after
   * which the editions' fetch drops idle sockets, so the API never closes one
   * they are about to reuse.
   */
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1_000, 600_000, 5_000),
  /** A Postgres server to use instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, "a postgres:// or postgresql:// URL with a host")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Where the embedded database keeps its files (one writer at a time). */
  PGLITE_DATA_DIR: z
    .string()
    .min(1, "a folder path")
    .refine((path) => path.trim() === path, "a folder path without spaces around it")
    .refine((path) => !path.includes("\0"), "a path without NUL bytes")
    .default(defaultDataDir),
  /** The files root `/getFile/` serves from; an absolute path, or relative to the working directory. */
  CONTENT_FILES_DIR: z
    .string()
    .min(1, "an existing folder")
    .refine((path) => !path.includes("\0"), "a path without NUL bytes")
    .transform((path) => (isAbsolute(path) ? path : resolve(path)))
    .refine(existingFolder, "an existing folder")
    .default(defaultFilesDir),
  /** The content folder an empty database is filled from on first start. */
  CONTENT_SEED_DIR: z
    .string()
    .min(1, "an existing folder")
    .refine((path) => !path.includes("\0") && existingFolder(path), "an existing folder")
    .default(defaultContentDir),
  /** How long a read's answer is reused for the same URL within one process, in ms; 0 turns it off. */
  RESPONSE_CACHE_MS: wholeNumber(0, 600_000, 5_000),
  /**
   * Proxies whose `X-Forwarded-For` is believed (IPs or CIDRs, comma-separated;
   * also `loopback`, `linklocal`, `uniquelocal`). Empty: trust nobody, the
   * client is the socket's peer. Behind trusted proxies the client is the
   * right-most address of `X-Forwarded-For` that is not itself trusted.
   */
  TRUSTED_PROXIES: commaList.superRefine((entries, context) => {
    try {
      proxyaddr.compile(entries);
    } catch (error) {
      context.addIssue({
        code: "custom",
        message: `IPs, CIDRs or loopback, linklocal, uniquelocal, comma-separated (${(error as Error).message})`,
      });
    }
  }),
  /**
   * Origins (`https://host[:port]`) whose pages may post the public forms from
   * the browser, besides every registered edition's site; comma-separated.
   */
  ALLOWED_ORIGINS: commaList.pipe(
    z.array(
      z
        .string()
        .refine((url) => isWebUrl(url, true), "origins, comma-separated: http(s)://host[:port], no path")
        .transform((url) => new URL(url).origin),
    ),
  ),
  /** Public inserts one client (IP) may make per endpoint and window. */
  INSERT_RATE_LIMIT: wholeNumber(1, 1_000_000, 10),
  /** The rate limit's window, in seconds. */
  INSERT_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400, 600),
  /** A form submitted sooner than this after it was shown (its `formStartedAt`) is a bot's, in ms. */
  MIN_FILL_MS: wholeNumber(0, 3_600_000, 2_000),
  /** Hold visitors' blog comments until approved (`submissions approve <id>`) instead of publishing them at once. */
  COMMENTS_REQUIRE_APPROVAL: flag,
  /**
   * The bearer token of the admin paths (`/admin/submissions/…`, `/admin/comments/…`):
   * at least 32 characters of the token alphabet (e.g. `openssl rand -hex 32`). Unset,
   * those paths do not exist.
   */
  ADMIN_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/-]{32,}=*$/, "at least 32 characters of A-Z a-z 0-9 . _ ~ + / - (e.g. openssl rand -hex 32)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * The secret of the editions' `POST /revalidate` (their own `REVALIDATE_SECRET`):
   * set, the API tells every registered edition of each change to the content.
   * `REVALIDATE_SECRET_<ID>` gives one edition another.
   */
  REVALIDATE_SECRET: z
    .string()
    .min(24, "at least 24 characters, the editions' REVALIDATE_SECRET")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Where a `pnpm … content import <dir>` was typed: relative folders are taken from there. */
  INIT_CWD: z.string().optional(),
});

/** `SITE_URL_<ID>`: an edition's public origin, as the sites read it (`@repo/config/editions`). */
const siteUrlOverridesSchema = z.record(
  z.string().regex(/^SITE_URL_[A-Z0-9_]+$/, "SITE_URL_ and an edition id in capitals"),
  z.string().refine((url) => isWebUrl(url), "an http(s) URL"),
);

/** The variable of an edition's setting: `REVALIDATE_URL_NIGERIA`. */
const perEdition = (prefix: string, id: string) => siteUrlVariable(id).replace(/^SITE_URL_/, prefix);
const editionSuffixes = new Set(editionRegistry.map((edition) => perEdition("", edition.id)));

/** `REVALIDATE_URL_<ID>` (comma-separated URLs, one per process) and `REVALIDATE_SECRET_<ID>`, for registered editions only. */
const revalidateOverridesSchema = z.record(
  z
    .string()
    .regex(/^REVALIDATE_(URL|SECRET)_[A-Z0-9_]+$/)
    .refine((name) => editionSuffixes.has(name.replace(/^REVALIDATE_(URL|SECRET)_/, "")), {
      error: `REVALIDATE_URL_ or REVALIDATE_SECRET_ and a registered edition's id in capitals (${[...editionSuffixes].join(", ")})`,
    }),
  z.string(),
).superRefine((entries, context) => {
  for (const [name, value] of Object.entries(entries)) {
    if (name.startsWith("REVALIDATE_URL_")) {
      const urls = value.split(",").map((url) => url.trim());
      if (urls.some((url) => !isWebUrl(url))) {
        context.addIssue({ code: "custom", path: [name], message: "http(s) URLs of the edition's /revalidate, comma-separated" });
      }
    } else if (value.length < 24) {
      context.addIssue({ code: "custom", path: [name], message: "at least 24 characters, that edition's REVALIDATE_SECRET" });
    }
  }
});

/**
 * Every edition endpoint the API tells of changes: each registered edition
 * with a secret, at its `REVALIDATE_URL_<ID>` or else its site's `/revalidate`.
 */
function announceTargets(env: Record<string, string>, secret: string | undefined): AnnounceTarget[] {
  return editionRegistry.flatMap((edition) => {
    const editionSecret = env[perEdition("REVALIDATE_SECRET_", edition.id)] ?? secret;
    if (!editionSecret) return [];
    const urls = env[perEdition("REVALIDATE_URL_", edition.id)]?.split(",").map((url) => url.trim()) ?? [
      new URL("/revalidate", siteUrlOf(edition, env)).href,
    ];
    return urls.map((url) => ({ edition: edition.id, url, secret: editionSecret }));
  });
}

export type Env = z.infer<typeof envSchema> & {
  /** Every `SITE_URL_<ID>` that is set: their origins may post the forms too. */
  SITE_URL_OVERRIDES: Record<string, string>;
  /** The editions' endpoints told of every change (none without a secret). */
  ANNOUNCE_TARGETS: AnnounceTarget[];
};

/** One line per wrong variable: its name and the rule it breaks (never its value, which may be a secret). */
function describe(error: z.ZodError): EnvIssue[] {
  return error.issues.map((issue) => {
    const [name = "", entry] = issue.path;
    const where = typeof entry === "number" ? ` (entry ${entry + 1})` : "";
    const message = issue.code === "invalid_key" ? (issue.issues[0]?.message ?? issue.message) : issue.message;
    return { variable: String(name), message: `${String(name)}${where}: ${message}` };
  });
}

/** The content API's name in its settings' errors. */
const DEPLOYABLE = "the content API";

/** The one rule between two settings: a client's headers cannot take longer than its whole request. */
export function timeoutsIssue(env: Pick<Env, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS">): EnvIssue | undefined {
  if (env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS) return undefined;
  return {
    variable: "HEADERS_TIMEOUT_MS",
    message: `HEADERS_TIMEOUT_MS (${env.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})`,
  };
}

/** Throws the content API's `EnvError` for `issues`. */
export function refuseEnv(issues: readonly EnvIssue[]): never {
  throw new EnvError(DEPLOYABLE, issues);
}

/**
 * Reads and validates the environment (unset or empty variables take their
 * defaults); throws an `EnvError` naming every wrong variable and its rule, so
 * a wrong setting stops the server at start instead of failing requests later.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(given);
  const overrides = siteUrlOverridesSchema.safeParse(
    Object.fromEntries(Object.entries(given).filter(([name]) => name.startsWith("SITE_URL_"))),
  );
  const revalidateOverrides = revalidateOverridesSchema.safeParse(
    Object.fromEntries(Object.entries(given).filter(([name]) => name.startsWith("REVALIDATE_URL_") || name.startsWith("REVALIDATE_SECRET_"))),
  );
  const problems = [
    ...(parsed.error ? describe(parsed.error) : []),
    ...(overrides.error ? describe(overrides.error) : []),
    ...(revalidateOverrides.error ? describe(revalidateOverrides.error) : []),
  ];
  const timeouts = parsed.success ? timeoutsIssue(parsed.data) : undefined;
  if (timeouts) problems.push(timeouts);
  if (!parsed.success || !overrides.success || !revalidateOverrides.success || problems.length > 0) refuseEnv(problems);
  return {
    ...parsed.data,
    SITE_URL_OVERRIDES: overrides.data,
    ANNOUNCE_TARGETS: announceTargets(given as Record<string, string>, parsed.data.REVALIDATE_SECRET),
  };
}
