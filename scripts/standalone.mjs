#!/usr/bin/env node
// Run in an edition's folder after `next build`: completes its standalone
// output (`.next/standalone`), which Next.js leaves without the static chunks
// and `public/`, so the folder alone is what a server needs to run the edition,
// and puts the edition's own server (scripts/edition-server.mjs, Next's request
// handler behind a page cache) in place of Next's `server.js`.
import { copyFileSync, cpSync, existsSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const app = process.cwd();
const root = resolve(app, "../..");
const standalone = join(app, ".next", "standalone");
const target = join(standalone, relative(root, app));
if (!existsSync(join(target, "server.js"))) {
  console.error(`standalone: no ${relative(app, join(target, "server.js"))}; is output "standalone" set and the build done?`);
  process.exit(1);
}
for (const [from, to] of [
  [join(app, ".next", "static"), join(target, ".next", "static")],
  [join(app, "public"), join(target, "public")],
]) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
copyFileSync(join(root, "scripts", "edition-server.mjs"), join(target, "server.js"));
copyFileSync(join(root, "packages", "site", "src", "server", "page-cache.mjs"), join(target, "page-cache.mjs"));
console.log(`standalone: ${relative(root, target)} is complete (node server.js)`);
