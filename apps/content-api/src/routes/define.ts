import type { Context } from "hono";
import type { z } from "zod";
import {
  type ApiEndpoints,
  type ApiPathName,
  type EndpointInput,
  apiEndpoints,
  inputOf,
  methodOf,
} from "@repo/api-client/contract";
import type { SiteUrlEnv } from "@repo/config/editions";
import type { Database } from "../db/client";

/** How a public insert is to be taken. */
export interface InsertPolicy {
  /**
   * The submission came from a bot (honeypot filled, sent too fast): check it
   * like any other, answer the same, store nothing.
   */
  bot: boolean;
  /** Hold visitors' comments until approved instead of publishing them. */
  commentsRequireApproval: boolean;
}

export interface RouteContext<I> {
  db: Database;
  input: I;
  c: Context;
  insert: InsertPolicy;
  /** What decides the editions' public origins (`SITE_URL_<ID>`, `NODE_ENV`). */
  siteUrls: SiteUrlEnv;
}

/**
 * An answer's data already written as JSON text, of type `T`: a read model the
 * database keeps shaped (a product's page), sent as it is, neither parsed nor
 * serialized again. Tests still check it against the contract.
 */
export class JsonText<T> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}

/** What an answer of `endpoint` carries in its envelope's `data`. */
type DataOf<E extends ApiEndpoint> = NonNullable<z.output<E["response"]> extends { data: infer D } ? D : never>;

type ApiEndpoint = ApiEndpoints[ApiPathName];

/** The server's side of the endpoint named `N`: its path, method and schemas are the contract's. */
export interface RouteDefinition<N extends ApiPathName = ApiPathName> {
  name: N;
  /** The purpose, for the OpenAPI document. */
  summary: string;
  /** `Cache-Control` of a success; reads default to a short shared cache, writes are never cached. */
  cacheControl?: string;
  /** Takes the input as the contract's schema parsed it and answers the data its response schema holds. */
  handle(
    context: RouteContext<z.output<EndpointInput<ApiEndpoints[N]>>>,
  ): Promise<DataOf<ApiEndpoints[N]> | JsonText<DataOf<ApiEndpoints[N]>>>;
}

/**
 * Implements the contract's endpoint `name`: the handler's input and answer are typed by its
 * schemas in `apiEndpoints`, so a handler reading a field the contract does not send, or
 * answering a shape it does not allow, does not compile.
 */
export function implement<N extends ApiPathName>(name: N, route: Omit<RouteDefinition<N>, "name">): RouteDefinition<N> {
  return { name, ...route };
}

/** One implementation per endpoint of the contract, each under its own name. */
export type Routes = { [N in ApiPathName]: RouteDefinition<N> };

/** What the app mounts and documents for a route, all read from the contract. */
export function contractOf<N extends ApiPathName>(name: N) {
  const endpoint: ApiEndpoints[N] = apiEndpoints[name];
  return { path: endpoint.path, method: methodOf(endpoint), input: inputOf(endpoint), response: endpoint.response };
}

/** Thrown by handlers for "no such item": answers a 404 envelope. */
export class NotFoundError extends Error {
  override readonly name = "NotFoundError";
}

/** A refused request whose problems are reported field by field: answers 400 with `data.fields`. */
export class InvalidInputError extends Error {
  override readonly name = "InvalidInputError";
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}
