import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { type Server as HttpServer, createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, startServer } from "./server-process";

/** Each wrong setting and the variable its refusal must name. */
const wrong: { env: Record<string, string>; names: string }[] = [
  { env: { PORT: "abc" }, names: "PORT" },
  { env: { PORT: "70000" }, names: "PORT" },
  { env: { PORT: "-1" }, names: "PORT" },
  { env: { PORT: "1e3" }, names: "PORT" },
  { env: { HOST: "not a host" }, names: "HOST" },
  { env: { HOST: "-leading.example" }, names: "HOST" },
  { env: { HEADERS_TIMEOUT_MS: "soon" }, names: "HEADERS_TIMEOUT_MS" },
  { env: { HEADERS_TIMEOUT_MS: "10" }, names: "HEADERS_TIMEOUT_MS" },
  { env: { HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "15000" }, names: "HEADERS_TIMEOUT_MS" },
  { env: { REQUEST_TIMEOUT_MS: "0" }, names: "REQUEST_TIMEOUT_MS" },
  { env: { KEEP_ALIVE_TIMEOUT_MS: "5s" }, names: "KEEP_ALIVE_TIMEOUT_MS" },
  { env: { DATABASE_URL: "mysql://db.internal/aurevo" }, names: "DATABASE_URL" },
  { env: { DATABASE_URL: "postgres://" }, names: "DATABASE_URL" },
  // A missing folder is made; a file in its place is a mistake.
  { env: { CONTENT_FILES_DIR: "/etc/hostname" }, names: "CONTENT_FILES_DIR" },
  { env: { S3_ENDPOINT: "http://127.0.0.1:9000" }, names: "S3_BUCKET" },
  { env: { S3_PREFIX: "content-api/" }, names: "S3_BUCKET" },
  { env: { S3_BUCKET: "Not_A_Bucket" }, names: "S3_BUCKET" },
  { env: { S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:9000/media" }, names: "S3_ENDPOINT" },
  { env: { S3_BUCKET: "media", S3_ACCESS_KEY_ID: "AKIAEXAMPLE" }, names: "S3_SECRET_ACCESS_KEY" },
  { env: { S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: "a-secret-key" }, names: "S3_ACCESS_KEY_ID" },
  { env: { S3_BUCKET: "media", S3_PREFIX: "/absolute/" }, names: "S3_PREFIX" },
  { env: { S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "sometimes" }, names: "S3_FORCE_PATH_STYLE" },
  { env: { CONTENT_IMPORT_MAX_BYTES: "0" }, names: "CONTENT_IMPORT_MAX_BYTES" },
  { env: { CONTENT_API_URL: "http://127.0.0.1:4000/api" }, names: "CONTENT_API_URL" },
  { env: { CONTENT_SEED_DIR: "/nonexistent/aurevo/content" }, names: "CONTENT_SEED_DIR" },
  { env: { RESPONSE_CACHE_MS: "-5" }, names: "RESPONSE_CACHE_MS" },
  { env: { RESPONSE_CACHE_MS: "5 minutes" }, names: "RESPONSE_CACHE_MS" },
  { env: { TRUSTED_PROXIES: "loopback, proxy.internal" }, names: "TRUSTED_PROXIES" },
  { env: { TRUSTED_PROXIES: "10.0.0.0/33" }, names: "TRUSTED_PROXIES" },
  { env: { ALLOWED_ORIGINS: "partner.example" }, names: "ALLOWED_ORIGINS" },
  { env: { ALLOWED_ORIGINS: "https://partner.example/forms" }, names: "ALLOWED_ORIGINS" },
  { env: { ALLOWED_ORIGINS: "https://ok.example, ftp://files.example" }, names: "ALLOWED_ORIGINS" },
  { env: { INSERT_RATE_LIMIT: "0" }, names: "INSERT_RATE_LIMIT" },
  { env: { INSERT_RATE_LIMIT: "ten" }, names: "INSERT_RATE_LIMIT" },
  { env: { INSERT_RATE_WINDOW_SECONDS: "0" }, names: "INSERT_RATE_WINDOW_SECONDS" },
  { env: { MIN_FILL_MS: "2s" }, names: "MIN_FILL_MS" },
  { env: { COMMENTS_REQUIRE_APPROVAL: "maybe" }, names: "COMMENTS_REQUIRE_APPROVAL" },
  { env: { ADMIN_TOKEN: "short" }, names: "ADMIN_TOKEN" },
  { env: { SITE_URL_NIGERIA: "not a url" }, names: "SITE_URL_NIGERIA" },
  { env: { SITE_URL_NIGERIA: "ftp://ng.example" }, names: "SITE_URL_NIGERIA" },
  { env: { SITE_URL_nigeria: "https://ng.example" }, names: "SITE_URL_nigeria" },
  // Any edition id is taken (one may be imported while the API runs), but only in the form of one.
  { env: { REVALIDATE_URL_kenya: "http://10.0.0.9:3000/revalidate" }, names: "REVALIDATE_URL_kenya" },
  { env: { REVALIDATE_SECRET_KENYA_2: "kenya-own-secret-0123456789" }, names: "REVALIDATE_SECRET_KENYA_2" },
  { env: { REVALIDATE_URL_KENYA: "10.0.0.9:3000/revalidate" }, names: "REVALIDATE_URL_KENYA" },
  { env: { PGLITE_DATA_DIR: "   " }, names: "PGLITE_DATA_DIR" },
  // Node's own recursive mkdir never returns for a folder under /proc.
  { env: { PGLITE_DATA_DIR: "/proc/aurevo/db" }, names: "PGLITE_DATA_DIR" },
];

/** Long enough for a start to fail, and for a server that ignored its settings to be listening. */
const SETTLE_MS = 15_000;

describe("the built API with wrong settings", () => {
  let built: Awaited<ReturnType<typeof buildServer>>;
  let dir = "";

  beforeAll(async () => {
    built = await buildServer();
    dir = mkdtempSync(join(tmpdir(), "aurevo-settings-"));
    mkdirSync(join(dir, "content"));
  }, 120_000);

  afterAll(() => {
    built?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the API with `env`; answers how it ended: its exit code and stderr, or that it listened. */
  async function attempt(env: Record<string, string>, index: number, settleMs = SETTLE_MS) {
    const started = Date.now();
    const server = startServer(built.main, {
      PGLITE_DATA_DIR: join(dir, `db-${index}`),
      CONTENT_SEED_DIR: join(dir, "content"),
      ...env,
    });
    let stderr = "";
    server.child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const outcome = await Promise.race([
      server.exited.then((code) => ({ code, listened: false })),
      server.listening.then(
        () => ({ code: null, listened: true }),
        () => new Promise<never>(() => {}),
      ),
      new Promise<{ code: null; listened: false }>((resolve) =>
        setTimeout(() => resolve({ code: null, listened: false }), settleMs),
      ),
    ]);
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    return { ...outcome, stderr, ms: Date.now() - started };
  }

  it("refuses to start, exiting non-zero within seconds with the variable and its rule on stderr", async () => {
    const failures: string[] = [];
    // A few at a time: each is a whole Node process.
    for (let start = 0; start < wrong.length; start += 4) {
      const batch = wrong.slice(start, start + 4);
      const outcomes = await Promise.all(batch.map(({ env }, offset) => attempt(env, start + offset)));
      outcomes.forEach((outcome, offset) => {
        const { env, names } = batch[offset]!;
        const label = JSON.stringify(env);
        if (outcome.listened) failures.push(`${label}: started and listened`);
        else if (outcome.code === null) failures.push(`${label}: neither exited nor listened in ${SETTLE_MS} ms`);
        else if (outcome.code === 0) failures.push(`${label}: exited 0`);
        else if (!new RegExp(`\\b${names}\\b`).test(outcome.stderr)) {
          failures.push(`${label}: stderr does not name ${names}: ${outcome.stderr.slice(0, 300)}`);
        } else if (outcome.ms > 10_000) failures.push(`${label}: took ${outcome.ms} ms to refuse`);
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("stops with the setting named when what it names cannot be used: a port in use, a database that is not Postgres", async () => {
    // A server on the database's address that answers, but not as Postgres (an HTTP server's 400), and
    // one on the port asked for. HTTP servers look after their connections' errors themselves.
    const notPostgres = createHttpServer((_req, res) => res.writeHead(400).end());
    const taken = createHttpServer((_req, res) => res.end());
    await Promise.all(
      [notPostgres, taken].map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))),
    );
    const portOf = (server: HttpServer) => (server.address() as AddressInfo).port;
    try {
      const [wrongServer, portInUse] = await Promise.all([
        // It waits 20 s for the database's first answer.
        attempt({ DATABASE_URL: `postgres://aurevo:secret-pw@127.0.0.1:${portOf(notPostgres)}/aurevo` }, 101, 40_000),
        // It opens its database before it listens: on a busy machine that alone can take past the usual wait.
        attempt({ PORT: String(portOf(taken)) }, 102, 40_000),
      ]);
      expect(wrongServer.code, wrongServer.stderr).toBe(1);
      expect(wrongServer.stderr).toMatch(/DATABASE_URL: .*127\.0\.0\.1/);
      expect(wrongServer.stderr).not.toContain("secret-pw");
      expect(portInUse.code, portInUse.stderr).toBe(1);
      expect(portInUse.stderr).toContain(`PORT: ${portOf(taken)} is in use`);
    } finally {
      for (const server of [notPostgres, taken]) {
        server.closeAllConnections();
        server.close();
      }
    }
  }, 90_000);

  it("names every wrong variable at once with the value given, and never echoes a secret", async () => {
    const secret = "postgres-password-that-must-not-leak";
    const outcome = await attempt(
      { PORT: "eighty", DATABASE_URL: `mysql://u:${secret}@db/aurevo`, ADMIN_TOKEN: "tiny", MIN_FILL_MS: "-1" },
      99,
    );
    expect(outcome.code).not.toBe(0);
    expect(outcome.code).not.toBeNull();
    for (const name of ["PORT", "DATABASE_URL", "ADMIN_TOKEN", "MIN_FILL_MS"])
      expect(outcome.stderr).toContain(`${name}:`);
    expect(outcome.stderr).not.toContain(secret);
    expect(outcome.stderr).not.toContain("tiny");
    expect(outcome.stderr).toContain('PORT: a port from 0 (any free one) to 65535 (given "eighty")');
  }, 60_000);

  it("starts with good settings, empty ones taking their defaults", async () => {
    const outcome = await attempt(
      {
        TRUSTED_PROXIES: "loopback, 10.0.0.0/8, 2001:db8::1",
        ALLOWED_ORIGINS: "https://partner.example, http://localhost:3100/",
        SITE_URL_NIGERIA: "https://ng.example/",
        // An edition the build does not know, whose settings may be imported while the API runs.
        SITE_URL_KENYA: "https://ke.example",
        REVALIDATE_URL_KENYA: "http://10.0.0.9:3000/revalidate",
        REVALIDATE_SECRET_KENYA: "kenya-own-secret-0123456789",
        COMMENTS_REQUIRE_APPROVAL: "yes",
        MIN_FILL_MS: "",
        DATABASE_URL: "",
      },
      100,
    );
    expect(outcome.listened, outcome.stderr).toBe(true);
  }, 60_000);
});
