import { baseConfig, envReaders } from "@repo/config/eslint";

// The browser tests start every server they drive, and read how to from their own variables (E2E_*, CHROMIUM_PATH).
export default [
  ...baseConfig,
  ...envReaders([
    "playwright.config.ts",
    "editions.ts",
    "support/content-api.ts",
    "support/hostile.ts",
    "support/processes.ts",
    "scripts/check-chromium.mjs",
  ]),
];
