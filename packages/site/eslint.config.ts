import { baseConfig, envConfig, nextConfig, reactConfig } from "@repo/config/eslint";

export default [...baseConfig, ...reactConfig, ...nextConfig, ...envConfig];
