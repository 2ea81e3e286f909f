import { baseConfig, envReaders, nextConfig, reactConfig, untyped } from "@repo/config/eslint";

export default [
  ...baseConfig,
  ...reactConfig,
  ...nextConfig,
  ...envReaders(["src/env.ts"]),
  ...untyped(["scripts/font-subsets.mjs"]),
];
