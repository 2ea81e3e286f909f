import type { MiddlewareHandler } from "hono";
import { fail } from "./envelope";

/**
 * Characters no parameter of the API may hold: the C0 controls but tab, and
 * DEL. Postgres refuses NUL in text outright, and none of the others belongs
 * in a slug, a code, a number or a search. Tab is let through: a search
 * pasted from a table carries one, and it harms nothing.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/u;

/** A form-encoded query part, decoded; null when its escapes are not UTF-8 (a lone `%`, `%ED%A0%80`, …). */
function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    return null;
  }
}

/** How a parameter's name is shown in a message: as sent when printable, else JSON-quoted. */
function shown(name: string): string {
  return CONTROL.test(name) || name.length > 60 ? JSON.stringify(name.slice(0, 60)) : name;
}

/**
 * Why a request's raw query string cannot be taken, naming the parameter, or
 * null when every name and value is well-formed text.
 */
export function queryProblem(rawQuery: string): string | null {
  for (const pair of rawQuery.split("&")) {
    if (!pair) continue;
    const equals = pair.indexOf("=");
    const name = decode(equals < 0 ? pair : pair.slice(0, equals));
    if (name === null) return "Invalid query: a parameter name is not valid percent-encoded UTF-8";
    if (CONTROL.test(name)) return `Invalid query: the parameter name ${shown(name)} holds a control character`;
    const value = decode(equals < 0 ? "" : pair.slice(equals + 1));
    if (value === null) return `Invalid ${shown(name)}: not valid percent-encoded UTF-8`;
    const control = CONTROL.exec(value);
    if (control) {
      const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
      return `Invalid ${shown(name)}: control characters (U+${code}) are not allowed`;
    }
  }
  return null;
}

/**
 * Refuses, with a 400 envelope, any request whose query holds what no
 * parameter can: checked once for every path, before any route parses it.
 */
export function wellFormedQuery(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("?");
    const problem = start < 0 ? null : queryProblem(url.slice(start + 1));
    if (problem) return fail(c, 400, problem);
    await next();
  };
}
