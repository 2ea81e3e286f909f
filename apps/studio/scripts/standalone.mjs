#!/usr/bin/env node
// Run in apps/studio after `next build`: completes the standalone output (`.next/standalone`),
// which Next.js leaves without the static chunks and `public/`, so the folder alone is what a
// server needs to run the studio (`node apps/studio/server.js` inside it).
import { cpSync, existsSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const app = process.cwd();
const target = join(app, ".next", "standalone", relative(resolve(app, "../.."), app));
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
console.log(`standalone: ${relative(app, target)} is complete (node server.js)`);
