import { type Context, Hono, type MiddlewareHandler } from "hono";
import { METHOD_NAME_ALL } from "hono/router";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { API_PREFIX, type ApiPathName, FILE_PREFIX, apiEndpoints } from "@repo/api-client/contract";
import type { SiteUrlEnv } from "@repo/config/editions";
import type { Database } from "./db/client";
import { fail, ok } from "./envelope";
import { serveFile } from "./files";
import type { FileStorage } from "./storage";
import { isBotSubmission } from "./inserts/bots";
import { buildOpenApiDocument } from "./openapi";
import {
  type InsertPolicy,
  InvalidInputError,
  JsonText,
  NotFoundError,
  type RouteDefinition,
  contractOf,
} from "./routes/define";
import { routes } from "./routes";
import { contentAdminApp } from "./content/admin";
import { adminApp } from "./submissions/admin";
import type { StudioAuth } from "./studio/auth";
import { studioAdminApp, studioApp } from "./studio/app";
import { closeAfterUnreadBody } from "./unread-body";
import { wellFormedQuery } from "./query";
import { fieldMessages } from "./field-messages";
import { unstorableText } from "./text";

/** The largest body a public insert may send; larger ones are refused before parsing. */
export const MAX_INSERT_BODY_BYTES = 32 * 1024;

export interface AppOptions {
  db: Database;
  /** Where the files `/getFile/` serves are stored (a folder or a bucket: `src/storage/`). */
  storage: FileStorage;
  /**
   * Middleware run first on each public insert, before the type and size
   * checks and before the body is read: origin checks and rate limits
   * (`insertGuards()` of `inserts/guards.ts`), so every attempt counts.
   */
  insertGuards?: MiddlewareHandler[];
  /** A form sent sooner than this after it was shown is a bot's (`MIN_FILL_MS`); default 2 s. */
  minFillMs?: number;
  /** Hold visitors' comments until approved (`COMMENTS_REQUIRE_APPROVAL`); default false. */
  commentsRequireApproval?: boolean;
  /** Check every answer against its contract schema too (tests): an answer off contract becomes a 500. */
  validateResponses?: boolean;
  /**
   * How long this process reuses a read's answer for the same URL, in ms (0: never).
   * Any insert clears it, so a visitor sees their own comment at once; other
   * processes on the same Postgres see changes within this time.
   */
  responseCacheMs?: number;
  /** The bearer token of `/admin/*` (`ADMIN_TOKEN`); without one those paths do not exist. */
  adminToken?: string;
  /** The largest archive `POST /admin/content/import` takes (`CONTENT_IMPORT_MAX_BYTES`); default 256 MB. */
  importMaxBytes?: number;
  /** Called after every write a visitor or an admin made (the announcer then reads the change at once). */
  onWrite?: () => void;
  /** What decides the editions' public origins (`SITE_URL_<ID>`, `NODE_ENV`), for `GET editions`; default: development. */
  siteUrls?: SiteUrlEnv;
  /** The studio's sign-in (`STUDIO_SECRET`, `STUDIO_URL`): set, `/studio/*` serves the studio's API. */
  studio?: StudioAuth;
  /** A request's client address behind the trusted proxies, for the studio's sign-in limits. */
  clientAddress?: (c: Context) => string | undefined;
}

interface CachedAnswer {
  body: string;
  cacheControl: string;
}

/** The cache key of a read: its path and its query with parameters sorted, so their order does not matter. */
function cacheKey(url: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.sort();
  return `${pathname}?${searchParams.toString()}`;
}

/** Validates input with its contract schema; the first problem becomes `msg`, every field's first problem `data.fields`. */
function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = fieldMessages(parsed.error);
  const [field, message] = Object.entries(fields)[0] ?? ["(input)", "bad value"];
  throw new InvalidInputError(`Invalid ${field}: ${message}`, fields);
}

const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) return fail(c, 415, "Send the body as application/json");
  await next();
};

const limitBody = bodyLimit({
  maxSize: MAX_INSERT_BODY_BYTES,
  onError: (c) => fail(c, 413, `The body is larger than ${MAX_INSERT_BODY_BYTES / 1024} KB`),
});

/** The methods `path` is mounted with on `app`, middleware aside; HEAD goes with GET, as Hono answers it. */
function mountedMethods(app: Hono, path: string): string[] {
  const methods = [...new Set(app.routes.map((route) => route.method))].filter((method) => method !== METHOD_NAME_ALL);
  const mounted = methods.filter((method) =>
    app.router.match(method, path)[0].some(([[, route]]) => route.method === method),
  );
  return mounted.includes("GET") ? ["GET", "HEAD", ...mounted.filter((method) => method !== "GET" && method !== "HEAD")] : mounted;
}

const defaultCache = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** The Content-Security-Policy of every answer but files. */
const ANSWER_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** The content API as a Hono app; `main.ts` serves it, tests call `app.request()`. */
export function createApp({
  db,
  storage,
  insertGuards = [],
  minFillMs = 2_000,
  commentsRequireApproval = false,
  validateResponses = false,
  responseCacheMs = 0,
  adminToken,
  importMaxBytes = 256 * 1024 ** 2,
  onWrite,
  siteUrls = {},
  studio,
  clientAddress = () => undefined,
}: AppOptions) {
  const app = new Hono();
  const cache =
    responseCacheMs > 0
      ? new LRUCache<string, CachedAnswer>({
          max: 5_000,
          maxSize: 64 * 1024 * 1024,
          sizeCalculation: (answer) => answer.body.length + 64,
          ttl: responseCacheMs,
        })
      : null;

  app.use(closeAfterUnreadBody());
  app.use(secureHeaders({ crossOriginResourcePolicy: "same-site" }));
  // Answers are data, never documents: no plugins, no framing, nothing from elsewhere. The
  // directives are the editions' own, since their `/api/` proxy passes this header on in
  // place of theirs. Files (`/getFile/`) carry their own policy.
  app.use(async (c, next) => {
    await next();
    if (!c.req.path.startsWith(FILE_PREFIX)) c.header("Content-Security-Policy", ANSWER_POLICY);
  });

  app.use(wellFormedQuery());

  app.get("/health", async (c) => {
    await db.execute("select 1");
    return ok(c, { status: "ok" });
  });

  const mount = <N extends ApiPathName>(route: RouteDefinition<N>) => {
    const contract = contractOf(route.name);
    // A path parameter (`editions/{id}`) is Hono's `:id`; its value joins the query as input.
    const path = `${API_PREFIX}${contract.path.replace(/\{(\w+)\}/g, ":$1")}`;
    const answer = async (c: Parameters<MiddlewareHandler>[0], raw: unknown, bots = false) => {
      const input = parseInput(contract.input, raw);
      const insert: InsertPolicy = {
        bot: bots && isBotSubmission(input as { website?: string; formStartedAt?: number }, minFillMs),
        commentsRequireApproval,
      };
      const data = await route.handle({ db, input, c, insert, siteUrls });
      const body =
        data instanceof JsonText
          ? `{"code":200,"msg":"success","data":${data.text}}`
          : JSON.stringify({ code: 200, msg: "success", data });
      if (validateResponses) {
        const checked = contract.response.safeParse(JSON.parse(body));
        if (!checked.success) {
          throw new Error(`${route.name} answered off contract:\n${z.prettifyError(checked.error)}`);
        }
      }
      return { body, cacheControl: route.cacheControl ?? defaultCache };
    };
    const send = (c: Parameters<MiddlewareHandler>[0], { body, cacheControl }: CachedAnswer) =>
      c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8", "Cache-Control": cacheControl });

    if (contract.method === "GET") {
      app.get(path, async (c) => {
        const key = cache ? cacheKey(c.req.url) : "";
        const cached = cache?.get(key);
        if (cached) return send(c, cached);
        const fresh = await answer(c, { ...c.req.query(), ...c.req.param() });
        cache?.set(key, fresh);
        return send(c, fresh);
      });
    } else {
      for (const step of [...insertGuards, requireJson, limitBody]) app.post(path, step);
      app.post(path, async (c) => {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          return fail(c, 400, "The body is not valid JSON");
        }
        if (body === null || typeof body !== "object" || Array.isArray(body)) {
          return fail(c, 400, "The body must be a JSON object");
        }
        const problem = unstorableText(body);
        if (problem) return fail(c, 400, problem);
        const written = await answer(c, body, true);
        cache?.clear();
        onWrite?.();
        return send(c, written);
      });
    }
  };
  for (const name of Object.keys(apiEndpoints) as ApiPathName[]) mount(routes[name]);

  const changed = () => {
    cache?.clear();
    onWrite?.();
  };
  if (studio) app.route("/studio", studioApp({ db, storage, studio, clientAddress, onChange: changed }));

  if (adminToken) {
    const admin = adminApp({ db, token: adminToken });
    // A moderated comment must show (or vanish) at once, not after the read cache's time.
    app.use("/admin/comments/*", async (_c, next) => {
      await next();
      changed();
    });
    admin.route(
      "/content",
      contentAdminApp({
        db,
        storage,
        maxBytes: importMaxBytes,
        onChange: changed,
      }),
    );
    if (studio) admin.route("/studio", studioAdminApp({ db, studio }));
    app.route("/admin", admin);
  }

  const openApi = buildOpenApiDocument();
  app.get(`${API_PREFIX}openapi.json`, (c) => c.json(openApi));

  app.on(["GET", "HEAD"], `${FILE_PREFIX}*`, (c) => serveFile(c, storage));

  // No route took the request: a path that exists refuses the method (TRACE, PUT, OPTIONS, …) with 405,
  // naming the methods it is mounted with: for the contract's paths, their endpoints' methods.
  app.notFound((c) => {
    const methods = mountedMethods(app, c.req.path);
    if (methods.length > 0 && !methods.includes(c.req.method)) {
      c.header("Allow", methods.join(", "));
      return fail(c, 405, `${c.req.method} is not allowed here: use ${methods.join(" or ")}`);
    }
    return fail(c, 404, `No such path: ${c.req.path}`);
  });

  app.onError((error, c) => {
    if (error instanceof InvalidInputError) {
      return c.json({ code: 400, msg: error.message, data: { fields: error.fields } }, 400);
    }
    if (error instanceof NotFoundError) return fail(c, 404, error.message);
    if (error instanceof HTTPException) {
      // Middleware that wrote its own answer (an envelope: see `submissions/admin.ts`) is answered with it.
      if (error.res) return error.getResponse();
      const status = error.status as 400;
      return fail(c, status, error.message || "Request refused");
    }
    // A client that went away mid-body (or was dropped for taking too long) is nobody's fault here, and hears nothing.
    if (c.req.raw.signal.aborted) return fail(c, 400, "The request was aborted");
    console.error(error);
    return fail(c, 500, "Internal error");
  });

  // Changes made by another process (an import) empty the read cache too, once the announcer sees them.
  return Object.assign(app, { clearResponseCache: () => cache?.clear() });
}
