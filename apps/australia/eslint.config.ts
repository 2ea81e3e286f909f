import { baseConfig, nextConfig, reactConfig } from "@repo/config/eslint";

export default [...baseConfig, ...reactConfig, ...nextConfig];
