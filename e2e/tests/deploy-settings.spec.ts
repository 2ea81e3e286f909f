import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { API_URL, editions, SETTINGS_PORT } from "../editions";
import { startNode, stopAll } from "../support/processes";

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
  { env: { SITE_URL_NIGERA: "https://ng.aurevo.example" }, says: ["SITE_URL_NIGERA", "no registered edition"] },
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

test.describe("an edition deployed with wrong settings", () => {
  const edition = editions[0]!;
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
      const { code, output } = await run(folder, { CONTENT_API_URL: API_URL, ...env });
      expect(code, `${JSON.stringify(env)}:\n${output}`).toBe(1);
      for (const words of says) expect(output, JSON.stringify(env)).toContain(words);
      expect(output).not.toContain("Edition ready");
    }
  });

  test("listening on 127.0.0.1 serves english pages, and /health says the content API is reachable", async () => {
    test.setTimeout(120_000);
    const site = `http://127.0.0.1:${SETTINGS_PORT}`;
    const child = await startNode("the edition on 127.0.0.1", folder, ["server.js"], { PORT: String(SETTINGS_PORT), HOSTNAME: "127.0.0.1", CONTENT_API_URL: API_URL }, `${site}/robots.txt`);
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
    const child = await startNode("the edition whose log closes", folder, ["server.js"], { PORT: String(SETTINGS_PORT), CONTENT_API_URL: API_URL }, `${site}/robots.txt`);
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
    const child = await startNode("the edition without its API", folder, ["server.js"], { PORT: String(SETTINGS_PORT), CONTENT_API_URL: "http://127.0.0.1:9" }, `${site}/robots.txt`);
    children.push(child);
    const health = await fetch(`${site}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 503, data: { contentApi: "unreachable" } });
    await stopAll([child]);
  });
});
