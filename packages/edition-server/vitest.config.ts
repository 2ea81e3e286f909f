import { fileURLToPath } from "node:url";
import { mergeConfig } from "vitest/config";
import { nodePreset } from "@repo/config/vitest";

// The site's modules the server renders with (the 404 and error documents) read the edition's config: the site's test one.
export default mergeConfig(nodePreset, {
  resolve: {
    alias: { "@edition/config": fileURLToPath(new URL("../site/test/edition.config.ts", import.meta.url)) },
  },
  // The test edition's public origin, a setting of its server as on every edition.
  test: { env: { SITE_URL_TEST: "http://localhost:3999" } },
});
