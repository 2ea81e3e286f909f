import { baseConfig, envReaders, untyped } from "@repo/config/eslint";

export default [
  ...baseConfig,
  { ignores: ["baseline/**", "report.*"] },
  // The bench starts the servers and the Chromium it measures.
  ...envReaders(["scripts/servers.mjs", "scripts/lighthouse.mjs"]),
  ...untyped(["scripts/observatory.mjs"]),
  {
    // Plain JavaScript without JSDoc types (the bench has no typecheck): every
    // parameter is `any`, so these would flag every line, not a defect.
    files: ["scripts/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
];
