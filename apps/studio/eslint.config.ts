import { baseConfig, envReaders, nextConfig, reactConfig } from "@repo/config/eslint";

export default [...baseConfig, ...reactConfig, ...nextConfig, ...envReaders(["src/env.ts", "scripts/serve.mjs", "instrumentation.ts"])];
