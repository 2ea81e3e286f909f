import { defineConfig } from "tsup";

// Workspace packages ship TypeScript source, so they are bundled in; npm
// dependencies stay external (PGlite loads its WebAssembly from its own folder).
// `dist/cli.js` is the `content` command, so the deploy folder runs it without tsx.
export default defineConfig({
  entry: ["src/main.ts", "src/cli.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  noExternal: [/^@repo\//],
  sourcemap: true,
  clean: true,
});
