import { baseConfig, envConfig } from "@repo/config/eslint";

export default [...baseConfig, ...envConfig];
