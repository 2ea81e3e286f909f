import "server-only";
import { z } from "zod";

const envSchema = z.object({
  /** Where the content API listens; `/api/*` and `/getFile/*` are forwarded there. */
  CONTENT_API_URL: z.url().default("http://127.0.0.1:4000"),
});

/**
 * Read per call, not at import: the same build is configured at start time,
 * so one build serves any deployment.
 */
export function serverEnv() {
  const parsed = envSchema.safeParse({ CONTENT_API_URL: process.env.CONTENT_API_URL || undefined });
  if (!parsed.success) throw new Error(`Invalid environment for the site:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
