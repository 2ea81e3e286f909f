import { createNextConfig } from "@repo/site/next-config";

export default createNextConfig();
