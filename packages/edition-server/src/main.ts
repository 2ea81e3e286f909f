// The server of an edition's standalone folder: scripts/standalone.mjs bundles it (with its
// dependencies) into the folder as `server.js`, in place of the one Next.js writes. Next.js's
// request handler, on the same PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT, behind the edition's front
// door; this package's README lists its stages in order and why each exists, and `frontDoor` and
// `pages` below are that list in code.
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
import { NOT_FOUND_REDIRECT_SECONDS } from "@repo/site/chrome/not-found";
import { securityHeaders } from "@repo/site/security-headers";
import { splitLocalePath } from "@repo/site/routing";
import { editionServerEnv, prepareNextEnv } from "@repo/site/env";
import type { EditionServerSettings } from "@repo/site/settings";
import { contentApiFailures, networkFailure } from "@repo/site/content-api-failures";
import edition from "@edition/config";
import { askContentApiHealth, checkContentApiAtStart, forwardedFamily, quietContentApiFailures } from "./content-api-log";
import { replaceForwardedFor } from "./visitor";
import { dropInternalHeaders } from "./internal-headers";
import { survivesClosedLog } from "./log-streams";
import { type Handler, inOrder } from "./pipeline";
import { finishEveryAnswer } from "./answer-headers";
import { bodyRefusal, expectsContinue, framingRefusal, type Refusal } from "@repo/server-kit/framing";
import { listenFailure, stopOnSignals } from "@repo/server-kit/lifecycle";
import { settingsAtStart } from "@repo/server-kit/settings";
import { visitorAddress } from "@repo/server-kit/visitor";

const requireHere = module.createRequire(import.meta.url);
const dir = fileURLToPath(new URL(".", import.meta.url));

survivesClosedLog();

const settings: EditionServerSettings = settingsAtStart(() => editionServerEnv(edition.id), { name: "edition" });

// The content API's failures are said once per kind a minute, Next.js's stack traces of them included.
const failures = contentApiFailures();
quietContentApiFailures(console, failures);

process.chdir(dir);

// The build's folder (`.next`, or NEXT_DIST_DIR's) is the one holding the server's copy of the config.
const distDir = readdirSync(dir).find((name) => existsSync(join(dir, name, "required-server-files.json")));
if (!distDir) {
  console.error(`No build next to ${join(dir, "server.js")}: this folder is not a complete standalone output.`);
  process.exit(1);
}
const { config } = JSON.parse(readFileSync(join(dir, distDir, "required-server-files.json"), "utf8")) as {
  config: NextConfig;
};
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

/** The largest body a request to a page may have: the site's forms send a few kilobytes, `/revalidate` a list of tags. */
const PAGE_BODY_BYTES = 64 * 1024;

/** Methods some path of the site answers; the content API answers its own. */
const SITE_METHODS = new Set(["GET", "HEAD", "POST"]);
const FORWARDED = /^\/(api|getFile)(\/|$)/;
/** An escaped C0 control character or DEL: no page takes one in its query (a NUL cannot even be stored). */
const CONTROL_IN_QUERY = /%(?:[01][0-9a-f]|7f)/i;
/** A path no page has, in the language tree of `path`: the site's 404 page in the visitor's language. */
const notFoundIn = (path: string) => `${splitLocalePath(path).locale.prefix}/invalid-query`;

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

/** Next.js's request handler; a failure it throws is a 500 of the server's own. */
const nextPages: Handler = async (req, res) => {
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
  onFailure: (error, path) => {
    const failure = networkFailure(error, forwardedFamily(path));
    if (failure) failures.note(failure, settings.CONTENT_API_URL);
  },
});
const visitorOf = visitorAddress(settings.TRUSTED_PROXIES);
const receiveCspReport = cspReportReceiver();
const compress = compression({ brotli: BROTLI_OPTIONS });
const compressed =
  (inner: Handler): Handler =>
  (req, res) =>
    compress(req as never, res as never, () => void inner(req, res));
/**
 * The pages, as a request meets their stages, outermost first: each stage gets the request before
 * the ones below it and has the last word on its answer after them.
 */
const pages = inOrder(
  [
    // Build assets go out from disk, compressed at build time.
    (inner) => buildAssets(join(dir, distDir, "static"), inner, SECURITY_HEADERS),
    // A page is kept under the query its own links write; any other spelling is answered from it, private.
    withCanonicalQuery,
    // Cacheable pages are kept for a second as finished bytes.
    (inner) => withPageCache(inner, { bypass }),
    // Lists whose filters and page are in the query are shared like other pages.
    (inner) => withSharedListPages(inner, settings.CONTENT_REVALIDATE_MAX_SECONDS),
    compressed,
    // HTML documents carry a script policy with the hashes of their inline scripts.
    withScriptPolicy,
    // A post Next.js cannot read is a 400, not its 500. (`/revalidate` reads its body itself.)
    (inner) =>
      withFormPosts(inner, {
        exempt: (path) => path === "/revalidate",
        answer: answerPlainly,
      }),
    // A page that failed is answered with the error view in its HTML, 503 when the API is down.
    (inner) =>
      withErrorDocument(inner, {
        render: (req, res, url) => handle(req, res, parseUrl(url, true)),
        contentApiAnswers,
        notFoundUrl: notFoundIn,
      }),
    // A 404 Next.js leaves to the browser is answered with the 404 page's own HTML (the browser keeps the URL it asked for).
    (inner) =>
      withNotFoundDocument(inner, {
        render: (req, res, pathname) => handle(req, res, parseUrl(pathname, true)),
        returnHomeAfter: NOT_FOUND_REDIRECT_SECONDS,
      }),
    // A picture's first optimisation can take seconds on a small server: past a short wait the visitor gets the stored file.
    (inner) =>
      withImageFallback(inner, {
        waitMs: 800,
        fetchStored: (path) => fetch(new URL(path, settings.CONTENT_API_URL)),
        maxOriginalBytes: 1024 * 1024,
        headers: SECURITY_HEADERS,
        // All cores but one (one at least), so pages keep a core while a new page's pictures are made.
        concurrency: Math.max(1, availableParallelism() - 1),
      }),
  ],
  nextPages,
);

/** Whether the content API's own health check answers, within two seconds. */
function checkContentApi(): Promise<boolean> {
  return askContentApiHealth(settings.CONTENT_API_URL).then((answer) => answer.ok);
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
/**
 * The edition's front door, in the order a request meets it:
 * 1. every answer's headers get their last word (`answer-headers.ts`);
 * 2. a request framed two ways (two Hosts, an odd Transfer-Encoding) is refused, 400;
 * 3. the visitor is named (`X-Forwarded-For`), Next.js's internal headers are dropped;
 * 4. `/api/*` and `/getFile/*` go to the content API (`forward.ts`, which bounds their bodies);
 * 5. a page's body is bounded: declared over 64 KB, 413; sent in chunks, 411, unread;
 * 6. the server's own answers: 405 for methods no page serves, `/health`, a refused picture
 *    address, CSP reports;
 * 7. the pages (`pages` above: build assets, canonical queries, the page cache, shared lists,
 *    compression, the script policy, form posts, the error and 404 documents, pictures, Next.js).
 * A request that expects `100 Continue` gets it once it has passed the checks before its stage.
 */
const frontDoor: Handler = (req, res) => {
  finishEveryAnswer(res, { security: SECURITY_HEADERS, head: req.method === "HEAD" });
  const framing = framingRefusal(req);
  if (framing) return refuse(res, framing);
  replaceForwardedFor(req, visitorOf(req.socket.remoteAddress, req.headers["x-forwarded-for"]) ?? "unknown");
  dropInternalHeaders(req);
  const [path = "/", query = ""] = (req.url ?? "/").split(/\?(.*)/s, 2);
  if (FORWARDED.test(path)) return void forward(req, res);
  const body = bodyRefusal(req, { maxBytes: PAGE_BODY_BYTES, undeclared: "refuse" });
  if (body) return refuse(res, body);
  if (expectsContinue(req)) res.writeContinue();
  // Answered as a page that does not exist, before any screen has to make sense of it.
  if (CONTROL_IN_QUERY.test(query) || !decodable(path)) req.url = notFoundIn(path);
  if (!SITE_METHODS.has(req.method ?? "")) {
    return answerPlainly(
      res,
      405,
      { allow: "GET, HEAD, POST", "content-type": "text/plain; charset=UTF-8" },
      "Method not allowed\n",
    );
  }
  if (path === "/health" && (req.method === "GET" || req.method === "HEAD")) return void health(res);
  if (refusedImageRequest(req.url)) {
    return answerPlainly(
      res,
      400,
      { "content-type": "text/plain; charset=UTF-8" },
      "The picture's address is not valid\n",
    );
  }
  if (path === CSP_REPORT_PATH && req.method === "POST") return void receiveCspReport(req, res);
  return void pages(req, res);
};

/** A request refused at the door, unread: the connection cannot carry another after it, so it closes. */
function refuse(res: ServerResponse, { status, message }: Refusal): void {
  answerPlainly(res, status, { "content-type": "text/plain; charset=UTF-8", connection: "close" }, `${message}\n`);
}

// A visitor sends a request's headers, and a form's post, in seconds even on a slow phone; one who
// trickles them holds a connection until these cut it off (408), as the content API does by default,
// checked every second. (Node's own limits: a minute for headers, five for the whole request,
// checked every thirty seconds.)
const server = createServer(
  { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
  frontDoor,
);
// `100 Continue` is the door's to send (Node's default sends it before anything has looked at the request).
server.on("checkContinue", frontDoor);
// Node hands a `CONNECT` over as a bare connection, and closes it unanswered when nothing takes it: the site tunnels nowhere.
server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
  socket.on("error", () => {});
  const headers = [
    ...SECURITY_HEADERS.map(({ key, value }) => `${key}: ${value}`),
    "Allow: GET, HEAD, POST",
    "Content-Type: text/plain; charset=UTF-8",
  ];
  const body = "Method not allowed\n";
  socket.end(
    [
      "HTTP/1.1 405 Method Not Allowed",
      ...headers,
      `Content-Length: ${body.length}`,
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
});
if (settings.KEEP_ALIVE_TIMEOUT !== undefined) server.keepAliveTimeout = settings.KEEP_ALIVE_TIMEOUT;
server.on("error", (error: NodeJS.ErrnoException) => {
  // The setting to change, when it is one.
  const named = listenFailure(error, {
    port: { name: "PORT", value: settings.PORT },
    host: { name: "HOSTNAME", value: settings.HOSTNAME },
  });
  if (named) console.error(named);
  else console.error("Failed to start server", error);
  process.exit(1);
});
server.listen(settings.PORT, settings.HOSTNAME, () => {
  console.log(
    `Edition ready on http://${settings.HOSTNAME === "0.0.0.0" ? "localhost" : settings.HOSTNAME}:${settings.PORT} (its public origin: ${settings.SITE_URL})`,
  );
  // Asked once Next.js has loaded: while it loads, the process answers nothing in time, its own
  // timer included. The edition serves either way (`checkContentApiAtStart` says why).
  void checkContentApiAtStart(settings.CONTENT_API_URL, failures);
});

// Requests in flight may finish, for as long as a visitor would wait for one.
stopOnSignals({
  name: "edition",
  stop: async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await Promise.allSettled([app.close(), pool.close()]);
  },
});
