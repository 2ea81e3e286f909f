import type { Context } from "hono";
import type { z } from "zod";
import type { ApiPathName } from "@repo/api-client/contract";
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

/** One endpoint of SPEC §7: its contract schemas, its handler, and how long caches may keep it. */
export interface RouteDefinition<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  name: ApiPathName;
  method: "get" | "post";
  /** The purpose, for the OpenAPI document. */
  summary: string;
  input: I;
  response: R;
  /** `Cache-Control` of a success; reads default to a short shared cache, writes are never cached. */
  cacheControl?: string;
  handle(context: RouteContext<z.output<I>>): Promise<DataOf<R> | JsonText<DataOf<R>>>;
}

/** What an answer of schema `R` carries in its envelope's `data`. */
type DataOf<R extends z.ZodType> = NonNullable<z.output<R> extends { data: infer D } ? D : never>;

/** Keeps each definition's input and output types tied to its schemas. */
export function defineRoute<I extends z.ZodType, R extends z.ZodType>(route: RouteDefinition<I, R>): RouteDefinition<I, R> {
  return route;
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
