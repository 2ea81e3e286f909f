import { baseConfig, reactConfig } from "@repo/config/eslint";

export default [...baseConfig, ...reactConfig];
