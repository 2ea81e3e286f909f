import type { NextConfig } from "next";
import { resolve } from "node:path";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import type { EditionConfig } from "@repo/config/edition";
import { buildEnv } from "./env";
import { securityHeaders, strictTransportSecurity } from "./security-headers";

/** The repository (Next evaluates the config in the edition's folder, `apps/<id>`): standalone output traces the workspace from here. */
const repositoryRoot = resolve(process.cwd(), "../..");

/** Workspace packages ship TypeScript source; Next compiles them with the app. */
const workspacePackages = ["@repo/site", "@repo/ui", "@repo/api-client", "@repo/locales", "@repo/config", "@repo/server-kit"];

/**
 * The Next.js config of every edition. The edition's `edition.config.ts` is
 * bound to the import name `@edition/config` here, the one place the site
 * learns which edition it renders.
 */
export function createNextConfig(edition: EditionConfig): (phase: string) => NextConfig {
  return (phase) => {
    const development = phase === PHASE_DEVELOPMENT_SERVER;
    const distDir = buildEnv().NEXT_DIST_DIR;
    return {
      // A second server or build of the same edition needs its own output folder.
      ...(distDir ? { distDir } : {}),
      // Development pages opened at 127.0.0.1 (as the browser tests do) keep their live connection.
      allowedDevOrigins: ["127.0.0.1"],
      reactStrictMode: true,
      // A deployable folder per edition (`.next/standalone`, completed by scripts/standalone.mjs).
      output: "standalone",
      outputFileTracingRoot: repositoryRoot,
      poweredByHeader: false,
      // Next's cache, shared by every process through Redis when REDIS_URL is set at start (its filesystem cache otherwise).
      cacheHandler: resolve(repositoryRoot, "packages/site/src/cache-handler.mjs"),
      // Every visitor gets the page's title and meta tags in its <head>, as crawlers do. Next.js otherwise
      // streams them into the <body> of pages rendered per visit (invalid HTML there), and the edition's
      // server holds each document until its end anyway (packages/edition-server/src/script-policy.ts), so streaming gains nothing.
      htmlLimitedBots: /.*/,
      // The edition's server compresses (packages/edition-server/src/main.ts): it adds each page's
      // script hashes to its policy first, which needs the page's bytes as rendered.
      compress: development,
      transpilePackages: workspacePackages,
      // The languages the edition offers, known to the routing of server and browser alike (routing.ts).
      env: { EDITION_LANGUAGES: edition.languages.join(",") },
      images: {
        // AVIF first, WebP for browsers without it; stored files and the edition's assets only.
        formats: ["image/avif", "image/webp"],
        localPatterns: [{ pathname: "/getFile/**" }, { pathname: "/brand/**" }],
        // Stored files change name when they change, so an optimized copy can live long.
        minimumCacheTTL: 86_400,
        qualities: [70, 75],
        // Bounded: stored images are small, and a handful of widths covers phones to wide screens.
        deviceSizes: [390, 640, 828, 1080, 1280, 1920],
        imageSizes: [64, 128, 256],
        maximumResponseBody: 8 * 1024 * 1024,
        maximumDiskCacheSize: 512 * 1024 * 1024,
      },
      turbopack: {
        resolveAlias: { "@edition/config": "./edition.config.ts" },
      },
      async headers() {
        return [
          {
            source: "/:path*",
            headers: securityHeaders({ analytics: edition.analyticsIds.length > 0, development }),
          },
          { source: "/:path*", ...strictTransportSecurity },
        ];
      },
    };
  };
}
