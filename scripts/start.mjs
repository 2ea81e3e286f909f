#!/usr/bin/env node
// `pnpm start`: build what is stale (turbo cache), start the content API,
// every edition and the studio in production mode, print their URLs, stop them all on Ctrl-C.
// Every port is a setting (`PORT_<ID>`, `CONTENT_API_PORT`: start-plan.mjs).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import { appsIn, startPlan } from "./start-plan.mjs";

const root = new URL("..", import.meta.url).pathname;
const apps = join(root, "apps");

// One purge secret for this run, shared by the API and the editions: the API tells them of every
// content change (an import, a comment) at once. A REVALIDATE_SECRET in the environment wins.
const { services, problems } = startPlan(appsIn(apps), process.env, { revalidateSecret: randomBytes(24).toString("hex") });
if (problems.length > 0) {
  console.error(["pnpm start: not started; the README's Environment section lists its settings:", ...problems.map((line) => `  ${line}`)].join("\n"));
  process.exit(1);
}

/**
 * Whether `port` can be listened on where `service` will listen (an edition on every interface
 * unless HOSTNAME says otherwise, the API on loopback unless HOST does).
 * @param {import("./start-plan.mjs").Service} service
 * @returns {Promise<boolean>}
 */
function isFree(service) {
  const host = service.isApi ? service.env.HOST || "127.0.0.1" : service.env.HOSTNAME || "0.0.0.0";
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(service.port, host, () => probe.close(() => resolve(true)));
  });
}
const taken = [];
for (const service of services) if (!(await isFree(service))) taken.push(service);
if (taken.length > 0) {
  console.error(
    [
      "pnpm start: not started; ports in use by another program:",
      ...taken.map((s) => `  ${s.portVariable}: port ${s.port} (${s.name}) is in use; set ${s.portVariable} to a free port`),
    ].join("\n"),
  );
  process.exit(1);
}

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

console.log("Starting the content API, the editions and the studio…");
/** @type {(import("node:child_process").ChildProcess & { exited: Promise<void> })[]} */
const children = [];
/**
 * Starts the app's own `start` script, run directly (no package-manager wrapper), so
 * Ctrl-C reaches every server and each one stops on its own terms.
 * @param {import("./start-plan.mjs").Service} s
 */
function launch(s) {
  const cwd = join(apps, s.name);
  const child = spawn("sh", ["-c", `exec ${s.command}`], {
    cwd,
    env: { ...s.env, PATH: `${join(cwd, "node_modules", ".bin")}:${process.env.PATH}` },
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
  children.push(Object.assign(child, { exited }));
}

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

/** Whether each of `list` answers within two minutes. @param {typeof services} list */
const readiness = (list, deadline = Date.now() + 120_000) =>
  Promise.all(list.map(async (s) => ({ ...s, up: await waitFor(`http://127.0.0.1:${s.port}${s.ready}`, deadline) })));
// The content API first, and the editions once it answers (on a first start it creates and seeds
// its database): started before, each edition would say at start that its API does not answer.
const apis = services.filter((s) => s.isApi);
const editions = services.filter((s) => !s.isApi);
for (const s of apis) launch(s);
const results = await readiness(apis);
if (!stopping) for (const s of editions) launch(s);
results.push(...(await readiness(editions)));
if (!stopping) {
  const lines = results.map(
    (s) => `  ${s.name.padEnd(width)}  http://localhost:${s.port}${s.up ? "" : "   (not answering yet: see its log above)"}`,
  );
  console.log(["", "Aurevo is running:", ...lines, "", "Press Ctrl-C to stop them all.", ""].join("\n"));
}
