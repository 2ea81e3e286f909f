import { defineConfig } from "vitest/config";

/** Tests of the repository's shape (the browser tests run under Playwright). */
export default defineConfig({
  test: {
    include: ["workspace/**/*.test.ts"],
    environment: "node",
    testTimeout: 300_000,
  },
});
