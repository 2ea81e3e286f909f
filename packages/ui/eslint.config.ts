import { baseConfig, envReaders, reactConfig } from "@repo/config/eslint";

export default [
  ...baseConfig,
  ...reactConfig,
  {
    // Components take plain props so every one renders in Storybook from fixtures.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*"], message: "No Next.js in the design system: take a router link through asChild or LinkProvider." },
            { group: ["@repo/api-client", "@repo/api-client/*"], message: "No API calls in the design system: take plain props." },
            { group: ["@repo/locales", "@repo/locales/*"], message: "No catalogs in the design system: take strings as props." },
          ],
        },
      ],
    },
  },
  // The browser tests' Chromium.
  ...envReaders(["vitest.config.ts"]),
];
