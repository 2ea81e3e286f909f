import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LanguageCode, NavigationItem } from "@repo/api-client/contract";
import type { Database } from "./client";
import { navigationItemTranslations, navigationItems } from "./schema";

const english = alias(navigationItemTranslations, "english");
const asked = alias(navigationItemTranslations, "asked");

/** The menu tree in `languageCode`, each text falling back to english where untranslated. */
export async function readNavigation(db: Database, languageCode: LanguageCode): Promise<NavigationItem[]> {
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
  for (const { parentId: _parentId, ...row } of rows) byId.set(row.id, { ...row, children: [] });

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
