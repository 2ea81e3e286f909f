import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contentItems, contentSingletons } from "../db/schema";
import { type ImportReport, importContent, importEditionSettings } from "../content/import";

export interface SeedOptions {
  /** The content folder to load (the demo content by default). */
  contentDir: string;
  /** The files root `/getFile/` serves. */
  filesRoot: string;
}

/**
 * Fills an empty database from a content folder through the same path as
 * `content import`; a database that already holds content is left exactly as
 * it is. Answers the import's report, or null when nothing was loaded.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<ImportReport | null> {
  // One transaction, so API processes starting together on one Postgres server
  // seed once: the others wait on the lock, then find the content there. Each
  // file's own transaction becomes a savepoint, so a bad file still only skips itself.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4000)`);
    const [items] = await tx.select({ count: sql<number>`count(*)::int` }).from(contentItems);
    const [singletons] = await tx.select({ count: sql<number>`count(*)::int` }).from(contentSingletons);
    if ((items?.count ?? 0) > 0 || (singletons?.count ?? 0) > 0) {
      // Filled before edition settings were content: the seed's editions join it, the rest stays as it is.
      const [editions] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(contentItems)
        .where(eq(contentItems.type, "editions"));
      if ((editions?.count ?? 0) > 0) return null;
      const report = await importEditionSettings(tx, options.contentDir, { filesRoot: options.filesRoot });
      return report.created.length > 0 || report.failed.length > 0 ? report : null;
    }
    return importContent(tx, options.contentDir, { filesRoot: options.filesRoot });
  });
}
