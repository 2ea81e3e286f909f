#!/usr/bin/env node
// `pnpm start`: build what is stale (turbo cache), start the content API and
// every edition in production mode, print their URLs, stop them all on Ctrl-C.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const apps = join(root, "apps");

/** @typedef {{ scripts?: Record<string, string> }} Manifest */
/** @param {string} name @returns {Manifest} */
const manifestOf = (name) => /** @type {Manifest} */ (JSON.parse(readFileSync(join(apps, name, "package.json"), "utf8")));

/** Every app with a `start` script: the content API first, then the editions by port. */
const services = readdirSync(apps)
  .filter((name) => existsSync(join(apps, name, "package.json")))
  .flatMap((name) => {
    const start = manifestOf(name).scripts?.start;
    if (!start) return [];
    const port = /--port (\d+)/.exec(start)?.[1];
    const isEdition = existsSync(join(apps, name, "edition.config.ts"));
    return {
      name,
      start,
      isEdition,
      port: Number(port ?? process.env.PORT ?? 4000),
      ready: isEdition ? "/" : "/health",
    };
  })
  .sort((a, b) => Number(a.isEdition) - Number(b.isEdition) || a.port - b.port);

// Its output may lose its reader (`pnpm start | head`, a terminal or log shipper gone): the lines are
// dropped, and it keeps the servers running and stops them on a signal, rather than dying on EPIPE and
// leaving them behind with no one to stop them.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});

const width = Math.max(...services.map((s) => s.name.length));
const turbo = join(root, "node_modules", ".bin", "turbo");

console.log("Building what changed since the last build…");
const build = spawnSync(turbo, ["run", "build", "--filter=./apps/*", "--output-logs=errors-only"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.log("Starting the content API and the editions…");
// One purge secret for this run, shared by the API and the editions: the API tells them of every
// content change (an import, a comment) at once. A REVALIDATE_SECRET in the environment wins.
const revalidateSecret = randomBytes(24).toString("hex");
// Each app's own `start` script, run directly (no package-manager wrapper), so
// Ctrl-C reaches every server and each one stops on its own terms.
const children = services.map((s) => {
  const cwd = join(apps, s.name);
  const child = spawn("sh", ["-c", `exec ${s.start}`], {
    cwd,
    env: {
      // The editions run on this machine and post the forms for their visitors: the API
      // takes the visitor's address from them (and from nobody else). The editions
      // themselves trust no one: their visitors connect to them directly.
      ...(s.isEdition ? {} : { TRUSTED_PROXIES: "127.0.0.1,::1" }),
      REVALIDATE_SECRET: revalidateSecret,
      ...process.env,
      PATH: `${join(cwd, "node_modules", ".bin")}:${process.env.PATH}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `${s.name.padEnd(width)} | `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.on("data", (/** @type {Buffer} */ chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.on("exit", () => resolve()));
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${s.name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the others.`);
      stopAll("SIGTERM", 1);
    }
  });
  return Object.assign(child, { exited });
});

let stopping = false;
/** @param {NodeJS.Signals} signal @param {number} [exitCode] */
async function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping every service (${signal})…`);
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  const timer = setTimeout(() => {
    for (const child of children) child.kill("SIGKILL");
  }, 15_000);
  await Promise.all(children.map((child) => child.exited));
  clearTimeout(timer);
  console.log("All stopped.");
  process.exit(exitCode);
}
/**
 * Stops every service, then this process. It only waits for exits, but should
 * it fail, it says so and exits rather than leave a rejection unhandled.
 * @param {NodeJS.Signals} signal @param {number} [exitCode]
 */
function stopAll(signal, exitCode = 0) {
  stop(signal, exitCode).catch((/** @type {unknown} */ error) => {
    console.error("Stopping the services failed:", error);
    process.exit(1);
  });
}
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));

/** @param {string} url @param {number} deadline */
async function waitFor(url, deadline) {
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (res.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

const deadline = Date.now() + 120_000;
/** @param {typeof services} list */
const readiness = (list) =>
  Promise.all(list.map(async (s) => ({ ...s, up: await waitFor(`http://127.0.0.1:${s.port}${s.ready}`, deadline) })));
// The content API first (on a first start it creates and seeds its database): asked for a page before
// then, an edition would render it without its content and log the API's absence for every poll.
const results = [
  ...(await readiness(services.filter((s) => !s.isEdition))),
  ...(await readiness(services.filter((s) => s.isEdition))),
];
if (!stopping) {
  const lines = results.map(
    (s) => `  ${s.name.padEnd(width)}  http://localhost:${s.port}${s.up ? "" : "   (not answering yet: see its log above)"}`,
  );
  console.log(["", "Aurevo is running:", ...lines, "", "Press Ctrl-C to stop them all.", ""].join("\n"));
}
