import { z } from "zod";

const buildEnvSchema = z.object({
  /**
   * The output folder of a development server or a build (default `.next`):
   * a second server or build of the same edition needs its own.
   */
  NEXT_DIST_DIR: z
    .string()
    .regex(/^\.next-[a-z0-9-]+$/, "a folder such as .next-second, beside .next")
    .optional(),
});

/** What the Next config reads from the environment when it is evaluated (build or development start). */
export function buildEnv() {
  const parsed = buildEnvSchema.safeParse({ NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || undefined });
  if (!parsed.success) throw new Error(`Invalid environment for the Next config:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
