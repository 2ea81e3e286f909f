#!/usr/bin/env node
// `node scripts/serve.mjs --port 3100`, run in apps/studio: starts its standalone server (what a
// deployment runs) on that port. PORT and HOSTNAME from the environment win, as they do for
// `server.js`; the studio's own settings are checked by the server as it starts.
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" } } });
const app = process.cwd();
const server = join(app, ".next", "standalone", relative(resolve(app, "../.."), app), "server.js");
if (!existsSync(server)) {
  console.error("No production build of the studio: run `pnpm --filter @repo/studio build` first.");
  process.exit(1);
}
process.env.PORT = values.port ?? process.env.PORT ?? "3100";
process.env.HOSTNAME ??= "0.0.0.0";
process.env.NODE_ENV = "production";
await import(pathToFileURL(server).href);
