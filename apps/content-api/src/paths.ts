import { fileURLToPath } from "node:url";

// This file sits one level below the package root both as source (src/) and
// bundled (dist/main.js), so these resolve the same in tests, dev and production.
export const migrationsDir = fileURLToPath(new URL("../drizzle", import.meta.url));
export const defaultDataDir = fileURLToPath(new URL("../.data/pglite", import.meta.url));
