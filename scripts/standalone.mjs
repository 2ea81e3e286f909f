#!/usr/bin/env node
// Run in an edition's folder after `next build`: completes its standalone
// output (`.next/standalone`), which Next.js leaves without the static chunks
// and `public/`, so the folder alone is what a server needs to run the edition,
// and puts the edition's own server (packages/site/src/server/edition-server.ts,
// Next's request handler behind the edition's front door) in place of Next's
// `server.js`, bundled with its dependencies into that one file.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

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
// Text assets compressed once, at the highest settings, beside each file: the server sends them as
// they are (packages/site/src/server/build-assets.ts) instead of compressing every answer.
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".map", ".webmanifest"]);
let compressedFiles = 0;
for (const entry of readdirSync(join(target, ".next", "static"), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
  const file = join(entry.parentPath, entry.name);
  const bytes = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  compressedFiles++;
}
rmSync(join(target, "page-cache.mjs"), { force: true });
await build({
  entryPoints: [join(root, "packages", "site", "src", "server", "edition-server.ts")],
  outfile: join(target, "server.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Next.js stays the folder's own traced copy, loaded at run time.
  external: ["next"],
  // Bundled CommonJS dependencies call `require` for Node's modules.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "warning",
});
console.log(`standalone: ${relative(root, target)} is complete (node server.js; ${compressedFiles} assets compressed ahead)`);
