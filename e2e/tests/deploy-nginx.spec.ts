import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { editions } from "../editions";

/**
 * The shipped reverse-proxy configuration (`deploy/nginx/edition.conf`) in
 * front of the first edition's production server: pages are kept for their
 * s-maxage, "/" (answered by language and cookie) and the API never are, and
 * internal headers stay inside.
 */
const edition = editions[0]!;
const NGINX_PORT = 8100;
const origin = `http://127.0.0.1:${NGINX_PORT}`;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let nginx: ChildProcess | undefined;
let dir = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "aurevo-nginx-"));
  // Started as root, nginx's workers run as an unprivileged user that must reach the cache.
  chmodSync(dir, 0o755);
  for (const sub of ["cache", "body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  const site = readFileSync(join(import.meta.dirname, "..", "..", "deploy", "nginx", "edition.conf"), "utf8")
    .replace("/var/cache/nginx/aurevo", join(dir, "cache"))
    .replace(/server 127\.0\.0\.1:\d+;/, `server 127.0.0.1:${edition.port};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${NGINX_PORT};`);
  expect(site).toContain(`server 127.0.0.1:${edition.port};`);
  writeFileSync(join(dir, "edition.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/edition.conf;
}
`,
  );
  nginx = spawn(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
  await expect
    .poll(async () => (await fetch(`${origin}/icon.svg`).catch(() => undefined))?.status, { timeout: 15_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a page is rendered once and then served from the cache, with the edition's own headers", async () => {
  const first = await fetch(`${origin}/spanish`);
  const second = await fetch(`${origin}/spanish`);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(["MISS", "HIT", "STALE", "UPDATING"]).toContain(first.headers.get("x-cache-status"));
  expect(["HIT", "STALE", "UPDATING"]).toContain(second.headers.get("x-cache-status"));
  expect(await second.text()).toContain('lang="es"');
  expect(second.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(second.headers.get("x-middleware-rewrite")).toBeNull();
});

test("the first visit to / still follows the visitor's language: never answered from the cache", async () => {
  const english = await fetch(`${origin}/`, { headers: { "accept-language": "en", "user-agent": browser }, redirect: "manual" });
  expect(english.status).toBe(200);
  expect(english.headers.get("x-cache-status")).toBeNull();
  const spanish = await fetch(`${origin}/`, { headers: { "accept-language": "es-ES,es;q=0.9", "user-agent": browser }, redirect: "manual" });
  expect(spanish.status).toBe(307);
  expect(spanish.headers.get("location")).toMatch(/\/spanish$/);
});

test("content API answers pass through live, never cached", async () => {
  for (let i = 0; i < 2; i++) {
    const menu = await fetch(`${origin}/api/navigation/getNavigationData?languageCode=english`);
    expect(menu.status).toBe(200);
    expect(menu.headers.get("x-cache-status")).toBeNull();
    expect(((await menu.json()) as { code: number }).code).toBe(200);
  }
});
