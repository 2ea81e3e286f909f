import "server-only";
import { z } from "zod";

const envSchema = z.object({
  /** Where the content API listens; `/api/*` and `/getFile/*` are forwarded there. */
  CONTENT_API_URL: z.url().default("http://127.0.0.1:4000"),
  /** Shared with the content API, which posts to `/revalidate` when content changes; unset disables the endpoint. */
  REVALIDATE_SECRET: z.string().min(24, "at least 24 characters").optional(),
  /**
   * Caps every content type's revalidation window, in seconds (unset: 5 min for
   * most content, 1 h for FAQ and warranty). For editions whose content API
   * cannot post to `/revalidate`, and for drills that must outlast a window.
   */
  CONTENT_REVALIDATE_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
});

/**
 * Read per call, not at import: the same build is configured at start time,
 * so one build serves any deployment.
 */
export function serverEnv() {
  const parsed = envSchema.safeParse({
    CONTENT_API_URL: process.env.CONTENT_API_URL || undefined,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || undefined,
    CONTENT_REVALIDATE_MAX_SECONDS: process.env.CONTENT_REVALIDATE_MAX_SECONDS || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid environment for the site:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
