/** The codes an `ApiError` carries: the envelope's `code`, which equals the HTTP status. */
export const apiErrorCodes = {
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  unsupportedMediaType: 415,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  /** The server answered something that is not the contract (proxy error page, wrong shape). */
  badGateway: 502,
  /** The server could not be reached at all. */
  unavailable: 503,
} as const;

// `number & {}`: any other HTTP status, without the union collapsing into plain `number`.
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes] | (number & {});

/** Any failed call to the content API: a non-200 envelope, an unreachable server or a reply off contract. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: ApiErrorCode;
  /** The envelope's message, or a description of what went wrong on the way. */
  readonly msg: string;
  /** The API path that failed, relative to the prefix. */
  readonly path: string;
  /** A refused write's problems, field by field (`{ email: "Please input a valid Email" }`). */
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    code: ApiErrorCode,
    msg: string,
    path: string,
    options?: { cause?: unknown; fields?: Record<string, string> },
  ) {
    super(`${path}: ${code} ${msg}`, options);
    this.code = code;
    this.msg = msg;
    this.path = path;
    this.fields = options?.fields ?? {};
  }

  get isNotFound(): boolean {
    return this.code === apiErrorCodes.notFound;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
