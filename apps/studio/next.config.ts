import { resolve } from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./src/security-headers";

const config: NextConfig = {
  // A deployable folder (`.next/standalone`), completed by scripts/standalone.mjs.
  output: "standalone",
  // Next evaluates the config in the app's folder; the standalone output traces the workspace from its root.
  outputFileTracingRoot: resolve(process.cwd(), "../.."),
  poweredByHeader: false,
  reactStrictMode: true,
  // Development pages opened at 127.0.0.1 keep their live connection.
  allowedDevOrigins: ["127.0.0.1"],
  // Workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: ["@repo/ui", "@repo/locales", "@repo/server-kit", "@repo/config"],
  async headers() {
    // Pages get these and their script policy from the proxy; the build's own files get them here.
    return [{ source: "/_next/:path*", headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })) }];
  },
};

export default config;
