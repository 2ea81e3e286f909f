#!/usr/bin/env node
// `node ../../scripts/serve-standalone.mjs --port 3000`, run in an edition's
// folder: starts its standalone server (what a deployment runs) on that port.
// PORT and HOSTNAME from the environment win, as they do for `server.js`.
// A local launcher: unset, the edition's public origin (`SITE_URL_<ID>`, which
// `server.js` requires) is where it listens here, `http://localhost:<port>`.
import { existsSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" } } });
const app = process.cwd();
const server = join(app, ".next", "standalone", relative(resolve(app, "../.."), app), "server.js");
if (!existsSync(server)) {
  console.error(`No production build in ${relative(process.cwd(), app) || "."}: run \`pnpm build\` first.`);
  process.exit(1);
}
process.env.PORT = values.port ?? process.env.PORT ?? "3000";
process.env.HOSTNAME ??= "0.0.0.0";
// The edition's folder under apps/ is its id (the editions' registry says so).
const siteUrl = `SITE_URL_${basename(app).toUpperCase().replaceAll("-", "_")}`;
process.env[siteUrl] ||= `http://localhost:${process.env.PORT}`;
process.env.NODE_ENV = "production";
await import(pathToFileURL(server).href);
