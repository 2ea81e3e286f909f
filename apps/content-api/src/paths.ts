import { fileURLToPath } from "node:url";

// This file sits one level below the package root both as source (src/) and
// bundled (dist/main.js), so these resolve the same in tests, dev and production.
export const migrationsDir = fileURLToPath(new URL("../drizzle", import.meta.url));
export const defaultDataDir = fileURLToPath(new URL("../.data/pglite", import.meta.url));
/** The demo content, loaded on first start through the same path as `content import`. */
export const defaultContentDir = fileURLToPath(new URL("../content", import.meta.url));
/**
 * Where files are stored when no bucket is set, unless `CONTENT_FILES_DIR` moves it: beside the
 * embedded database's data, outside the repository's tracked files (`.data/` is ignored).
 */
export const defaultFilesDir = fileURLToPath(new URL("../.data/files", import.meta.url));
