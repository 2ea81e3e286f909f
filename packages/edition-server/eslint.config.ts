import { baseConfig } from "@repo/config/eslint";

export default [
  ...baseConfig,
  {
    // The server wraps Node's response methods, keeping each original to call
    // with `.call(this, …)`: taken off the response, never called without it.
    files: ["src/**"],
    rules: { "@typescript-eslint/unbound-method": "off" },
  },
];
