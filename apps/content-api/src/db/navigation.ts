import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LanguageCode, NavigationItem } from "@repo/api-client/contract";
import type { Database } from "./client";
import { hiddenFrom } from "./content";
import { rowsOf } from "./filters";
import { navigationItemTranslations, navigationItems } from "./schema";

const english = alias(navigationItemTranslations, "english");
const asked = alias(navigationItemTranslations, "asked");

/** The site routes of item pages a menu entry may link to, by the item's folder. */
const itemRoutes: Record<string, string> = { products: "/products/", solutions: "/solutions/" };

/**
 * The menu tree in `languageCode`, each text falling back to english where
 * untranslated; entries linking to a product or solution `edition` is not
 * shown (scoped to other editions, or not sold in it) are left out, with their
 * children.
 */
export async function readNavigation(db: Database, languageCode: LanguageCode, edition?: string): Promise<NavigationItem[]> {
  const hidden = new Set(
    rowsOf<{ type: string; slug: string }>(
      await db.execute(sql`select type, slug from (${hiddenFrom(edition)}) hidden where type in ('products', 'solutions')`),
    ).map((row) => `${itemRoutes[row.type]}${row.slug}`),
  );
  const rows = await db
    .select({
      id: navigationItems.id,
      parentId: navigationItems.parentId,
      routePath: navigationItems.routePath,
      mateCode: navigationItems.mateCode,
      slaveImg: navigationItems.slaveImg,
      navigationTitle: sql<string>`coalesce(${asked.navigationTitle}, ${english.navigationTitle}, '')`,
      slaveAlt: sql<string | null>`coalesce(${asked.slaveAlt}, ${english.slaveAlt})`,
      slaveDescription: sql<string | null>`coalesce(${asked.slaveDescription}, ${english.slaveDescription})`,
      slaveExplain: sql<string | null>`coalesce(${asked.slaveExplain}, ${english.slaveExplain})`,
      fallback: sql<boolean>`(${asked.navigationTitle} is null and ${english.navigationTitle} is not null)`,
    })
    .from(navigationItems)
    .leftJoin(english, and(eq(english.itemId, navigationItems.id), eq(english.languageCode, "english")))
    .leftJoin(asked, and(eq(asked.itemId, navigationItems.id), eq(asked.languageCode, languageCode)))
    .orderBy(asc(navigationItems.sortOrder), asc(navigationItems.id));

  const byId = new Map<number, NavigationItem>();
  for (const { parentId: _parentId, ...row } of rows) {
    if (!hidden.has(row.routePath)) byId.set(row.id, { ...row, children: [] });
  }

  const roots: NavigationItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id);
    if (!item) continue;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(item);
    else if (row.parentId === null) roots.push(item);
  }
  return roots;
}
