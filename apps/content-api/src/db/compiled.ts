import type { Placeholder, Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import { runPrepared } from "../internals";

/** A value of a statement, or the placeholder a compiled statement takes it by. */
export type Bound<T> = T | Placeholder;

const dialect = new PgDialect();
const statements = new Map<string, Query>();

/**
 * Runs the read `build` writes, compiled to SQL text once per `shape` and run
 * again with each call's `values` for its placeholders (`sql.placeholder(name)`),
 * as Drizzle runs a query builder's `.prepare()`d query. `build` must write the
 * same text for every call of one `shape`, taking every value that changes from
 * call to call as a placeholder. On a list, compiling its `sql` fragments cost
 * the API's one thread more than Postgres spent running the prepared statement.
 */
export async function runCompiled(db: Database, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown> {
  let query = statements.get(shape);
  if (!query) {
    query = dialect.sqlToQuery(build());
    statements.set(shape, query);
  }
  return runPrepared(db, query, values);
}
