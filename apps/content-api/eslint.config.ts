import { baseConfig, envReaders } from "@repo/config/eslint";

export default [
  // Scratch bundles the crash drills build (removed after each run).
  { ignores: [".drill-build-*/"] },
  ...baseConfig,
  ...envReaders([
    "src/env.ts",
    // Helpers that start servers and databases for the tests and the bench.
    "test/server-process.ts",
    "test/submissions-cli.ts",
    "test/targets.ts",
    "test/drill.ts",
    "test/corpora.ts",
    "bench/run.ts",
    // The demo documents are printed by a Chromium it starts.
    "scripts/demo-assets/documents.ts",
  ]),
];
