import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { siteUrlVariable } from "@repo/config/editions";
import { API_URL, editions, SETTINGS_PORT, siteUrlEnv } from "../editions";
import { outputOf, startNode, stopAll } from "../support/processes";

const repoRoot = new URL("../..", import.meta.url).pathname;

/** Settings a regional team could get wrong, each with the words the refusal must say. */
const WRONG: { env: Record<string, string>; says: string[] }[] = [
  { env: { REVALIDATE_SECRET: "too-short" }, says: ["REVALIDATE_SECRET", "24 characters"] },
  { env: { CONTENT_API_URL: "127.0.0.1:4000" }, says: ["CONTENT_API_URL", "http"] },
  { env: { CONTENT_API_URL: "http://127.0.0.1:4000/api" }, says: ["CONTENT_API_URL", "origin"] },
  { env: { CONTENT_API_URL: "http://user:pw@127.0.0.1:4000" }, says: ["CONTENT_API_URL", "credentials"] },
  // The content API's port, which it listens on: taken.
  { env: { PORT: new URL(API_URL).port }, says: ["PORT", "is in use"] },
  { env: { CONTENT_REVALIDATE_MAX_SECONDS: "0" }, says: ["CONTENT_REVALIDATE_MAX_SECONDS"] },
  { env: { CONTENT_REVALIDATE_MAX_SECONDS: "five" }, says: ["CONTENT_REVALIDATE_MAX_SECONDS", "whole number"] },
  { env: { PORT: "80a" }, says: ["PORT"] },
  { env: { PORT: "70000" }, says: ["PORT"] },
  { env: { HOSTNAME: "not a host" }, says: ["HOSTNAME"] },
  { env: { KEEP_ALIVE_TIMEOUT: "-5" }, says: ["KEEP_ALIVE_TIMEOUT"] },
  { env: { TRUSTED_PROXIES: "10.0.0.0/8,nginx.internal" }, says: ["TRUSTED_PROXIES", "nginx.internal"] },
  { env: { REDIS_URL: "cache.internal:6379" }, says: ["REDIS_URL", "redis://"] },
  { env: { SITE_URL_NIGERIA: "ng.aurevo.example" }, says: ["SITE_URL_NIGERIA"] },
  { env: { SITE_URL_nigeria: "https://ng.aurevo.example" }, says: ["SITE_URL_nigeria", "names no edition"] },
];

/** Runs the edition's server with `env` and collects what it prints until it exits (or `ms` pass). */
function run(cwd: string, env: Record<string, string>, ms = 30_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = "";
    const child: ChildProcess = spawn(process.execPath, ["server.js"], {
      cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: String(SETTINGS_PORT), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), ms);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe("an edition deployed with wrong settings", () => {
  const edition = editions[0]!;
  /** Its own public origin, which every start below gives it unless the test is about its absence. */
  const ownSite = siteUrlEnv(edition.id, SETTINGS_PORT);
  const standalone = join(repoRoot, "apps", edition.id, ".next", "standalone");
  test.skip(!!process.env.E2E_SERVERS && !existsSync(standalone), `no production build of ${edition.id}`);
  test.describe.configure({ mode: "serial" });
  const root = mkdtempSync(join(tmpdir(), "aurevo-settings-"));
  const folder = join(root, "edition", "apps", edition.id);
  const children: ChildProcess[] = [];

  test.beforeAll(() => {
    // A copy with empty caches: what a regional team ships.
    cpSync(standalone, join(root, "edition"), { recursive: true });
    rmSync(join(folder, ".next", "cache"), { recursive: true, force: true });
  });
  test.afterAll(async () => {
    await stopAll(children);
    rmSync(root, { recursive: true, force: true });
  });

  test("refuses to start on each wrong setting, naming the variable and its rule", async () => {
    test.setTimeout(300_000);
    for (const { env, says } of WRONG) {
      const { code, output } = await run(folder, { CONTENT_API_URL: API_URL, ...ownSite, ...env });
      expect(code, `${JSON.stringify(env)}:\n${output}`).toBe(1);
      for (const words of says) expect(output, JSON.stringify(env)).toContain(words);
      expect(output).not.toContain("Edition ready");
    }
  });

  test("in production without its own public origin it stops at start, naming SITE_URL_<ID> in one line", async () => {
    test.setTimeout(120_000);
    const variable = siteUrlVariable(edition.id);
    // Every other edition's origin set, its own not: the one it would put in canonical links, the sitemap and robots.txt.
    const others = Object.fromEntries(editions.filter((other) => other.id !== edition.id).map((other) => [siteUrlVariable(other.id), `https://${other.id}.example.com`]));
    const { code, output } = await run(folder, { NODE_ENV: "production", CONTENT_API_URL: API_URL, ...others });
    expect(code, output).toBe(1);
    const naming = output.split("\n").filter((line) => line.includes(variable));
    expect(naming, output).toHaveLength(1);
    expect(naming[0]).toMatch(new RegExp(`${variable}: unset; .*required in production`));
    expect(output).not.toContain("Edition ready");
    expect(output).not.toContain("aurevo.example");
  });

  test("listening on 127.0.0.1 serves english pages, and /health says the content API is reachable", async () => {
    test.setTimeout(120_000);
    const site = `http://127.0.0.1:${SETTINGS_PORT}`;
    const child = await startNode("the edition on 127.0.0.1", folder, ["server.js"], { PORT: String(SETTINGS_PORT), HOSTNAME: "127.0.0.1", CONTENT_API_URL: API_URL, ...ownSite }, `${site}/robots.txt`);
    children.push(child);
    for (const path of ["/about/company", "/products", "/spanish/about/company"]) {
      expect((await fetch(`${site}${path}`)).status, path).toBe(200);
    }
    const health = await fetch(`${site}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ code: 200, data: { contentApi: "reachable" } });
    await stopAll([child]);
  });

  test("keeps answering once the reader of its log is gone, whatever lines visitors make it write", async () => {
    test.setTimeout(120_000);
    const site = `http://127.0.0.1:${SETTINGS_PORT}`;
    const child = await startNode("the edition whose log closes", folder, ["server.js"], { PORT: String(SETTINGS_PORT), CONTENT_API_URL: API_URL, ...ownSite }, `${site}/robots.txt`);
    // A server that stopped answering may not stop on SIGTERM either.
    const answer = (path: string, init: RequestInit = {}) =>
      fetch(`${site}${path}`, { ...init, signal: AbortSignal.timeout(20_000) }).then(
        (res) => res.status,
        (error: Error) => `no answer: ${error.message}`,
      );
    try {
      // The far end of its output closes, as when a log shipper stops: every line it writes from now on fails.
      child.stdout?.destroy();
      child.stderr?.destroy();
      // A CSP report is a line anyone can make the edition write.
      const report = JSON.stringify({ "csp-report": { "document-uri": `${site}/`, "blocked-uri": "https://evil.example/x.js", "violated-directive": "script-src" } });
      for (let i = 0; i < 3; i++) {
        expect(await answer("/csp-report", { method: "POST", headers: { "content-type": "application/csp-report" }, body: report })).toBe(204);
      }
      // Before, the first line that failed set the process spinning on its own error reports, and it answered no one again.
      for (const path of ["/", "/about/company", "/spanish/products", "/health"]) expect(await answer(path), path).toBe(200);
      expect(child.exitCode).toBeNull();
      await stopAll([child]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  });

  test("/health answers 503 while no content API answers and nothing is cached", async () => {
    test.setTimeout(120_000);
    rmSync(join(folder, ".next", "cache"), { recursive: true, force: true });
    const site = `http://127.0.0.1:${SETTINGS_PORT}`;
    // Nothing listens on the discard port.
    const child = await startNode("the edition without its API", folder, ["server.js"], { PORT: String(SETTINGS_PORT), CONTENT_API_URL: "http://127.0.0.1:9", ...ownSite }, `${site}/robots.txt`);
    children.push(child);
    const health = await fetch(`${site}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 503, data: { contentApi: "unreachable" } });
    await stopAll([child]);
  });

  test("an unreachable content API is one line at start naming CONTENT_API_URL, and five pages later no stack trace", async () => {
    test.setTimeout(120_000);
    rmSync(join(folder, ".next", "cache"), { recursive: true, force: true });
    const site = `http://127.0.0.1:${SETTINGS_PORT}`;
    const api = `http://127.0.0.1:${await closedPort()}`;
    const child = await startNode("the edition started before its API", folder, ["server.js"], { PORT: String(SETTINGS_PORT), CONTENT_API_URL: api, ...ownSite }, `${site}/robots.txt`);
    children.push(child);
    const lines = () => outputOf(child).split("\n").filter(Boolean);
    // It started, and says once what is wrong.
    await expect.poll(() => lines().filter((line) => line.includes(`CONTENT_API_URL=${api}`))).toHaveLength(1);
    const atStart = lines().length;
    // Pages the tests above did not render (those are cached, and served).
    for (const path of ["/about/news", "/downloads", "/case-study", "/spanish/about/blogs", "/burmese/about/news"]) {
      expect((await fetch(`${site}${path}`)).status, path).toBe(503);
    }
    // Before: 384 lines of stack traces for these five pages; now what it said at start covers them.
    const after = lines();
    expect(after.filter((line) => /^\s+at /.test(line)), after.join("\n")).toEqual([]);
    expect(after.slice(atStart).filter((line) => /content API|CONTENT_API_URL|ApiError|fetch failed|ECONNREFUSED/.test(line)), after.join("\n")).toEqual([]);
    await stopAll([child]);
  });
});
