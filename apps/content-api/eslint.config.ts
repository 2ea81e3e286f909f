import { baseConfig, envReaders } from "@repo/config/eslint";

// Test and bench helpers that start processes read their own settings line by line, each with a disable comment saying why.
export default [
  // Scratch bundles the crash drills build (removed after each run).
  { ignores: [".drill-build-*/"] },
  ...baseConfig,
  ...envReaders(["src/env.ts"]),
];
