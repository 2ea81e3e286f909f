#!/usr/bin/env node
// Run in an edition's folder after `next build`: completes its standalone
// output (`.next/standalone`), which Next.js leaves without the static chunks
// and `public/`, so the folder alone is what a server needs to run the edition,
// and puts the edition's own server (packages/edition-server: its `src/main.ts`,
// Next's request handler behind the edition's front door) in place of Next's
// `server.js`, bundled with its dependencies into that one file.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { COMPILE_HINT } from "./compile-hint.mjs";

const app = process.cwd();
const root = resolve(app, "../..");
const standalone = join(app, ".next", "standalone");
const target = join(standalone, relative(root, app));
if (!existsSync(join(target, "server.js"))) {
  console.error(`standalone: no ${relative(app, join(target, "server.js"))}; is output "standalone" set and the build done?`);
  process.exit(1);
}
for (const [from, to] of /** @type {[string, string][]} */ ([
  [join(app, ".next", "static"), join(target, ".next", "static")],
  [join(app, "public"), join(target, "public")],
])) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
// V8 compiles a function the first time it is called, on the main thread: on a page's first load the
// framework's and the page's functions are all first called in the one task that hydrates the page,
// and compiling them was most of it (bench/report.md, "Scripts compiled while they download"). The
// explicit compile hint (`//# allFunctionsCalledOnLoad` at the top of a script; V8 in Chromium 136
// and later, https://v8.dev/blog/explicit-compile-hints) has V8 compile every function of the file
// while it streams in, off the main thread. Every chunk gets it but the legacy polyfills, which
// browsers that read the hint never load: a chunk is only loaded when its code is about to run.
const { polyfillFiles = [] } = /** @type {{ polyfillFiles?: string[] }} */ (
  JSON.parse(readFileSync(join(app, ".next", "build-manifest.json"), "utf8"))
);
const chunks = join(target, ".next", "static", "chunks");
let hintedChunks = 0;
for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || extname(entry.name) !== ".js") continue;
  const file = join(entry.parentPath, entry.name);
  if (polyfillFiles.includes(relative(join(target, ".next"), file).split("\\").join("/"))) continue;
  const source = readFileSync(file, "utf8");
  if (source.startsWith(COMPILE_HINT)) continue;
  writeFileSync(file, COMPILE_HINT + source);
  hintedChunks++;
}
// Text assets compressed once, at the highest settings, beside each file: the server sends them as
// they are (packages/edition-server/src/build-assets.ts) instead of compressing every answer.
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
// What the Next config's `env` wrote into the pages (the languages the edition offers, `EDITION_LANGUAGES`)
// goes into the server the same way: the language tree it gives a 404 or an error page to is one the
// pages have. Without it, the server's routing would know every language, and answer a path of one the
// edition leaves out (`/burmese/...` where it offers english and spanish) with that language's
// 404 page, which the pages do not have, instead of the english one.
const { config: builtConfig } = /** @type {{ config: { env?: Record<string, string> } }} */ (
  JSON.parse(readFileSync(join(app, ".next", "required-server-files.json"), "utf8"))
);
await build({
  entryPoints: [join(root, "packages", "edition-server", "src", "main.ts")],
  outfile: join(target, "server.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Next.js stays the folder's own traced copy, loaded at run time.
  external: ["next"],
  define: Object.fromEntries(Object.entries(builtConfig.env ?? {}).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
  // The server checks the settings of the edition it serves (its own SITE_URL_<ID>): its config, as the pages read it.
  alias: { "@edition/config": join(app, "edition.config.ts") },
  // Bundled CommonJS dependencies call `require` for Node's modules.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  logLevel: "warning",
});
console.log(`standalone: ${relative(root, target)} is complete (node server.js; ${hintedChunks} scripts compiled as they load, ${compressedFiles} assets compressed ahead)`);
