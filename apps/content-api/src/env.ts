import { z } from "zod";
import { isAbsolute, resolve } from "node:path";
import proxyaddr from "proxy-addr";
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
  .pipe(z.enum(["true", "false", "1", "0", "yes", "no", ""]))
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  /** Port the API listens on; 0 picks a free one (the log line says which). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Interface to bind; 127.0.0.1 keeps it private to the machine, 0.0.0.0 exposes it. */
  HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * How long a client may take to send a request's headers, in ms: a client
   * trickling them a byte at a time holds a socket no longer than this.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(10_000),
  /** How long a client may take to send a whole request (headers and body), in ms; at least the headers' time. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /**
   * How long an idle keep-alive connection stays open, in ms. Above the 4 s after
   * which the editions' fetch drops idle sockets, so the API never closes one
   * they are about to reuse.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
  /** A Postgres server to use instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Where the embedded database keeps its files (one writer at a time). */
  PGLITE_DATA_DIR: z.string().min(1).default(defaultDataDir),
  /** The files root `/getFile/` serves from; an absolute path, or relative to the working directory. */
  CONTENT_FILES_DIR: z
    .string()
    .min(1)
    .refine((path) => !path.includes("\0"), "a path without NUL bytes")
    .transform((path) => (isAbsolute(path) ? path : resolve(path)))
    .default(defaultFilesDir),
  /** The content folder an empty database is filled from on first start. */
  CONTENT_SEED_DIR: z.string().min(1).default(defaultContentDir),
  /** How long a read's answer is reused for the same URL within one process, in ms; 0 turns it off. */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
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
      context.addIssue({ code: "custom", message: `IPs or CIDRs: ${(error as Error).message}` });
    }
  }),
  /**
   * Origins (`https://host[:port]`) whose pages may post the public forms from
   * the browser, besides every registered edition's site; comma-separated.
   */
  ALLOWED_ORIGINS: commaList.pipe(
    z.array(
      z
        .url()
        .refine((url) => /^https?:\/\//.test(url), "an http(s) origin")
        .transform((url) => new URL(url).origin),
    ),
  ),
  /** Public inserts one client (IP) may make per endpoint and window. */
  INSERT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** The rate limit's window, in seconds. */
  INSERT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** A form submitted sooner than this after it was shown (its `formStartedAt`) is a bot's, in ms. */
  MIN_FILL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
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
  /** Where a `pnpm … content import <dir>` was typed: relative folders are taken from there. */
  INIT_CWD: z.string().optional(),
});

/** `SITE_URL_<ID>`: an edition's public origin, as the sites read it (`@repo/config/editions`). */
const siteUrlOverridesSchema = z.record(
  z.string().regex(/^SITE_URL_[A-Z0-9_]+$/),
  z.url().refine((url) => /^https?:\/\//.test(url), "an http(s) URL"),
);

export type Env = z.infer<typeof envSchema> & {
  /** Every `SITE_URL_<ID>` that is set: their origins may post the forms too. */
  SITE_URL_OVERRIDES: Record<string, string>;
};

/** Reads and validates the environment; exits with every wrong variable named. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const overrides = siteUrlOverridesSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([name, value]) => name.startsWith("SITE_URL_") && value)),
  );
  const problems = [parsed.error, overrides.error].filter((error) => error !== undefined);
  if (!parsed.success || !overrides.success) {
    throw new Error(`Invalid environment for the content API:\n${problems.map((error) => z.prettifyError(error)).join("\n")}`);
  }
  return { ...parsed.data, SITE_URL_OVERRIDES: overrides.data };
}
