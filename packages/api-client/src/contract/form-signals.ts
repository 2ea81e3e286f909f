import { z } from "zod";

/**
 * What every public form sends along besides its fields, so the API can tell
 * people from bots. Never stored; a bot gets the same success answer as a
 * person, but nothing it sent is kept.
 */
export const formSignalFields = {
  /**
   * The honeypot: a field the form hides from people (visually and from
   * assistive technology), so any non-empty value means a bot filled it in.
   */
  website: z.string().max(2000).optional(),
  /**
   * When the form was shown, in epoch milliseconds. A submit sooner than the
   * API's minimum fill time after it (or "from the future") is a bot's. A
   * numeric string is accepted too, as a plain form post sends it.
   */
  formStartedAt: z
    .union([
      z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .trim()
        .regex(/^\d{1,15}$/, "epoch milliseconds")
        .transform(Number),
    ])
    .optional(),
};
