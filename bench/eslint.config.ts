import { baseConfig, envReaders } from "@repo/config/eslint";

export default [
  ...baseConfig,
  { ignores: ["baseline/**", "report.*"] },
  // The bench starts the servers and the Chromium it measures.
  ...envReaders(["scripts/servers.mjs", "scripts/lighthouse.mjs"]),
];
