import { existsSync, statSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { type SiteUrlEnv, editionIdInVariable } from "@repo/config/editions";
import {
  host,
  list,
  port,
  readSettings,
  secret,
  SettingsError,
  trustedProxies,
  url,
  wholeNumber,
  type SettingFamily,
  type SettingIssue,
} from "@repo/server-kit/settings";
import type { AnnounceSettings } from "./announce/targets";
import type { StorageSettings } from "./storage";
import { defaultContentDir, defaultDataDir, defaultFilesDir } from "./paths";

/** `true`/`false` (also `1`/`0`, `yes`/`no`), as environment variables spell them. */
const flag = z
  .string()
  .default("false")
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(["true", "false", "1", "0", "yes", "no", ""], { error: "true or false (also 1/0, yes/no)" }))
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** A folder that exists now: one that does not is a typo, not something to create. */
function existingFolder(path: string) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  /** Port the API listens on; 0 picks a free one (the log line says which). */
  PORT: port({ free: true }).default(4000),
  /** Interface to bind; 127.0.0.1 keeps it private to the machine, 0.0.0.0 exposes it. */
  HOST: host().default("127.0.0.1"),
  /**
   * How long a client may take to send a request's headers, in ms: a client
   * trickling them a byte at a time holds a socket no longer than this.
   */
  HEADERS_TIMEOUT_MS: wholeNumber(1_000, 300_000, "milliseconds").default(10_000),
  /** How long a client may take to send a whole request (headers and body), in ms; at least the headers' time. */
  REQUEST_TIMEOUT_MS: wholeNumber(1_000, 600_000, "milliseconds").default(30_000),
  /**
   * How long an idle keep-alive connection stays open, in ms. Above the 4 s after
   * which the editions' fetch drops idle sockets, so the API never closes one
   * they are about to reuse.
   */
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1_000, 600_000, "milliseconds").default(5_000),
  /** A Postgres server to use instead of the embedded database; never shown in a refusal, as it may hold a password. */
  DATABASE_URL: secret(
    url({ protocols: ["postgres", "postgresql"], example: "postgres://aurevo@db.internal:5432/aurevo", credentials: true }),
  ).optional(),
  /** Where the embedded database keeps its files (one writer at a time). */
  PGLITE_DATA_DIR: z
    .string()
    .min(1, "a folder path")
    .refine((path) => path.trim() === path, "a folder path without spaces around it")
    .refine((path) => !path.includes("\0"), "a path without NUL bytes")
    .default(defaultDataDir),
  /**
   * The folder files are stored in when no bucket is set (created if missing); an absolute
   * path, or relative to the working directory. Unset: `.data/files` beside the default
   * embedded database, or `<PGLITE_DATA_DIR>-files` beside one set elsewhere.
   */
  CONTENT_FILES_DIR: z
    .string()
    .min(1, "a folder path")
    .refine((path) => !path.includes("\0"), "a path without NUL bytes")
    .transform((path) => (isAbsolute(path) ? path : resolve(path)))
    .refine((path) => !existsSync(path) || existingFolder(path), "a folder (or a path where one can be made), not a file")
    .optional(),
  /** The S3-compatible bucket files are stored in (every API process sharing it); unset, the local folder. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name: 3 to 63 lower-case letters, digits, dots and dashes")
    .optional(),
  /** The storage service's origin (MinIO, R2, …); unset, AWS S3 in `S3_REGION`. */
  S3_ENDPOINT: url({ example: "https://minio.internal:9000", origin: true }).optional(),
  /** The bucket's region (`auto` for R2); `us-east-1` unless set. */
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, "a region name such as eu-west-1 (or auto)").optional(),
  /** The access key's id; with `S3_SECRET_ACCESS_KEY`, or neither (the SDK's own credential chain). */
  S3_ACCESS_KEY_ID: z.string().regex(/^[A-Za-z0-9._+/=-]{3,256}$/, "an access key id").optional(),
  /** The access key's secret; never shown in a refusal. */
  S3_SECRET_ACCESS_KEY: secret(z.string().regex(/^\S+$/, "the access key's secret, without spaces")).optional(),
  /** Put the bucket in the path (`https://host/bucket/key`), as MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: flag,
  /** Put before every key, so the bucket can hold other things too: segments ending in `/` (`content-api/`). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_.-]+\/)+$/, "folder names ending in / (content-api/), letters, digits, _ . -")
    .refine((prefix) => !prefix.split("/").some((segment) => segment === "." || segment === ".."), "no . or .. segments")
    .optional(),
  /** The content folder an empty database is filled from on first start. */
  CONTENT_SEED_DIR: z
    .string()
    .min(1, "an existing folder")
    .refine((path) => !path.includes("\0") && existingFolder(path), "an existing folder")
    .default(defaultContentDir),
  /** How long a read's answer is reused for the same URL within one process, in ms; 0 turns it off. */
  RESPONSE_CACHE_MS: wholeNumber(0, 600_000, "milliseconds").default(5_000),
  /**
   * Proxies whose `X-Forwarded-For` is believed (IPs or CIDRs, comma-separated;
   * also `loopback`, `linklocal`, `uniquelocal`). Empty: trust nobody, the
   * client is the socket's peer. Behind trusted proxies the client is the
   * right-most address of `X-Forwarded-For` that is not itself trusted.
   */
  TRUSTED_PROXIES: trustedProxies().default([]),
  /**
   * Origins (`https://host[:port]`) whose pages may post the public forms from
   * the browser, besides every edition's site (registered, or held as content); comma-separated.
   */
  ALLOWED_ORIGINS: list(
    url({ example: "https://partner.example", origin: true }).transform((origin) => new URL(origin).origin),
    "origins, comma-separated: http(s)://host[:port], no path",
  ).default([]),
  /** Public inserts one client (IP) may make per endpoint and window. */
  INSERT_RATE_LIMIT: wholeNumber(1, 1_000_000).default(10),
  /** The rate limit's window, in seconds. */
  INSERT_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400, "seconds").default(600),
  /** A form submitted sooner than this after it was shown (its `formStartedAt`) is a bot's, in ms. */
  MIN_FILL_MS: wholeNumber(0, 3_600_000, "milliseconds").default(2_000),
  /** Hold visitors' blog comments until approved (`submissions approve <id>`) instead of publishing them at once. */
  COMMENTS_REQUIRE_APPROVAL: flag,
  /**
   * The bearer token of the admin paths (`/admin/submissions/…`, `/admin/comments/…`):
   * at least 32 characters of the token alphabet (e.g. `openssl rand -hex 32`). Unset,
   * those paths do not exist.
   */
  ADMIN_TOKEN: secret(
    z.string().regex(/^[A-Za-z0-9._~+/-]{32,}=*$/, "at least 32 characters of A-Z a-z 0-9 . _ ~ + / - (e.g. openssl rand -hex 32)"),
  ).optional(),
  /**
   * Signs the studio's sessions, sign-in links and CSRF tokens: at least 32 characters (e.g.
   * `openssl rand -hex 32`), the same on every API process. Unset, `/studio/*` does not exist.
   */
  STUDIO_SECRET: secret(z.string().regex(/^\S{32,}$/, "at least 32 characters without spaces (e.g. openssl rand -hex 32)")).optional(),
  /** The studio's public origin: its sign-in links point there, and only its pages may send the studio's changes. */
  STUDIO_URL: url({ example: "https://studio.aurevo.example", origin: true }).default("http://localhost:3100"),
  /** Sign-in attempts one address may make per minute at the studio, counted in the database across processes. */
  STUDIO_SIGN_INS_PER_MINUTE: wholeNumber(1, 10_000, "attempts").default(10),
  /**
   * The largest content archive `POST /admin/content/import` takes, in bytes, packed and
   * unpacked alike: a larger one is refused (413) before it fills the disk.
   */
  CONTENT_IMPORT_MAX_BYTES: wholeNumber(1_024, 4 * 1024 ** 3, "bytes").default(256 * 1024 ** 2),
  /**
   * The secret of the editions' `POST /revalidate` (their own `REVALIDATE_SECRET`):
   * set, the API tells every edition (registered, or held as content) of each change to the content.
   * `REVALIDATE_SECRET_<ID>` gives one edition another.
   */
  REVALIDATE_SECRET: secret(z.string().min(24, "at least 24 characters, the editions' REVALIDATE_SECRET")).optional(),
  /** The running content API the `content` command calls (`content import|export`). */
  CONTENT_API_URL: url({ example: "http://127.0.0.1:4000", origin: true }).default("http://127.0.0.1:4000"),
  /** Where a `pnpm … content import <dir>` was typed: relative folders are taken from there. */
  INIT_CWD: z.string().optional(),
});

/** The edition id a per-edition variable's name ends with: `south-africa` for `…_SOUTH_AFRICA`. */
function editionIdOf(name: string, prefix: string): string {
  return name.slice(prefix.length).toLowerCase().replaceAll("_", "-");
}

/** A setting per edition: `REVALIDATE_URL_` and the edition's id in capitals, as `SITE_URL_NIGERIA` spells it. */
function perEdition<Rule extends z.ZodType>(prefix: string, rule: Rule): SettingFamily<Rule> {
  return { prefix, known: editionIdInVariable, of: "edition", rule };
}

/** `SITE_URL_<ID>`: an edition's public origin, as the sites read it (`@repo/config/editions`). */
const siteUrls = perEdition("SITE_URL_", url({ example: "https://ng.aurevo.example", origin: true }));
/** `REVALIDATE_URL_<ID>`: the edition's `/revalidate`, one URL per process of it. */
const revalidateUrls = perEdition(
  "REVALIDATE_URL_",
  list(url({ example: "http://10.0.0.5:3000/revalidate" }), "http(s) URLs of the edition's /revalidate, comma-separated"),
);
/** `REVALIDATE_SECRET_<ID>`: the edition's own `REVALIDATE_SECRET`, when it is not the others'. */
const revalidateSecrets = perEdition(
  "REVALIDATE_SECRET_",
  secret(z.string().min(24, "at least 24 characters, that edition's REVALIDATE_SECRET")),
);

/** The values of a family's variables that are set, by edition id, each read by its rule (`readSettings` checked them). */
function byEdition<Rule extends z.ZodType>(family: SettingFamily<Rule>, given: Record<string, string>): Record<string, z.output<Rule>> {
  return Object.fromEntries(
    Object.entries(given)
      .filter(([name]) => name.startsWith(family.prefix))
      .map(([name, value]) => [editionIdOf(name, family.prefix), family.rule.parse(value)]),
  );
}

/** The ids of the editions the per-edition settings name (`SITE_URL_<ID>`, `REVALIDATE_URL_<ID>`, `REVALIDATE_SECRET_<ID>`), each once. */
export function editionsNamed(env: Pick<Env, "ANNOUNCE" | "SITE_URL_OVERRIDES">): string[] {
  const ids = [
    ...Object.keys(env.SITE_URL_OVERRIDES).map((name) => editionIdOf(name, siteUrls.prefix)),
    ...Object.keys(env.ANNOUNCE.urls),
    ...Object.keys(env.ANNOUNCE.secrets),
  ];
  return [...new Set(ids)];
}

export type Env = z.infer<typeof envSchema> & {
  /** Every `SITE_URL_<ID>` that is set: their origins may post the forms too. */
  SITE_URL_OVERRIDES: Record<string, string>;
  /**
   * How the editions are told of every change: `REVALIDATE_SECRET`, and each `REVALIDATE_URL_<ID>` and
   * `REVALIDATE_SECRET_<ID>` by edition id. Which editions there are is read from the content while
   * the API runs (`announce/targets.ts`).
   */
  ANNOUNCE: AnnounceSettings;
  /** What decides the editions' public origins as `GET editions` names them: the `SITE_URL_<ID>` set and `NODE_ENV`. */
  SITE_URL_ENV: SiteUrlEnv;
  /** Where files are stored: the bucket when `S3_BUCKET` is set, else the folder. */
  STORAGE: StorageSettings;
};

/** The S3 settings that mean nothing without a bucket. */
const s3Companions = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX"] as const;

/** A bucket's settings must come together: companions without a bucket, or half a key, are a mistake, not a default. */
export function storageIssue(env: Pick<Env, "S3_BUCKET" | (typeof s3Companions)[number]>): SettingIssue | undefined {
  const given = s3Companions.filter((name) => env[name] !== undefined);
  if (!env.S3_BUCKET && given.length > 0) {
    return { variable: "S3_BUCKET", message: `S3_BUCKET: unset, while ${given.join(", ")} ${given.length > 1 ? "are" : "is"} set: name the bucket, or unset them to store files in CONTENT_FILES_DIR` };
  }
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    return { variable: "S3_SECRET_ACCESS_KEY", message: "S3_SECRET_ACCESS_KEY: unset, while S3_ACCESS_KEY_ID is set: give both, or neither for the SDK's own credentials" };
  }
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
    return { variable: "S3_ACCESS_KEY_ID", message: "S3_ACCESS_KEY_ID: unset, while S3_SECRET_ACCESS_KEY is set: give both, or neither for the SDK's own credentials" };
  }
  return undefined;
}

/** The storage the settings name; the folder's default sits beside the embedded database's data. */
function storageOf(env: z.infer<typeof envSchema>): StorageSettings {
  const dataDir = env.PGLITE_DATA_DIR.replace(/\/+$/, "");
  const filesDir = env.CONTENT_FILES_DIR ?? (env.PGLITE_DATA_DIR === defaultDataDir ? defaultFilesDir : `${resolve(dataDir)}-files`);
  if (!env.S3_BUCKET) return { filesDir };
  return {
    filesDir,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? "us-east-1",
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX ?? "",
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
    },
  };
}

/** The content API's name in its settings' errors. */
const SERVICE = "the content API";

/** The one rule between two settings: a client's headers cannot take longer than its whole request. */
export function timeoutsIssue(env: Pick<Env, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS">): SettingIssue | undefined {
  if (env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS) return undefined;
  return {
    variable: "HEADERS_TIMEOUT_MS",
    message: `HEADERS_TIMEOUT_MS (${env.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})`,
  };
}

/** Throws the content API's `SettingsError` for `issues`. */
export function refuseEnv(issues: readonly SettingIssue[]): never {
  throw new SettingsError(SERVICE, issues);
}

/**
 * Reads and validates the environment (unset or empty variables take their
 * defaults); throws a `SettingsError` naming every wrong variable, its rule and
 * the value given (a secret's excepted), so a wrong setting stops the server
 * at start instead of failing requests later.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const settings = readSettings(SERVICE, envSchema, source, {
    families: [siteUrls, revalidateUrls, revalidateSecrets],
    across: (settings) => timeoutsIssue(settings) ?? storageIssue(settings),
  });
  const given = Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => !!entry[1]));
  return {
    ...settings,
    SITE_URL_OVERRIDES: Object.fromEntries(Object.entries(given).filter(([name]) => name.startsWith(siteUrls.prefix))),
    ANNOUNCE: {
      ...(settings.REVALIDATE_SECRET ? { secret: settings.REVALIDATE_SECRET } : {}),
      secrets: byEdition(revalidateSecrets, given),
      urls: byEdition(revalidateUrls, given),
    },
    SITE_URL_ENV: { ...Object.fromEntries(Object.entries(given).filter(([name]) => name.startsWith(siteUrls.prefix))), NODE_ENV: given.NODE_ENV },
    STORAGE: storageOf(settings),
  };
}
