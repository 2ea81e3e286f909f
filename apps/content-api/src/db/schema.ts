import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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

/** A Postgres `tsvector`, filled by the import from each translation's searchable text. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Every content item of the content files (products, news, FAQs, …): one row
 * per item, addressed by `(type, slug)`. Structural fields stay as the file
 * has them in `data`; the few that lists sort or filter on are columns.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: serial("id").primaryKey(),
    /** The content folder: `products`, `news`, `faqs`, … */
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    /** The old site's numeric id (products), so old links still resolve. */
    legacyId: integer("legacy_id"),
    /** Category slug (products, case studies, FAQs, warranties, videos) or document type. */
    category: text("category"),
    /** Product series, document language: the second filter lists use. */
    subcategory: text("subcategory"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Unix seconds: publication, event start or webinar start. */
    date: bigint("date", { mode: "number" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /**
     * The editions the item is for (its file's `editions`); null for all. A
     * read of one edition leaves out items whose list does not name it.
     */
    editions: text("editions").array(),
    /** The editions that do not sell it (a product's `notSoldIn`): out of their lists, its page still answered. */
    notSoldIn: text("not_sold_in").array(),
    /** The imported file as written, to tell an unchanged re-import from a change. */
    sourceHash: text("source_hash").notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (table) => [
    uniqueIndex("content_items_type_slug_idx").on(table.type, table.slug),
    uniqueIndex("content_items_type_legacy_idx").on(table.type, table.legacyId),
    index("content_items_list_idx").on(table.type, table.date, table.id),
    index("content_items_order_idx").on(table.type, table.sortOrder, table.id),
    index("content_items_category_idx").on(table.type, table.category, table.date, table.id),
    // Documents and case studies name their products; product pages look them up by containment.
    index("content_items_product_slugs_idx").using("gin", sql`(${table.data} -> 'productSlugs')`).with({ fastupdate: false }),
    // The few items not for every edition: what one edition must not see is read from here (`hiddenFrom`).
    index("content_items_scoped_idx")
      .on(table.id, table.type)
      .where(sql`${table.editions} is not null or ${table.notSoldIn} is not null`),
  ],
);

/** An item's texts in one language, and what search reads from them. */
export const contentTranslations = pgTable(
  "content_translations",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    texts: jsonb("texts").$type<Record<string, unknown>>().notNull(),
    /** Title, summary and body as plain text, for search. */
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector").notNull(),
    /**
     * `texts` without the rich text and the specification labels, kept by
     * Postgres: what cards and lists show, so they never read (and decompress)
     * bodies they do not show.
     */
    brief: jsonb("brief")
      .$type<Record<string, unknown>>()
      .notNull()
      .generatedAlwaysAs(sql`texts - '{bodyHtml,descriptionHtml,answerHtml,specLabels}'::text[]`),
    /**
     * `search_text` folded, kept by Postgres: in lower case and without accents
     * (`search_fold`, migration 0013), so "bateria" finds "Batería". Substring
     * search reads it with `like` against a pattern folded the same way,
     * without folding each row's text again on every search.
     */
    searchFolded: text("search_folded")
      .notNull()
      .generatedAlwaysAs(sql`search_fold(search_text)`),
    /**
     * The item's `type` and `date`, copied from `content_items` by a trigger
     * (migration 0005) on every write, so search filters and ranks on this
     * table alone and joins the items of one page only.
     */
    itemType: text("item_type").notNull().default(""),
    itemDate: bigint("item_date", { mode: "number" }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.languageCode] }),
    index("content_translations_fts_idx").using("gin", table.searchVector).with({ fastupdate: false }),
    index("content_translations_folded_trgm_idx").using("gin", sql`${table.searchFolded} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * Which products an item (a document, a case study, a solution) names in
 * `data.productSlugs`, one row per product, kept by a trigger (migration 0005)
 * on every write of `content_items`. A product page reads its newest documents
 * from the ordered index instead of testing every document's JSON.
 */
export const contentItemProducts = pgTable(
  "content_item_products",
  {
    productSlug: text("product_slug").notNull(),
    itemId: integer("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    date: bigint("date", { mode: "number" }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.productSlug] }),
    index("content_item_products_newest_idx").on(table.productSlug, table.type, table.date.desc().nullsFirst(), table.itemId.desc().nullsFirst()),
  ],
);

/**
 * Each product's page in each language, shaped as `product/getProductData`
 * answers it (its card, specification rows with their labels, category name,
 * related products and newest documents), as JSON text. Built on write, not
 * on read: a trigger (migration 0007) notes every product a write touches
 * (the product, its category, a product it names as related, a document naming
 * it) in `product_pages_pending`, and each such product's pages are built again
 * when the writing transaction commits, whoever the writer is. A product page
 * then costs one indexed read of one row.
 */
export const productPages = pgTable(
  "product_pages",
  {
    languageCode: languageCode("language_code").notNull(),
    slug: text("slug").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    legacyId: integer("legacy_id"),
    body: text("body").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.languageCode, table.slug] }),
    index("product_pages_legacy_idx").on(table.languageCode, table.legacyId),
  ],
);

/** The products whose pages the running transaction must build again when it commits (see `productPages`). */
export const productPagesPending = pgTable("product_pages_pending", {
  productSlug: text("product_slug").primaryKey(),
});

/**
 * Each document's card in each language, shaped as the downloads list shows it
 * (its texts in that language or english, with `fallback`, and the products it
 * names with their names and series), as JSON text. Built on write by
 * statement triggers (migration 0009) whenever the document, its translations,
 * or a product it names or its translations change, so a downloads page joins
 * ten stored texts instead of building them on every read.
 */
export const documentCards = pgTable(
  "document_cards",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    body: text("body").notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.languageCode] })],
);

/**
 * How many items each (type, category, subcategory, scope) holds, kept by
 * statement triggers on `content_items` (migrations 0008, 0015) for every
 * writer. A list's total filtered on these columns alone is then a sum over a
 * few rows instead of a count over thousands of index entries on every read;
 * one edition's total sums the rows whose scope shows it.
 */
export const contentCounts = pgTable(
  "content_counts",
  {
    type: text("type").notNull(),
    category: text("category"),
    subcategory: text("subcategory"),
    /** The counted items' `editions` and `not_sold_in`: null, null for the items every edition shows. */
    editions: text("editions").array(),
    notSoldIn: text("not_sold_in").array(),
    items: integer("items").notNull(),
  },
  (table) => [
    unique("content_counts_key")
      .on(table.type, table.category, table.subcategory, table.editions, table.notSoldIn)
      .nullsNotDistinct(),
  ],
);

/**
 * Search's index of lexemes: one row per lexeme of each translation's
 * `search_vector`, with its item's type and date and `ts_rank_cd` of the
 * vector for that lexeme alone, kept by statement triggers on
 * `content_translations` (migration 0011). A search for one word (one lexeme
 * in each language's configuration) reads its hits, ranks and dates from this
 * index alone, instead of reading and ranking every matching translation.
 */
export const searchLexemes = pgTable(
  "search_lexemes",
  {
    lexeme: text("lexeme").notNull(),
    itemType: text("item_type").notNull(),
    languageCode: languageCode("language_code").notNull(),
    itemId: integer("item_id").notNull(),
    itemDate: bigint("item_date", { mode: "number" }),
    rank: real("rank").notNull(),
  },
  (table) => [
    // A lexeme's hits in one language in search's order: a page's best are read from the front.
    index("search_lexemes_ranked_idx").on(
      table.lexeme,
      table.languageCode,
      table.rank.desc(),
      table.itemDate.desc().nullsLast(),
      table.itemId,
      table.itemType,
    ),
    // One translation's rank for one lexeme.
    index("search_lexemes_translation_idx").on(table.itemId, table.languageCode, table.lexeme, table.rank),
    foreignKey({ columns: [table.itemId, table.languageCode], foreignColumns: [contentTranslations.itemId, contentTranslations.languageCode] })
      .onDelete("cascade")
      .onUpdate("cascade"),
  ],
);

/**
 * Every word (a run of the lower-cased search text between whitespace) that
 * any translation holds, once, trigram-indexed: the words containing a
 * keyword are found here among distinct words, not among every text. Words
 * over 400 characters are kept as overlapping 400-character pieces every 200
 * characters, so any keyword (200 characters at most) inside one lies whole
 * in a piece. Written by the triggers of `search_word_items`; never pruned
 * (a word no text holds any more finds no item).
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (table) => [index("search_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`).with({ fastupdate: false })],
);

/** Which translations hold each word of `search_words`, and where it first starts in the lower-cased text (1-based, in characters). */
export const searchWordItems = pgTable(
  "search_word_items",
  {
    word: text("word").notNull(),
    itemType: text("item_type").notNull(),
    languageCode: languageCode("language_code").notNull(),
    itemId: integer("item_id").notNull(),
    itemDate: bigint("item_date", { mode: "number" }),
    firstAt: integer("first_at").notNull(),
  },
  (table) => [
    index("search_word_items_hits_idx").on(table.word, table.itemType, table.languageCode, table.itemId, table.itemDate, table.firstAt),
    index("search_word_items_translation_idx").on(table.itemId, table.languageCode),
    foreignKey({ columns: [table.itemId, table.languageCode], foreignColumns: [contentTranslations.itemId, contentTranslations.languageCode] })
      .onDelete("cascade")
      .onUpdate("cascade"),
  ],
);

/** Whole-file content without items: webinar options, the home page, the navigation source. */
export const contentSingletons = pgTable("content_singletons", {
  name: text("name").primaryKey(),
  data: jsonb("data").$type<unknown>().notNull(),
  sourceHash: text("source_hash").notNull(),
});

/**
 * A comment's state: `published` is listed; `held` waits for approval
 * (`COMMENTS_REQUIRE_APPROVAL`); `hidden` was taken down. Only published
 * comments are listed or counted.
 */
export const commentStatus = pgEnum("comment_status", ["published", "held", "hidden"]);

/** Blog comments, from visitors or imported; stored as plain text. */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: serial("id").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    content: text("content").notNull(),
    languageCode: languageCode("language_code").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    status: commentStatus("status").notNull().default("published"),
  },
  (table) => [
    index("blog_comments_blog_idx").on(table.blogId, table.createdAt, table.id),
    // An imported comment is the same comment when all of this matches, so re-imports add nothing.
    uniqueIndex("blog_comments_identity_idx").on(table.blogId, table.email, table.createdAt, sql`md5(${table.content})`),
  ],
);

/** Webinar registrations; one per webinar and e-mail. */
export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    id: serial("id").primaryKey(),
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    organization: text("organization").notNull(),
    relationship: text("relationship").notNull(),
    country: text("country").notNull(),
    languageCode: languageCode("language_code").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (table) => [uniqueIndex("webinar_registrations_once_idx").on(table.webinarId, table.emailKey)],
);

/** Messages sent from the contact page. */
export const onlineMessages = pgTable(
  "online_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    product: text("product").notNull(),
    company: text("company").notNull(),
    address: text("address").notNull(),
    country: text("country").notNull(),
    message: text("message").notNull(),
    languageCode: languageCode("language_code").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  // A message sent again within minutes is found by its sender (`REPEAT_WINDOW_SECONDS` in routes/inserts.ts).
  (table) => [index("online_messages_sender_idx").on(table.email, table.createdAt)],
);

/**
 * Every change to what the sites show, as the content tags it touches,
 * written with the change itself (an import, a comment published, approved or
 * hidden). The running API announces them to every edition in order
 * (`src/announce/`), so a change made while an edition or the API itself was
 * down still reaches it.
 */
export const contentChanges = pgTable("content_changes", {
  id: serial("id").primaryKey(),
  tags: text("tags").array().notNull(),
  createdAt: bigint("created_at", { mode: "number" }).notNull(),
});

/** How far each edition's revalidate URL has been told: the last change it confirmed. */
export const changeDeliveries = pgTable("change_deliveries", {
  target: text("target").primaryKey(),
  lastChangeId: integer("last_change_id").notNull(),
  deliveredAt: bigint("delivered_at", { mode: "number" }).notNull(),
});

/*
 * The studio's people. The first six tables are the sign-in library's own (better-auth: people,
 * sessions, password accounts, one-time tokens, second factors, rate-limit counters), named here
 * so they live in the content database beside what they edit; `src/studio/auth.ts` maps them.
 */
export const studioUsers = pgTable("studio_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** Wrong passwords in a row since the last sign-in; at the limit the account is locked. */
  failedSignIns: integer("failed_sign_ins").notNull().default(0),
  /** Set when too many wrong passwords locked the account; an admin or a reset link opens it. */
  lockedAt: timestamp("locked_at"),
  createdAt: timestamp("created_at").notNull().defaultNow(),
  updatedAt: timestamp("updated_at").notNull().defaultNow(),
});

export const studioSessions = pgTable(
  "studio_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at").notNull().defaultNow(),
    updatedAt: timestamp("updated_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => studioUsers.id, { onDelete: "cascade" }),
  },
  (table) => [index("studio_sessions_user_idx").on(table.userId)],
);

export const studioAccounts = pgTable(
  "studio_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => studioUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at").notNull().defaultNow(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (table) => [index("studio_accounts_user_idx").on(table.userId)],
);

export const studioVerifications = pgTable(
  "studio_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").notNull().defaultNow(),
    updatedAt: timestamp("updated_at").notNull().defaultNow(),
  },
  (table) => [index("studio_verifications_identifier_idx").on(table.identifier)],
);

export const studioTwoFactors = pgTable("studio_two_factors", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => studioUsers.id, { onDelete: "cascade" }),
  verified: boolean("verified").default(true),
  failedVerificationCount: integer("failed_verification_count"),
  lockedUntil: timestamp("locked_until"),
});

export const studioRateLimits = pgTable("studio_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const studioRole = pgEnum("studio_role", ["admin", "publisher", "editor", "translator"]);

/**
 * What a person may do: a role over named editions and languages (null: every one). A person may
 * hold several grants (a publisher of nigeria who translates into burmese). The API checks every
 * studio request against them (`src/studio/grants.ts`).
 */
export const studioGrants = pgTable(
  "studio_grants",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => studioUsers.id, { onDelete: "cascade" }),
    role: studioRole("role").notNull(),
    editions: text("editions").array(),
    languages: languageCode("languages").array(),
  },
  (table) => [index("studio_grants_user_idx").on(table.userId)],
);

/**
 * Every saved state of an item's part: its shared fields (`item`: date, picture, scope, …) or its
 * texts in one language. Never changed once written: a save adds a version, publishing
 * points at one (`studioPublications`), restoring copies an old one as the newest.
 */
export const studioVersions = pgTable(
  "studio_versions",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    /** `item` (the shared fields) or a language code (its texts). */
    part: text("part").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    /** The version the author started from: a save based on one that is no longer the newest is a conflict. */
    basedOn: integer("based_on"),
    authorId: text("author_id").references(() => studioUsers.id, { onDelete: "set null" }),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (table) => [index("studio_versions_part_idx").on(table.type, table.slug, table.part, table.id)],
);

/** Which version of each part is live: what the content tables hold was published from it. */
export const studioPublished = pgTable(
  "studio_published",
  {
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    part: text("part").notNull(),
    versionId: integer("version_id")
      .notNull()
      .references(() => studioVersions.id),
    publishedAt: bigint("published_at", { mode: "number" }).notNull(),
    publishedBy: text("published_by"),
  },
  (table) => [primaryKey({ columns: [table.type, table.slug, table.part] })],
);

/** Who changed what, when, with the state before and after: every studio write adds a row. */
export const studioAudit = pgTable(
  "studio_audit",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id"),
    userEmail: text("user_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (table) => [index("studio_audit_target_idx").on(table.target, table.id)],
);

/**
 * A publish set for a time: the parts named go live at `at` (Unix ms), as `publish` would put them,
 * each at the version that is newest then. `doneAt` is set by the one process that claims the row
 * (`FOR UPDATE SKIP LOCKED`), so a schedule runs exactly once however many API processes run.
 */
export const studioSchedules = pgTable(
  "studio_schedules",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    parts: text("parts").array().notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
    authorId: text("author_id").notNull(),
    authorEmail: text("author_email").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    /** When it ran or was cancelled; null while it waits. */
    doneAt: bigint("done_at", { mode: "number" }),
    /** What happened: `published`, `cancelled`, or why the publish was refused. */
    outcome: text("outcome"),
  },
  (table) => [index("studio_schedules_due_idx").on(table.at).where(sql`${table.doneAt} is null`)],
);
