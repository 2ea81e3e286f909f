import { fileURLToPath } from "node:url";
import { mergeConfig } from "vitest/config";
import { nodePreset } from "@repo/config/vitest";

export default mergeConfig(nodePreset, {
  // `server-only` refuses to load outside React's server graph; the tests run the server modules as Node does.
  resolve: { alias: { "server-only": fileURLToPath(new URL("./test/server-only.ts", import.meta.url)) } },
});
