import type { z } from "zod";

/**
 * Each field's first problem, keyed by its path (`translations.spanish.title`; `(body)` for the
 * whole): the `data.fields` of a 400 envelope, which forms show beside their fields.
 */
export function fieldMessages(error: z.ZodError, whole = "(body)"): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.length ? issue.path.join(".") : whole];
    for (const key of keys) fields[key] ??= issue.code === "unrecognized_keys" ? "Unknown field" : issue.message;
  }
  return fields;
}
