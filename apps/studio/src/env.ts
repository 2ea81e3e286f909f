/**
 * The studio's settings: the one module that reads `process.env`. Read once, when the server
 * starts (`instrumentation.ts`), so a wrong value stops it there, naming the variable and its rule.
 */
import { z } from "zod";
import { type Env, readSettings, url } from "@repo/server-kit/settings";

/** An http(s) origin, written as `URL` writes it (no trailing slash), so paths join to it as they are. */
const origin = (example: string, fallback: string) =>
  url({ example, origin: true })
    .default(fallback)
    .transform((value) => new URL(value).origin);

const studioSettingsSchema = z.object({
  /** The content API as the studio's server reaches it. */
  CONTENT_API_URL: origin("http://127.0.0.1:4000", "http://127.0.0.1:4000"),
  /** The studio's own public origin: the `Origin` its writes carry, which the API holds them to. */
  STUDIO_URL: origin("https://studio.example.org", "http://localhost:3100"),
});

export type StudioSettings = z.output<typeof studioSettingsSchema>;

/** The studio's settings from `env`; throws a `SettingsError` naming every wrong one. */
export function readStudioSettings(env: Env): StudioSettings {
  return readSettings("studio", studioSettingsSchema, env);
}

let settings: StudioSettings | undefined;

/** The settings the running studio was started with. */
export function studioEnv(): StudioSettings {
  settings ??= readStudioSettings(process.env);
  return settings;
}

/** Whether this is the development server (React's development build needs `eval`). */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === "development";
}
