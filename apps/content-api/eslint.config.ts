import { baseConfig, envConfig } from "@repo/config/eslint";

// Scratch bundles the crash drills build (removed after each run).
export default [{ ignores: [".drill-build-*/"] }, ...baseConfig, ...envConfig];
