import { fileURLToPath } from "node:url";
import { mergeConfig } from "vitest/config";
import { nodePreset } from "@repo/config/vitest";

export default mergeConfig(nodePreset, {
  resolve: {
    alias: { "@edition/config": fileURLToPath(new URL("./test/edition.config.ts", import.meta.url)) },
  },
  // The test edition's public origin, a setting of its server as on every edition.
  test: { env: { SITE_URL_TEST: "http://localhost:3999" } },
});
