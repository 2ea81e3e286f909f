import { z } from "zod";
import { isAbsolute, resolve } from "node:path";
import { defaultContentDir, defaultDataDir, defaultFilesDir } from "./paths";

const envSchema = z.object({
  /** Port the API listens on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Interface to bind; 127.0.0.1 keeps it private to the machine, 0.0.0.0 exposes it. */
  HOST: z.string().min(1).default("127.0.0.1"),
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
  /** Where a `pnpm … content import <dir>` was typed: relative folders are taken from there. */
  INIT_CWD: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment; exits with every wrong variable named. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment for the content API:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
