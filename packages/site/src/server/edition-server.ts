// The server of an edition's standalone folder. scripts/standalone.mjs bundles
// it (with its dependencies) into the folder as `server.js`, in place of the
// one Next.js writes: Next.js's request handler, on the same PORT, HOSTNAME and
// KEEP_ALIVE_TIMEOUT, behind the edition's front door:
// - every setting is validated before it listens; a bad one stops it with the
//   variable and its rule;
// - the visitor's address replaces whatever `X-Forwarded-For` they sent, unless
//   the peer is a proxy in TRUSTED_PROXIES;
// - `/api/*` and `/getFile/*` go to the content API over a keep-alive pool that
//   retries an idempotent request whose connection was lost (rendering's reads
//   use the same pool);
// - methods the site does not serve answer 405; `/health` says whether a page
//   can be served;
// - a 404 that Next.js leaves to the browser is answered with the 404 page's
//   own HTML (`not-found-document.ts`);
// - a picture being optimised for the first time is answered with the stored
//   file after a short wait (`image-fallback.ts`);
// - HTML documents carry a script policy with the hashes of their inline
//   scripts, answers are compressed here, and cacheable pages are kept for a
//   second as finished bytes (`page-cache.mjs`); a page is kept under the
//   query its own links write, and lists whose filters and page are in the
//   query are shared like other pages (`query-policy.ts`); build assets go out from disk,
//   compressed at build time (`build-assets.ts`);
// - a log nobody reads any more is let go (`log-streams.ts`).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import module from "node:module";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import { availableParallelism } from "node:os";
import { fileURLToPath, parse as parseUrl } from "node:url";
import compression from "compression";
import type { NextConfig } from "next";
import type createNextServer from "next";
import { setGlobalDispatcher } from "undici";
import { contentApiForwarder, contentApiPool } from "./forward";
import { withPageCache } from "./page-cache.mjs";
import { BROTLI_OPTIONS } from "./document-compression.mjs";
import { withCanonicalQuery, withSharedListPages } from "./query-policy";
import { buildAssets } from "./build-assets";
import { cspReportReceiver, CSP_REPORT_PATH } from "./csp-report";
import { decodable, refusedImageRequest, withImageFallback } from "./image-fallback";
import { withErrorDocument } from "./error-document";
import { withNotFoundDocument } from "./not-found-document";
import { withFormPosts } from "./form-posts";
import { plainAnswers } from "./plain-answer";
import { withScriptPolicy } from "./script-policy";
import { NOT_FOUND_REDIRECT_SECONDS } from "../chrome/not-found";
import { securityHeaders } from "../security-headers";
import { EnvError } from "@repo/config/env-error";
import { editionServerEnv, prepareNextEnv } from "../env";
import type { ServerSettings } from "./settings";
import { replaceForwardedFor, visitorResolver } from "./visitor";
import { dropInternalHeaders } from "./internal-headers";
import { survivesClosedLog } from "./log-streams";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

const requireHere = module.createRequire(import.meta.url);
const dir = fileURLToPath(new URL(".", import.meta.url));

survivesClosedLog();

let settings: ServerSettings;
try {
  settings = editionServerEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`${error.message}\nThe edition did not start. The README's Environment table lists every setting and its rule.`);
  process.exit(1);
}

process.chdir(dir);

// The build's folder (`.next`, or NEXT_DIST_DIR's) is the one holding the server's copy of the config.
const distDir = readdirSync(dir).find((name) => existsSync(join(dir, name, "required-server-files.json")));
if (!distDir) {
  console.error(`No build next to ${join(dir, "server.js")}: this folder is not a complete standalone output.`);
  process.exit(1);
}
const { config } = JSON.parse(readFileSync(join(dir, distDir, "required-server-files.json"), "utf8")) as { config: NextConfig };
prepareNextEnv(config, settings);

const next = requireHere("next") as typeof createNextServer;
// Next compares the origin of the proxy's rewrites with the one it is told it
// serves; it builds both from "localhost" unless told otherwise, so it is told
// nothing else whatever address the server listens on (with HOSTNAME=127.0.0.1 it
// would take every english page's rewrite for another host's and fail to reach it).
// (No `conf`: a custom server's is never read; `prepareNextEnv` hands Next.js the build's config.)
// Next.js takes the server of the first request it handles for its development websocket, and
// answers every `Upgrade` request there by closing the connection; in production it upgrades
// nothing. Its server here is one that never has such a request, so an `Upgrade` (a WebSocket a
// stranger asks for) reaches the pages as the plain request it also is, and gets the page.
const upgradesNowhere = new EventEmitter() as unknown as Server;
const app = next({ dev: false, dir, hostname: "localhost", port: settings.PORT, httpServer: upgradesNowhere });
await app.prepare();
const handle = app.getRequestHandler();

/** Methods some path of the site answers; the content API answers its own. */
const SITE_METHODS = new Set(["GET", "HEAD", "POST"]);
const FORWARDED = /^\/(api|getFile)(\/|$)/;
/** An escaped C0 control character or DEL: no page takes one in its query (a NUL cannot even be stored). */
const CONTROL_IN_QUERY = /%(?:[01][0-9a-f]|7f)/i;
/** A path no page has, in the language tree of `path`: the site's 404 page in the visitor's language. */
const notFoundIn = (path: string) => `${/^\/(spanish|burmese)(\/|$)/.exec(path)?.[0]?.replace(/\/$/, "") ?? ""}/invalid-query`;

/**
 * Never from the page cache: the first visit to `/` is answered by the
 * visitor's language and cookie (the nginx config skips it too), and build
 * assets and optimised images are files Next already serves as they are. (The
 * content API's paths never reach it: they are forwarded first.)
 */
const bypass = (path: string) => path === "/" || /^\/_next(\/|$)/.test(path);

/** The edition's security headers, on every answer of its own and on the content API's it forwards. */
const SECURITY_HEADERS = securityHeaders({ analytics: false });
/** An answer of the server's own (health, 405, a refusal), with the security headers every answer carries. */
const answerPlainly = plainAnswers(SECURITY_HEADERS);

/** Response headers that name how Next.js routed a request (its proxy step's, the path it rewrote a page to). */
const ROUTING_HEADERS = /^(?:x-middleware-|x-nextjs-rewritten-|x-nextjs-matched-path$|x-matched-path$)/i;

/** Next.js, with headers that name how it routed a request taken off every answer. */
const nextPages: Handler = async (req, res) => {
  const setHeader = res.setHeader;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    if (ROUTING_HEADERS.test(name)) return this;
    return setHeader.call(this, name, value);
  };
  try {
    await handle(req, res);
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end("Internal Server Error");
    } else res.destroy();
  }
};

// One pool for every request to the content API: the forwarded ones and rendering's own reads
// (Node's fetch, which Next.js wraps, goes through the global dispatcher), so a read that meets a
// connection the API has just closed is sent again instead of failing the page.
const pool = contentApiPool();
setGlobalDispatcher(pool);
const forward = contentApiForwarder({
  target: settings.CONTENT_API_URL,
  dispatcher: pool,
  // The API's answers carry their own policy; the rest of the edition's headers go on them as on pages.
  defaultHeaders: SECURITY_HEADERS,
});
const visitorOf = visitorResolver(settings.TRUSTED_PROXIES);
const receiveCspReport = cspReportReceiver();
const compress = compression({ brotli: BROTLI_OPTIONS });
const compressed = (inner: Handler): Handler => (req, res) => compress(req as never, res as never, () => void inner(req, res));
// A picture's first optimisation can take seconds on a small server: past a short wait the visitor gets the stored file.
const images = withImageFallback(nextPages, {
  waitMs: 800,
  fetchStored: (path) => fetch(new URL(path, settings.CONTENT_API_URL)),
  maxOriginalBytes: 1024 * 1024,
  headers: SECURITY_HEADERS,
  // All cores but one (one at least), so pages keep a core while a new page's pictures are made.
  concurrency: Math.max(1, availableParallelism() - 1),
});
const notFoundDocuments = withNotFoundDocument(images, {
  // The same handler, asked for another page: the browser keeps the URL it asked for.
  render: (req, res, pathname) => handle(req, res, parseUrl(pathname, true)),
  returnHomeAfter: NOT_FOUND_REDIRECT_SECONDS,
});
const errorDocuments = withErrorDocument(notFoundDocuments, {
  render: (req, res, url) => handle(req, res, parseUrl(url, true)),
  contentApiAnswers,
  notFoundUrl: notFoundIn,
});
// The site's forms send a few kilobytes; `/revalidate` is a route of its own, which reads its body itself.
const formPosts = withFormPosts(errorDocuments, { maxBytes: 64 * 1024, exempt: (path) => path === "/revalidate", answer: answerPlainly });
const pages = buildAssets(
  join(dir, distDir, "static"),
  withCanonicalQuery(
    withPageCache(withSharedListPages(compressed(withScriptPolicy(formPosts)), settings.CONTENT_REVALIDATE_MAX_SECONDS), {
      bypass,
    }),
  ),
  SECURITY_HEADERS,
);

/** Whether the content API's own health check answers, within two seconds. */
function checkContentApi(): Promise<boolean> {
  return fetch(new URL("/health", settings.CONTENT_API_URL), { signal: AbortSignal.timeout(2_000) }).then(
    (answer) => answer.ok,
    () => false,
  );
}

/** The same, for failed pages: asked at most once a second however many pages fail meanwhile. */
let apiCheck: { at: number; answers: Promise<boolean> } | null = null;
function contentApiAnswers(): Promise<boolean> {
  const now = Date.now();
  if (!apiCheck || now - apiCheck.at >= 1_000) apiCheck = { at: now, answers: checkContentApi() };
  return apiCheck.answers;
}

/** 200 while a page can be served: the content API answers, or content it gave earlier is cached. */
async function health(res: ServerResponse): Promise<void> {
  const api = await checkContentApi();
  const fetchCache = join(dir, distDir!, "cache", "fetch-cache");
  const cached = !api && existsSync(fetchCache) && readdirSync(fetchCache).length > 0;
  const ok = api || cached;
  const body = JSON.stringify({
    code: ok ? 200 : 503,
    msg: ok ? "success" : "The content API is unreachable and no content is cached",
    data: { contentApi: api ? "reachable" : "unreachable", ...(ok && !api ? { serving: "cached content" } : {}) },
  });
  answerPlainly(res, ok ? 200 : 503, { "content-type": "application/json; charset=UTF-8" }, body);
}


// A visitor sends a request's headers, and a form's post, in seconds even on a slow phone; one who
// trickles them holds a connection until these cut it off (408), as the content API does by default,
// checked every second. (Node's own limits: a minute for headers, five for the whole request,
// checked every thirty seconds.)
const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 }, (req, res) => {
  replaceForwardedFor(req, visitorOf(req));
  dropInternalHeaders(req);
  const [path = "/", query = ""] = (req.url ?? "/").split(/\?(.*)/s, 2);
  if (FORWARDED.test(path)) return void forward(req, res);
  // Answered as a page that does not exist, before any screen has to make sense of it.
  if (CONTROL_IN_QUERY.test(query) || !decodable(path)) req.url = notFoundIn(path);
  if (!SITE_METHODS.has(req.method ?? "")) {
    return answerPlainly(res, 405, { allow: "GET, HEAD, POST", "content-type": "text/plain; charset=UTF-8" }, "Method not allowed\n");
  }
  if (path === "/health" && (req.method === "GET" || req.method === "HEAD")) return void health(res);
  if (refusedImageRequest(req.url)) {
    return answerPlainly(res, 400, { "content-type": "text/plain; charset=UTF-8" }, "The picture's address is not valid\n");
  }
  if (path === CSP_REPORT_PATH && req.method === "POST") return void receiveCspReport(req, res);
  return void pages(req, res);
});
// Node hands a `CONNECT` over as a bare connection, and closes it unanswered when nothing takes it: the site tunnels nowhere.
server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
  socket.on("error", () => {});
  const headers = [...SECURITY_HEADERS.map(({ key, value }) => `${key}: ${value}`), "Allow: GET, HEAD, POST", "Content-Type: text/plain; charset=UTF-8"];
  const body = "Method not allowed\n";
  socket.end(["HTTP/1.1 405 Method Not Allowed", ...headers, `Content-Length: ${body.length}`, "Connection: close", "", body].join("\r\n"));
});
if (settings.KEEP_ALIVE_TIMEOUT !== undefined) server.keepAliveTimeout = settings.KEEP_ALIVE_TIMEOUT;
server.on("error", (error: NodeJS.ErrnoException) => {
  // The setting to change, when it is one.
  if (error.code === "EADDRINUSE") {
    console.error(`PORT: ${settings.PORT} is in use on ${settings.HOSTNAME} by another process`);
  } else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") {
    console.error(`HOSTNAME: ${settings.HOSTNAME} is not an address of this machine (${error.code})`);
  } else {
    console.error("Failed to start server", error);
  }
  process.exit(1);
});
server.listen(settings.PORT, settings.HOSTNAME, () => {
  console.log(`Edition ready on http://${settings.HOSTNAME === "0.0.0.0" ? "localhost" : settings.HOSTNAME}:${settings.PORT}`);
});

// Requests in flight may finish, for as long as a visitor would wait for one: a request that never
// ends does not hold the process (a supervisor would otherwise have to kill it).
const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`Stopped with requests still open after ${SHUTDOWN_GRACE_MS / 1000} s`);
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
    void Promise.allSettled([app.close(), pool.close()]).finally(() => process.exit(0));
  });
}
