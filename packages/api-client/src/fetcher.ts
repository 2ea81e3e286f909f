import type { z } from "zod";
import {
  API_PREFIX,
  type ApiEndpoints,
  type ApiPathName,
  type GetEndpoint,
  type LanguageCode,
  type PostEndpoint,
  errorEnvelopeSchema,
} from "./contract";
import { ApiError, apiErrorCodes } from "./errors";

/** What a success envelope carries: `data`, null only off contract. */
type Envelope<D> = { data: D | null };

/** What a caller gives for a request schema: its input without `languageCode` and `edition`, which the fetcher adds. */
type Sent<S extends z.ZodType> = Omit<z.input<S>, "languageCode" | "edition">;

/** The names of the endpoints read with GET. */
export type GetName = { [N in ApiPathName]: ApiEndpoints[N] extends GetEndpoint ? N : never }[ApiPathName];
/** The names of the endpoints written with POST. */
export type PostName = Exclude<ApiPathName, GetName>;

/** What a read may ask, from its contract query schema. */
export type ApiQuery<N extends GetName> = ApiEndpoints[N] extends GetEndpoint<infer Q> ? Sent<Q> : never;
/** What a write sends, from its contract body schema. */
export type ApiBody<N extends PostName> = ApiEndpoints[N] extends PostEndpoint<infer B> ? Sent<B> : never;

export interface FetcherOptions {
  /** Origin (server) or "" (browser, same origin through the edition's proxy). */
  baseUrl: string;
  /** The current locale's language: added to every GET query and every POST body. */
  languageCode: LanguageCode;
  /**
   * The asking edition's id (`nigeria`): added to every GET query, so items
   * scoped to other editions and products not sold in it are left out of the
   * answers. An edition always sends it; unset, reads see the items for all editions.
   */
  edition?: string;
  /** Injected for tests and instrumentation; the platform `fetch` otherwise. */
  fetch?: typeof fetch;
}

/** Extra `fetch` options per call, such as Next.js `next: { revalidate, tags }`. */
export type RequestOptions = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

/** Builds `<base>/api/<path>?<query>`, dropping empty values (SPEC §7). */
export function buildUrl(baseUrl: string, path: string, query: object): string {
  const params = new URLSearchParams();
  const entries: [string, unknown][] = Object.entries(query);
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === "") continue;
    params.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, "")}${API_PREFIX}${path}${search ? `?${search}` : ""}`;
}

/**
 * The one place that talks HTTP to the content API: it adds the language,
 * reads the envelope, maps failures to `ApiError`, validates the answer
 * against the endpoint's schema and resolves to its `data`.
 */
export function createFetcher(options: FetcherOptions) {
  const doFetch = options.fetch ?? fetch;

  async function request<D>(
    path: string,
    url: string,
    init: RequestOptions,
    schema: z.ZodType<Envelope<D>>,
  ): Promise<D> {
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
        response.ok
          ? "The content service answered something that is not JSON"
          : response.statusText || "Request failed",
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
    if (parsed.data.data === null) throw new ApiError(apiErrorCodes.badGateway, "The answer carried no data", path);
    return parsed.data.data;
  }

  return {
    languageCode: options.languageCode,
    edition: options.edition,

    /** GETs `endpoint` with `languageCode` (and the `edition`, when set) added to its contract query; resolves to the answer's `data`. */
    get<Q extends z.ZodType, D>(
      endpoint: GetEndpoint<Q, z.ZodType<Envelope<D>>>,
      query: Sent<Q>,
      init: RequestOptions = {},
    ): Promise<D> {
      const url = buildUrl(options.baseUrl, endpoint.path, {
        ...query,
        languageCode: options.languageCode,
        edition: options.edition,
      });
      return request(endpoint.path, url, { ...init, method: "GET" }, endpoint.response);
    },

    /** POSTs its contract body as JSON with `languageCode` added; resolves to the answer's `data`. */
    post<B extends z.ZodType, D>(
      endpoint: PostEndpoint<B, z.ZodType<Envelope<D>>>,
      body: Sent<B>,
      init: RequestOptions = {},
    ): Promise<D> {
      return request(
        endpoint.path,
        buildUrl(options.baseUrl, endpoint.path, {}),
        {
          ...init,
          method: "POST",
          headers: { "content-type": "application/json", ...init.headers },
          body: JSON.stringify({ ...body, languageCode: options.languageCode }),
        },
        endpoint.response,
      );
    },
  };
}

export type Fetcher = ReturnType<typeof createFetcher>;
