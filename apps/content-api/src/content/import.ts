import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { type ProductCategorySlug, languageCodeSchema, productCategorySlugSchema } from "@repo/api-client/contract";
import type { ContentFolder, ContentSingleton, NavigationFileItem } from "@repo/api-client/content-files";
import { recordChange, tagsOfFiles } from "../announce/changes";
import type { Database } from "../db/client";
import { contentItems, navigationItemTranslations, navigationItems } from "../db/schema";
import type { FileStorage } from "../storage";
import { type ImportReport, type Importer, ImportRun, type ItemSpec, type Tx, items, singleton } from "./importer";

export type { ImportReport } from "./importer";

export interface ImportOptions {
  /** The storage `/getFile/` serves: the files the folder brings in its own `files/` are put there. */
  storage: FileStorage;
}

/** A file's own fields but its slug and texts: what most items store. */
const fields = <F extends { slug: string; translations: unknown }>({ slug: _slug, translations: _texts, ...rest }: F) =>
  rest;

/** The three folders of plain categories (case studies, FAQs, warranties) store the same. */
const categories = {
  data: fields,
  columns: ({ sortOrder }) => ({ sortOrder }),
} satisfies ItemSpec<"case-categories" | "faq-categories" | "warranty-categories">;

/** The category a stored product is filed under, when there is such a product. */
async function productCategory(db: Database, slug: string): Promise<ProductCategorySlug | undefined> {
  const [row] = await db
    .select({ category: contentItems.category })
    .from(contentItems)
    .where(and(eq(contentItems.type, "products"), eq(contentItems.slug, slug)));
  // The column is plain text; what the product file named was checked on its import.
  const category = productCategorySlugSchema.safeParse(row?.category);
  return category.success ? category.data : undefined;
}

/** The menu tables from the navigation file, parents before children, in display order. */
async function rebuildNavigation(tx: Tx, entries: NavigationFileItem[], parentId: number | null): Promise<void> {
  for (const [sortOrder, entry] of entries.entries()) {
    const [row] = await tx
      .insert(navigationItems)
      .values({ parentId, sortOrder, routePath: entry.routePath, mateCode: entry.mateCode, slaveImg: entry.slaveImg })
      .returning({ id: navigationItems.id });
    if (!row) throw new Error(`Inserting ${entry.routePath} returned no id`);
    await tx.insert(navigationItemTranslations).values(
      languageCodeSchema.options.flatMap((languageCode) => {
        const texts = entry.translations[languageCode];
        return texts ? [{ itemId: row.id, languageCode, ...texts }] : [];
      }),
    );
    await rebuildNavigation(tx, entry.children ?? [], row.id);
  }
}

/** The pictures a navigation tree shows from `files/` (not those linked by URL). */
function navigationFiles(entries: NavigationFileItem[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.slaveImg && !/^https?:\/\//.test(entry.slaveImg) ? [entry.slaveImg] : []),
    ...navigationFiles(entry.children ?? []),
  ]);
}

/**
 * How each content folder and singleton file is imported, in the order an
 * import applies them: an item names items of its own or earlier folders only,
 * so those are known when it is checked.
 */
const importers = {
  // An edition's settings: texts per language like any item; `sortOrder` orders the country menus.
  // First: every other item may name editions (its `editions`, a product's `notSoldIn`).
  editions: items("editions", {
    data: fields,
    columns: ({ sortOrder }) => ({ sortOrder }),
  }),
  "product-categories": items("product-categories", {
    data: fields,
    columns: ({ sortOrder }) => ({ sortOrder }),
    files: (category) => [category.image],
  }),
  products: items("products", {
    data: fields,
    columns: (product) => ({
      legacyId: product.legacyId ?? null,
      sortOrder: product.sortOrder,
      category: product.category,
      subcategory: product.series,
      date: product.publishedAt,
    }),
    files: (product) => product.images,
    references: (product) => [
      { field: "category", folder: "product-categories", slugs: [product.category] },
      { field: "relatedSlugs", folder: "products", slugs: product.relatedSlugs ?? [] },
    ],
    title: "name",
    searchTerms: (product) => product.series,
  }),
  solutions: items("solutions", {
    data: fields,
    columns: ({ sortOrder }) => ({ sortOrder }),
    files: (solution) => [solution.image, solution.icon],
    references: (solution) => [{ field: "productSlugs", folder: "products", slugs: solution.productSlugs }],
    title: "title",
  }),
  "case-categories": items("case-categories", categories),
  "case-studies": items("case-studies", {
    data: fields,
    columns: (study) => ({ category: study.category, date: study.date }),
    files: (study) => [study.image],
    references: (study) => [
      { field: "category", folder: "case-categories", slugs: [study.category] },
      { field: "productSlugs", folder: "products", slugs: study.productSlugs },
    ],
    title: "title",
  }),
  documents: items("documents", {
    // The size is shown beside the download link; measured once, here.
    data: async (document, run) => ({ ...fields(document), fileSize: await run.sizeOf(document.file) }),
    columns: (document) => ({ category: document.type, subcategory: document.documentLanguage, date: document.date }),
    files: (document) => [document.file],
    references: (document) => [{ field: "productSlugs", folder: "products", slugs: document.productSlugs }],
    title: "title",
  }),
  news: items("news", {
    data: fields,
    columns: (news) => ({ date: news.date }),
    files: (news) => [news.image],
    title: "title",
  }),
  blogs: items("blogs", {
    data: ({ comments: _comments, ...blog }) => fields(blog),
    columns: (blog) => ({ date: blog.date }),
    files: (blog) => [blog.image],
    title: "title",
    comments: (blog) => blog.comments,
  }),
  events: items("events", {
    data: fields,
    columns: (event) => ({ date: event.startDate }),
    files: (event) => [event.image],
    title: "title",
  }),
  webinars: items("webinars", {
    data: fields,
    columns: (webinar) => ({ date: webinar.startsAt }),
    files: (webinar) => [webinar.image],
    title: "title",
  }),
  videos: items("videos", {
    // A video names a product or a category; the product's category files it.
    data: async (video, { db }) => ({
      ...fields(video),
      category: video.category ?? (video.productSlug ? await productCategory(db, video.productSlug) : undefined),
    }),
    columns: (video) => ({ category: video.kind, subcategory: video.category ?? null, date: video.date }),
    files: (video) => [video.thumbnail],
    references: (video) => [
      { field: "productSlug", folder: "products", slugs: [video.productSlug] },
      { field: "category", folder: "product-categories", slugs: [video.category] },
    ],
    title: "title",
  }),
  "faq-categories": items("faq-categories", categories),
  faqs: items("faqs", {
    data: fields,
    columns: (faq) => ({ category: faq.category, sortOrder: faq.sortOrder }),
    references: (faq) => [{ field: "category", folder: "faq-categories", slugs: [faq.category] }],
    title: "question",
  }),
  "warranty-categories": items("warranty-categories", categories),
  warranties: items("warranties", {
    data: async (warranty, run) =>
      warranty.file ? { ...fields(warranty), fileSize: await run.sizeOf(warranty.file) } : fields(warranty),
    columns: (warranty) => ({ category: warranty.category, sortOrder: warranty.sortOrder }),
    files: (warranty) => [warranty.file],
    references: (warranty) => [{ field: "category", folder: "warranty-categories", slugs: [warranty.category] }],
  }),
  seo: items("seo", {
    data: fields,
    columns: (seo) => ({ category: seo.route }),
  }),
  "navigation.json": singleton("navigation.json", {
    files: navigationFiles,
    rebuild: async (tx, tree) => {
      await tx.delete(navigationItems);
      await rebuildNavigation(tx, tree, null);
    },
  }),
  "webinar-options.json": singleton("webinar-options.json", {}),
  "home.json": singleton("home.json", { files: (home) => home.heroSlides.map((slide) => slide.image) }),
} satisfies { [K in ContentFolder | ContentSingleton]: Importer<K> };

/**
 * Imports a content folder (FORMAT.md): validates every file with the contract
 * schemas and upserts it by slug, each in its own transaction, so one bad file
 * is reported and the others still land. Importing the same folder twice
 * changes nothing.
 */
export async function importContent(db: Database, dir: string, options: ImportOptions): Promise<ImportReport> {
  const root = resolve(dir);
  if (!(await stat(root).catch(() => null))?.isDirectory()) throw new Error(`${root} is not a content folder`);
  const run = new ImportRun(db, root, options.storage);
  for (const importer of Object.values(importers)) await importer.run(run);

  const { report } = run;
  // Fresh statistics let the planner use the indexes; PGlite has no autovacuum to gather them.
  if (report.created.length || report.updated.length) {
    await recordChange(db, tagsOfFiles([...report.created, ...report.updated]));
    await db.execute(sql`analyze`);
  }
  return report;
}

/**
 * Imports only the `editions/` folder: what a database filled before edition
 * settings were content is given on start, so its editions keep their claims,
 * offices and links (a later `content import` changes them as usual).
 */
export async function importEditionSettings(db: Database, dir: string, options: ImportOptions): Promise<ImportReport> {
  const run = new ImportRun(db, resolve(dir), options.storage);
  await importers.editions.run(run);
  const { report } = run;
  if (report.created.length || report.updated.length) await recordChange(db, tagsOfFiles([...report.created, ...report.updated]));
  return report;
}
