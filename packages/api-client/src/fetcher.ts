import type { z } from "zod";
import { API_PREFIX, errorEnvelopeSchema, type LanguageCode } from "./contract";
import { ApiError, apiErrorCodes } from "./errors";

export type QueryValue = string | number | boolean | null | undefined;

export interface FetcherOptions {
  /** Origin (server) or "" (browser, same origin through the edition's proxy). */
  baseUrl: string;
  /** The current locale's language: added to every GET query and every POST body. */
  languageCode: LanguageCode;
  /** Injected for tests and instrumentation; the platform `fetch` otherwise. */
  fetch?: typeof fetch;
}

/** Extra `fetch` options per call, such as Next.js `next: { revalidate, tags }`. */
export type RequestOptions = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

/** Builds `<base>/api/<path>?<query>`, dropping empty values (SPEC §7). */
export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, "")}${API_PREFIX}${path}${search ? `?${search}` : ""}`;
}

/**
 * The one place that talks HTTP to the content API: it adds the language,
 * reads the envelope, maps failures to `ApiError` and validates `data`.
 */
export function createFetcher(options: FetcherOptions) {
  const doFetch = options.fetch ?? fetch;

  async function request<T extends z.ZodType>(
    path: string,
    url: string,
    init: RequestOptions,
    schema: T,
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, headers: { accept: "application/json", ...init.headers } });
    } catch (cause) {
      throw new ApiError(apiErrorCodes.unavailable, "The content service could not be reached", path, { cause });
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw new ApiError(
        response.ok ? apiErrorCodes.badGateway : response.status,
        response.ok ? "The content service answered something that is not JSON" : response.statusText || "Request failed",
        path,
        { cause },
      );
    }

    const failed = errorEnvelopeSchema.safeParse(body);
    if (failed.success) {
      throw new ApiError(failed.data.code, failed.data.msg, path, { fields: failed.data.data?.fields });
    }
    if (!response.ok) throw new ApiError(response.status, response.statusText || "Request failed", path);

    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(apiErrorCodes.badGateway, "The content service answered off contract", path, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    languageCode: options.languageCode,

    /** GET `path` with `languageCode` added to the query; resolves to the validated envelope. */
    get<T extends z.ZodType>(
      path: string,
      schema: T,
      query: Record<string, QueryValue> = {},
      init: RequestOptions = {},
    ): Promise<z.infer<T>> {
      const url = buildUrl(options.baseUrl, path, { ...query, languageCode: options.languageCode });
      return request(path, url, { ...init, method: "GET" }, schema);
    },

    /** POST `body` as JSON with `languageCode` added; resolves to the validated envelope. */
    post<T extends z.ZodType>(
      path: string,
      schema: T,
      body: Record<string, unknown>,
      init: RequestOptions = {},
    ): Promise<z.infer<T>> {
      const url = buildUrl(options.baseUrl, path, {});
      return request(
        path,
        url,
        {
          ...init,
          method: "POST",
          headers: { "content-type": "application/json", ...init.headers },
          body: JSON.stringify({ ...body, languageCode: options.languageCode }),
        },
        schema,
      );
    },
  };
}

export type Fetcher = ReturnType<typeof createFetcher>;
