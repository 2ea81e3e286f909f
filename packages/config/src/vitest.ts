/**
 * Vitest presets. A package's `vitest.config.ts` is one line:
 * `export default nodePreset` or `export default mergeConfig(domPreset, {...})`.
 */
import { defineConfig, type ViteUserConfig } from "vitest/config";

type TestOptions = NonNullable<ViteUserConfig["test"]>;

const shared: TestOptions = {
  include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  exclude: ["**/node_modules/**", "**/e2e/**"],
  restoreMocks: true,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A poll waits on a server, a database or a process that shares the machine with every other
  // package's tests: it returns as soon as its condition holds, so only a failing one waits this long.
  expect: { poll: { timeout: 15_000 } },
};

/** Node code: servers, clients, schemas. */
export const nodePreset = defineConfig({
  test: { ...shared, environment: "node" },
});

/** React components rendered into jsdom. */
export const domPreset = defineConfig({
  // Globals let Testing Library unmount between tests on its own.
  test: { ...shared, environment: "jsdom", globals: true },
});
