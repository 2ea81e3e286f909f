import { type AnyPgColumn, integer, pgEnum, pgTable, primaryKey, serial, text, index } from "drizzle-orm/pg-core";

export const languageCode = pgEnum("language_code", ["english", "spanish", "burmese"]);

/** The site menu: language-neutral structure; titles and texts live in translations. */
export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => navigationItems.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    routePath: text("route_path").notNull(),
    mateCode: text("mate_code"),
    slaveImg: text("slave_img"),
  },
  (table) => [index("navigation_items_parent_idx").on(table.parentId, table.sortOrder)],
);

export const navigationItemTranslations = pgTable(
  "navigation_item_translations",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => navigationItems.id, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    navigationTitle: text("navigation_title").notNull(),
    slaveAlt: text("slave_alt"),
    slaveDescription: text("slave_description"),
    slaveExplain: text("slave_explain"),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.languageCode] })],
);
