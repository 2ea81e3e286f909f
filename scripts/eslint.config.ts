import { baseConfig, envReaders } from "@repo/config/eslint";

export default [
  ...baseConfig,
  // They start the servers and pass them their settings (PORT, PATH, NODE_ENV).
  ...envReaders(["start.mjs", "serve-standalone.mjs"]),
  {
    // JSON.parse is typed here by JSDoc casts, which tsc checks (checkJs) but
    // these rules do not see: they would flag every manifest read.
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
];
