import { baseConfig, envReaders, nextConfig, reactConfig, untyped } from "@repo/config/eslint";

export default [
  ...baseConfig,
  ...reactConfig,
  ...nextConfig,
  ...envReaders(["src/env.ts"]),
  ...untyped(["scripts/font-subsets.mjs"]),
  {
    // The server wraps Node's response methods, keeping each original to call
    // with `.call(this, …)`: taken off the response, never called without it.
    files: ["src/server/**"],
    rules: { "@typescript-eslint/unbound-method": "off" },
  },
];
