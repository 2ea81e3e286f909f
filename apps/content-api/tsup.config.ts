import { defineConfig } from "tsup";

// Workspace packages ship TypeScript source, so they are bundled in; npm
// dependencies stay external (PGlite loads its WebAssembly from its own folder).
export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  noExternal: [/^@repo\//],
  sourcemap: true,
  clean: true,
});
