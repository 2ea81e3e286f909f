import { type NextConfig } from "next";

/** Workspace packages ship TypeScript source; Next compiles them with the app. */
const workspacePackages = ["@repo/site", "@repo/ui", "@repo/api-client", "@repo/locales", "@repo/config"];

/**
 * The Next.js config of every edition. The edition's `edition.config.ts` is
 * bound to the import name `@edition/config` here, the one place the site
 * learns which edition it renders.
 */
export function createNextConfig(): NextConfig {
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    transpilePackages: workspacePackages,
    turbopack: {
      resolveAlias: { "@edition/config": "./edition.config.ts" },
    },
  };
}
