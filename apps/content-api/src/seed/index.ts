import { sql } from "drizzle-orm";
import { type LanguageCode } from "@repo/api-client/contract";
import { type Database } from "../db/client";
import { navigationItemTranslations, navigationItems } from "../db/schema";
import { type NavigationSeed, navigationSeed } from "./navigation";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function insertNavigation(tx: Tx, items: NavigationSeed[], parentId: number | null): Promise<void> {
  for (const [sortOrder, item] of items.entries()) {
    const [row] = await tx
      .insert(navigationItems)
      .values({ parentId, sortOrder, routePath: item.routePath, mateCode: item.mateCode, slaveImg: item.slaveImg })
      .returning({ id: navigationItems.id });
    if (!row) throw new Error(`Seeding ${item.routePath} returned no id`);
    await tx.insert(navigationItemTranslations).values(
      (Object.entries(item.texts) as [LanguageCode, NavigationSeed["texts"][LanguageCode]][]).map(
        ([languageCode, texts]) => ({
          itemId: row.id,
          languageCode,
          navigationTitle: texts.title,
          slaveAlt: texts.alt,
          slaveDescription: texts.description,
          slaveExplain: texts.explain,
        }),
      ),
    );
    await insertNavigation(tx, item.children ?? [], row.id);
  }
}

/**
 * Fills an empty database with the demo content, in one transaction; a
 * database that already holds content is left exactly as it is.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts against one Postgres server.
    await tx.execute(sql`select pg_advisory_xact_lock(4000)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(navigationItems);
    if ((existing?.count ?? 0) > 0) return false;
    await insertNavigation(tx, navigationSeed, null);
    return true;
  });
}
