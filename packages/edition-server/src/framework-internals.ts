/**
 * Every private part of Next.js and React that the edition (this server, and `@repo/site`'s
 * cache handler and settings) relies on: what it is, where it is used, why no public API does,
 * and the version it was checked against. `framework-internals.test.ts` reads each one in the
 * installed Next.js and fails when an upgrade changes or removes it, or changes the version:
 * then each entry below is read again against the new version before the number moves.
 */
export const CHECKED_NEXT_VERSION = "16.4.6";

export interface FrameworkInternal {
  /** What is used, as it appears in the installed package. */
  name: string;
  /** The files that use it. */
  usedIn: readonly string[];
  /** Why a public API does not do. */
  why: string;
  /** Where upstream says so, or what upstream is asked. */
  upstream: string;
  /** A file of the installed `next` package (relative to its folder) whose text holds `name`. */
  foundIn: string;
}

export const frameworkInternals: readonly FrameworkInternal[] = [
  {
    name: "__NEXT_PRIVATE_STANDALONE_CONFIG",
    usedIn: ["packages/site/src/env.ts (prepareNextEnv)", "packages/edition-server/src/main.ts"],
    why: "A custom server in a standalone folder hands Next.js the build's config through this variable, as the server.js Next.js writes does; no option of next() takes it there.",
    upstream: "https://github.com/vercel/next.js/issues/64031",
    foundIn: "dist/server/config.js",
  },
  {
    name: "required-server-files",
    usedIn: ["packages/edition-server/src/main.ts"],
    why: "The build's serialised config, which the custom server reads to find the build folder and its config.",
    upstream: "https://github.com/vercel/next.js/issues/64031",
    foundIn: "dist/shared/lib/constants.js",
  },
  {
    name: "file-system-cache",
    usedIn: ["packages/site/src/cache-handler.mjs"],
    why: "The shared-cache handler falls back to Next.js's own disk cache when no REDIS_URL is set; the class is not exported publicly.",
    upstream: "https://github.com/fortedigital/nextjs-cache-handler (its README wires Next.js's file-system cache the same way)",
    foundIn: "dist/server/lib/incremental-cache/file-system-cache.js",
  },
  {
    name: "__next_error__",
    usedIn: ["packages/edition-server/src/not-found-document.ts", "packages/edition-server/src/fallback-document.ts"],
    why: "A page whose notFound() or error escapes the layout is answered with an empty document of this id, its content only in the page data: the server recognises it and answers with the 404 or error page's own HTML.",
    upstream: "https://github.com/vercel/next.js/issues/57583",
    foundIn: "dist/server/stream-utils/node-web-streams-helper.js",
  },
  {
    name: "x-middleware-rewrite",
    usedIn: ["packages/edition-server/src/answer-headers.ts", "packages/edition-server/src/internal-headers.ts"],
    why: "Next.js's proxy step names the path it rewrote a request to in this response header (and takes it as a request header); the server drops it both ways.",
    upstream: "https://github.com/vercel/next.js/pull/74846",
    foundIn: "dist/server/lib/router-utils/resolve-routes.js",
  },
  {
    name: "x-nextjs-rewritten-path",
    usedIn: ["packages/edition-server/src/answer-headers.ts"],
    why: "Set on an RSC answer after a rewrite; it names the language tree's internal path.",
    upstream: "https://github.com/vercel/next.js/pull/74846",
    foundIn: "dist/client/components/app-router-headers.js",
  },
  {
    name: "httpServer",
    usedIn: ["packages/edition-server/src/main.ts"],
    why: "Next.js takes the server of its first request for its development websocket unless given one; the server hands it one that never upgrades, so an Upgrade request gets the page.",
    upstream: "the custom-server guide documents next({ dev, hostname, port }) only",
    foundIn: "dist/server/next.js",
  },
  {
    name: "_rsc",
    usedIn: ["packages/edition-server/src/query-policy.ts"],
    why: "The router's cache-busting query parameter on client navigation, kept last in a page's canonical query.",
    upstream: "the App Router's RSC request protocol is not documented",
    foundIn: "dist/client/components/app-router-headers.js",
  },
];
