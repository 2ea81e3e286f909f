import {
  type IncomingMessage,
  STATUS_CODES,
  type Server,
  type ServerOptions,
  type ServerResponse,
  createServer,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { RequestError, getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { type Refusal, framingRefusal } from "@repo/server-kit/framing";
import { listenFailure } from "@repo/server-kit/lifecycle";
import { unambiguousPath } from "@repo/server-kit/paths";
import { type Announcer, startAnnouncer } from "./announce/announcer";
import { announceTargets, announcing, unheardOf } from "./announce/targets";
import { createApp } from "./app";
import { DataDirLockedError, openDatabase } from "./db/client";
import { editionSites, readEditionSites } from "./edition-sites";
import { editionsNamed, refuseEnv, timeoutsIssue, type Env } from "./env";
import { insertGuards } from "./inserts/guards";
import { clientAddressResolver } from "./inserts/client-ip";
import { createStudioAuth } from "./studio/auth";
import { startScheduler } from "./studio/schedule";
import { answerUnderway } from "./internals";
import { seedIfEmpty } from "./seed";
import { openStorage, putMissing } from "./storage";

export interface RunningServer {
  url: string;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  stop(): Promise<void>;
}

/**
 * The HTTP server's limits on slow clients. Node checks them on a timer, every
 * `connectionsCheckingInterval`; at a tenth of the headers' time a client that
 * never finishes its headers is cut off within 10 % of it, not up to 30 s late.
 */
export function serverTimeouts(
  env: Pick<Env, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS">,
): ServerOptions {
  const timeouts = timeoutsIssue(env);
  if (timeouts) refuseEnv([timeouts]);
  return {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(100, Math.floor(env.HEADERS_TIMEOUT_MS / 10)),
  };
}

/** What Node's parser refused, as the status it answers. */
const clientErrors: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: "The request's headers are too large" },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, msg: "The request's chunk extensions are too large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: "The request took too long to arrive" },
};

/**
 * Answers a request Node's parser refuses before the app sees it (a raw
 * backslash or control character in the target, a broken request line or
 * chunk, headers too large, a body too slow) with an envelope like every
 * other answer, in place of Node's bare one, then closes the connection.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  // Node's own handler checks the same: an answer already under way must not be broken into.
  if (answerUnderway(socket)) {
    socket.destroy();
    return;
  }
  const { status, msg } = clientErrors[error.code ?? ""] ?? { status: 400, msg: "The request is malformed" };
  const body = JSON.stringify({ code: status, msg, data: null });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "X-Content-Type-Options: nosniff",
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
  // Half-closed after the answer; gone for good soon after, whatever the client does.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/**
 * What the API refuses before its routes see a request: framing that reads two ways (two Hosts,
 * an odd Transfer-Encoding), and a path whose dot segments would move it once resolved
 * (`/api/%2e%2e/admin` is `/admin` to the URL parser; a proxy in front that routes by prefix
 * would have sent it here as an `/api/` path).
 */
function frontDoorRefusal(req: IncomingMessage): Refusal | undefined {
  const framing = framingRefusal(req);
  if (framing) return framing;
  const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (!unambiguousPath(path)) return { status: 400, message: "The request's path has dot segments or encoded slashes" };
  return undefined;
}

/** A refusal as the envelope, unread: the connection closes with it. */
function refuse(res: ServerResponse, { status, message }: Refusal): void {
  const body = JSON.stringify({ code: status, msg: message, data: null });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    connection: "close",
  });
  res.end(body);
}

/** A start that failed on a setting's value: the message names the setting and what went wrong. */
export class StartupError extends Error {
  override readonly name = "StartupError";
}

/** How long a database may take to answer its first query at start. */
const DATABASE_ANSWER_MS = 20_000;

/** `work`, or a `StartupError` naming `setting` when it fails or does not settle within `ms`. */
function naming<T>(setting: string, what: string, work: () => Promise<T>, ms?: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline =
    ms === undefined
      ? []
      : [
          new Promise<never>(
            (_, reject) =>
              (timer = setTimeout(() => reject(new Error(`no answer as Postgres within ${ms / 1000} s`)), ms)),
          ),
        ];
  return Promise.race([work(), ...deadline])
    .catch((error: unknown) => {
      // The driver's own words: a query library wraps them in its "Failed query".
      let reason = error;
      while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
      const words = reason instanceof Error ? reason.message : String(reason);
      throw new StartupError(`${setting}: ${what}: ${words}`, { cause: error });
    })
    .finally(() => clearTimeout(timer));
}

/** Opens, migrates and seeds the database, then listens. */
export async function startServer(env: Env): Promise<RunningServer> {
  const timeouts = serverTimeouts(env);
  const [setting, where] = env.DATABASE_URL
    ? ["DATABASE_URL", `the Postgres server at ${new URL(env.DATABASE_URL).host}`]
    : ["PGLITE_DATA_DIR", `the embedded database in ${env.PGLITE_DATA_DIR}`];
  const handle = await naming(setting, `could not open ${where}`, () =>
    openDatabase(
      env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.PGLITE_DATA_DIR },
    ),
  ).catch((error: unknown) => {
    // Another process holding the embedded database says so itself.
    throw error instanceof StartupError && error.cause instanceof DataDirLockedError ? error.cause : error;
  });
  const storage = await openStorage(env.STORAGE);
  try {
    // A bucket that cannot be reached, or a folder that cannot be made, stops the start naming its setting.
    await naming(env.STORAGE.s3 ? "S3_BUCKET" : "CONTENT_FILES_DIR", `could not reach ${storage.description}`, async () => {
      try {
        await storage.check();
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (!status) throw error;
        // The SDK's own words for a bare HEAD answer are "UnknownError": the status says more.
        const meaning = { 301: " (the bucket is in another region: set S3_REGION)", 403: " (access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)", 404: " (no such bucket)" }[status] ?? "";
        throw new Error(`it answered ${status}${meaning}`);
      }
    }, DATABASE_ANSWER_MS);
    // The demo's files reach new storage on every start, so a fresh folder or bucket serves what the content names.
    const put = await putMissing(storage, join(env.CONTENT_SEED_DIR, "files"));
    console.log(`content-api: files in ${storage.description}${put ? ` (${put} demo files put there)` : ""}`);
    // A server that is not Postgres, or never answers, would otherwise hold the start for good.
    await naming(setting, where, () => handle.db.execute(sql`select 1`), DATABASE_ANSWER_MS);
    await handle.migrate();
    // Planner statistics for the embedded database, which has no autovacuum; cheap on a server too.
    await handle.db.execute(sql`analyze`);
    const seeded = await seedIfEmpty(handle.db, { contentDir: env.CONTENT_SEED_DIR, storage });
    // An edition id no typo check can refuse (its settings may be imported later), so the log names those no edition has yet.
    const unheard = unheardOf(await readEditionSites(handle.db, env.SITE_URL_ENV), editionsNamed(env));
    if (unheard.length > 0) {
      console.log(
        `content-api: the settings name editions the content does not hold (${unheard.join(", ")}): they are used once such an edition is imported`,
      );
    }
    console.log(`content-api: database ${handle.description}${seeded ? " (created and seeded)" : ""}`);
    if (seeded) {
      const stored = seeded.created.length + seeded.updated.length;
      console.log(`content-api: loaded ${stored} content files from ${env.CONTENT_SEED_DIR}`);
      for (const { file, problems } of seeded.failed) {
        console.error(`content-api: skipped ${file}: ${problems.join("; ")}`);
      }
    }
  } catch (error) {
    await handle.close();
    throw error;
  }

  let announcer: Announcer | undefined;
  // The editions there are, read from the content while the API runs: read again when the announcer sees them change.
  const sites = editionSites(handle.db, env.SITE_URL_ENV);
  const app = createApp({
    onWrite: () => announcer?.wake(),
    db: handle.db,
    storage,
    responseCacheMs: env.RESPONSE_CACHE_MS,
    insertGuards: insertGuards({
      allowedOrigins: env.ALLOWED_ORIGINS,
      env: env.SITE_URL_OVERRIDES,
      editionOrigins: () => sites.origins(),
      points: env.INSERT_RATE_LIMIT,
      windowSeconds: env.INSERT_RATE_WINDOW_SECONDS,
      trustedProxies: env.TRUSTED_PROXIES,
    }),
    minFillMs: env.MIN_FILL_MS,
    commentsRequireApproval: env.COMMENTS_REQUIRE_APPROVAL,
    adminToken: env.ADMIN_TOKEN,
    importMaxBytes: env.CONTENT_IMPORT_MAX_BYTES,
    siteUrls: env.SITE_URL_ENV,
    studio: env.STUDIO_SECRET
      ? createStudioAuth({
          db: handle.db,
          secret: env.STUDIO_SECRET,
          studioUrl: env.STUDIO_URL,
          signInsPerMinute: env.STUDIO_SIGN_INS_PER_MINUTE,
        })
      : undefined,
    clientAddress: clientAddressResolver(env.TRUSTED_PROXIES),
  });
  const listener = getRequestListener(app.fetch, {
    hostname: env.HOST,
    // A target no URL can be made of (a backslash in the path, a bad Host) never reaches the app: answer as it would.
    errorHandler: (error) => {
      const status = error instanceof RequestError ? 400 : 500;
      const msg = error instanceof RequestError ? `The request is malformed: ${error.message}` : "Internal error";
      if (status === 500) console.error(error);
      return Response.json({ code: status, msg, data: null }, { status, headers: { "Cache-Control": "no-store" } });
    },
  });
  const server = await new Promise<Server>((resolve, reject) => {
    // The listener answers its own failures (errorHandler above); anything it still throws is logged, not unhandled.
    const s = createServer(timeouts, (req, res) => {
      const refusal = frontDoorRefusal(req);
      if (refusal) return refuse(res, refusal);
      listener(req, res).catch((error: unknown) => console.error(error));
    });
    s.once("error", reject);
    s.on("clientError", answerClientError);
    s.listen(env.PORT, env.HOST, () => resolve(s));
  }).catch(async (error: unknown) => {
    await handle.close();
    const named = listenFailure(error as NodeJS.ErrnoException, {
      port: { name: "PORT", value: env.PORT },
      host: { name: "HOST", value: env.HOST },
    });
    if (named) throw new StartupError(named, { cause: error });
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  if (announcing(env.ANNOUNCE)) {
    // Which editions to tell is read from the content, at start and whenever the editions change: the announcer logs them.
    announcer = startAnnouncer({
      db: handle.db,
      targets: async () => {
        sites.refresh();
        return announceTargets(await sites.read(), env.ANNOUNCE);
      },
      onChange: () => app.clearResponseCache(),
    });
  } else {
    console.log(
      "content-api: the editions are not told of changes (neither REVALIDATE_SECRET nor a REVALIDATE_SECRET_<ID> is set); they refresh content every few minutes",
    );
  }

  // Publishes set for a time go live at it, from whichever API process claims them first.
  const scheduler = env.STUDIO_SECRET
    ? startScheduler({
        db: handle.db,
        storage,
        onPublished: () => {
          app.clearResponseCache();
          announcer?.wake();
        },
      })
    : undefined;

  return {
    url: `http://${env.HOST}:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await scheduler?.stop();
      await announcer?.stop();
      await handle.close();
    },
  };
}
