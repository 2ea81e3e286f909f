// Starts production builds on private ports and stops them again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;

export const API_PORT = 4900;
export const BASELINE_PORT = 3900;
/** nginx for the static twins listens on TWIN_PORT + 1 (the harness's site server takes TWIN_PORT). */
export const TWIN_PORT = 8300;
export const editions = [
  { id: "global", port: 3910 },
  { id: "nigeria", port: 3911 },
  { id: "australia", port: 3912 },
  { id: "burmese", port: 3913 },
];

async function waitFor(url, child, name, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function start(name, command, args, cwd, env) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.on("exit", (code) => {
    if (code && code !== 0 && !child.stopping) console.error(`${name} exited with ${code}:\n${stderr}`);
  });
  return child;
}

/** Starts the content API (fresh embedded database), every edition and the reference. */
export async function startAll() {
  const dataDir = mkdtempSync(join(tmpdir(), "aurevo-bench-"));
  const next = (cwd) => join(root, cwd, "node_modules", ".bin", "next");
  const children = [];
  const api = start("content-api", process.execPath, ["dist/main.js"], join(root, "apps/content-api"), {
    PORT: String(API_PORT),
    PGLITE_DATA_DIR: join(dataDir, "pglite"),
    DATABASE_URL: "",
    // The editions post the forms and forward the API on the visitor's behalf, as `pnpm start` runs them.
    TRUSTED_PROXIES: "127.0.0.1,::1",
  });
  children.push(api);
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, api, "content-api");

  const baseline = start("baseline", next("bench/baseline"), ["start", "--port", String(BASELINE_PORT)], join(root, "bench/baseline"), {});
  children.push(baseline);
  // Each edition as a deployment runs it: its standalone server (`pnpm start` runs the same file).
  const editionChildren = editions.map((edition) => {
    const app = join(root, "apps", edition.id);
    const server = join(app, ".next", "standalone", "apps", edition.id, "server.js");
    const child = start(edition.id, process.execPath, [server], app, {
      PORT: String(edition.port),
      CONTENT_API_URL: `http://127.0.0.1:${API_PORT}`,
      // Its public origin, which the server requires: where the bench reaches it.
      [`SITE_URL_${edition.id.toUpperCase().replaceAll("-", "_")}`]: `http://localhost:${edition.port}`,
    });
    children.push(child);
    return child;
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${BASELINE_PORT}/`, baseline, "baseline"),
    ...editions.map((edition, i) => waitFor(`http://127.0.0.1:${edition.port}/icon.svg`, editionChildren[i], edition.id)),
  ]);

  return async function stopAll() {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.stopping = true;
            child.once("exit", resolve);
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
}
