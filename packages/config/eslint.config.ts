import { baseConfig } from "./src/eslint";

export default baseConfig;
