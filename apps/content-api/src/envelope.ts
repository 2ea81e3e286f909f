import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Answers `{ code: 200, msg: "success", data }`. */
export function ok<T>(c: Context, data: T) {
  return c.json({ code: 200, msg: "success", data }, 200);
}

/** Answers an error envelope whose `code` is also the HTTP status. */
export function fail(c: Context, code: ContentfulStatusCode, msg: string) {
  return c.json({ code, msg, data: null }, code);
}
