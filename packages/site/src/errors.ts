import { notFound } from "next/navigation";
import { apiErrorCodes, isApiError } from "@repo/api-client/errors";

/** Server errors reach error views only as a digest; this one carries the HTTP status to show. */
const STATUS_DIGEST = /^HTTP_STATUS;(\d{3})$/;

/** The status code an error view shows: the one the server put in the digest, else 500 (SPEC §8). */
export function statusOf(error: { digest?: string }): number {
  const match = STATUS_DIGEST.exec(error.digest ?? "");
  return match ? Number(match[1]) : 500;
}

/** An error whose digest carries `status`, so the error view can show it after production hides the message. */
export class StatusError extends Error {
  readonly digest: string;

  constructor(status: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StatusError";
    this.digest = `HTTP_STATUS;${status}`;
  }
}

/**
 * The content of a screen: an API 404 renders the site's 404 page, and so
 * does an API 400, since every value a screen sends comes from its URL (an id
 * that is not a slug, a NUL in a filter): a URL the API refuses names nothing
 * that exists. Any other failure renders the error view with the API's status.
 */
export async function loadOr404<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error)) {
      if (error.isNotFound || error.code === apiErrorCodes.badRequest) notFound();
      throw new StatusError(error.code >= 400 && error.code <= 599 ? error.code : 500, error.message, { cause: error });
    }
    throw error;
  }
}

/** The statuses the error page (`/page-error`) shows: the content API could not be reached (503), anything else (500). */
const STATUSES = new Set([500, 503]);

/** `status` when it is one the page shows, else 500. */
export function errorStatusOf(value: unknown): number {
  const status = typeof value === "string" && /^\d{3}$/.test(value) ? Number(value) : NaN;
  return STATUSES.has(status) ? status : 500;
}

/** The page that failed, when `value` is a path on this site (never another site's address); else null. */
export function failedPathOf(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2048 || !/^\/(?![/\\])/.test(value)) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    // Spaces, control characters and backslashes: no path of this site has one unescaped.
    if (code <= 0x20 || code === 0x7f || char === "\\") return null;
  }
  return value;
}
