import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { type z } from "zod";
import { apiPaths, getNavigationDataQuerySchema } from "@repo/api-client/contract";
import { type Database } from "./db/client";
import { readNavigation } from "./db/navigation";
import { fail, ok } from "./envelope";

export interface AppOptions {
  db: Database;
}

/** Parses a request's query with its contract schema; a mismatch answers 400 naming the field. */
function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "query";
    throw new HTTPException(400, { message: `Invalid ${field}: ${issue?.message ?? "bad value"}` });
  }
  return parsed.data;
}

/** The content API as a Hono app; `main.ts` serves it, tests call `app.request()`. */
export function createApp({ db }: AppOptions) {
  const app = new Hono();

  app.use(secureHeaders({ crossOriginResourcePolicy: "same-site" }));

  app.get("/health", async (c) => {
    await db.execute("select 1");
    return ok(c, { status: "ok" });
  });

  app.get(`/api/${apiPaths.getNavigationData}`, async (c) => {
    const { languageCode } = parseQuery(getNavigationDataQuerySchema, c.req.query());
    c.header("Cache-Control", "public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
    return ok(c, await readNavigation(db, languageCode));
  });

  app.notFound((c) => fail(c, 404, `No such path: ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status as 400;
      return fail(c, status, error.message || "Request refused");
    }
    console.error(error);
    return fail(c, 500, "Internal error");
  });

  return app;
}
