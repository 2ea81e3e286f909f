import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, readdir, stat } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { LanguageCode } from "@repo/api-client/contract";
import {
  type ContentFolder,
  type ContentSingleton,
  type NavigationFileItem,
  contentFolders,
  contentSingletons,
} from "@repo/api-client/content-files";
import { recordChange, tagsOfFiles } from "../announce/changes";
import type { Database } from "../db/client";
import {
  blogComments,
  contentItems,
  contentSingletons as singletonsTable,
  contentTranslations,
  navigationItemTranslations,
  navigationItems,
} from "../db/schema";
import { richTextToPlain, sanitizeRichText } from "@repo/api-client/rich-text";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Translations = Partial<Record<LanguageCode, Record<string, unknown>>>;

/** What an import did, file by file. */
export interface ImportReport {
  created: string[];
  updated: string[];
  unchanged: string[];
  failed: { file: string; problems: string[] }[];
}

export interface ImportOptions {
  /** The files root `/getFile/` serves: referenced files are copied there when the folder has its own `files/`. */
  filesRoot: string;
}

/** The text-search configuration per language; burmese has no stemmer, so it is matched by trigram. */
export const searchConfig: Record<LanguageCode, "english" | "spanish" | "simple"> = {
  english: "english",
  spanish: "spanish",
  burmese: "simple",
};

/** The folders that take part in search, with the text field that titles a hit. */
const titleField: Partial<Record<ContentFolder, string>> = {
  products: "name",
  solutions: "title",
  "case-studies": "title",
  documents: "title",
  news: "title",
  blogs: "title",
  events: "title",
  webinars: "title",
  videos: "title",
  faqs: "question",
};

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function hashOf(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") : "(file)"}: ${issue.message}`);
}

/** Every `…Html` text field sanitized, so what is stored is already safe. */
function sanitizeTranslations(translations: Translations): Translations {
  const out: Translations = {};
  for (const [language, texts] of Object.entries(translations) as [LanguageCode, Record<string, unknown>][]) {
    if (!texts) continue;
    out[language] = Object.fromEntries(
      Object.entries(texts).map(([key, value]) =>
        key.endsWith("Html") && typeof value === "string" ? [key, sanitizeRichText(value)] : [key, value],
      ),
    );
  }
  return out;
}

/** Title first, then every other text, markup removed: what search reads. */
function searchTextOf(folder: ContentFolder, texts: Record<string, unknown>, extra: string[]): string {
  const title = titleField[folder];
  const parts: string[] = [];
  if (title && typeof texts[title] === "string") parts.push(texts[title]);
  for (const [key, value] of Object.entries(texts)) {
    if (key === title || key === "imageAlt" || key === "specLabels") continue;
    if (typeof value === "string") parts.push(key.endsWith("Html") ? richTextToPlain(value) : value);
  }
  return [...parts, ...extra].join(" \n ").slice(0, 100_000);
}

/** Which file paths an item (or the navigation tree) refers to. */
function referencedFiles(item: Record<string, unknown> | NavigationFileItem[]): string[] {
  if (Array.isArray(item)) {
    return item.flatMap((entry) => [
      ...(entry.slaveImg && !/^https?:\/\//.test(entry.slaveImg) ? [entry.slaveImg] : []),
      ...referencedFiles(entry.children ?? []),
    ]);
  }
  const files: string[] = [];
  for (const key of ["image", "icon", "file", "thumbnail"]) {
    if (typeof item[key] === "string") files.push(item[key]);
  }
  if (Array.isArray(item.images)) files.push(...(item.images as string[]));
  if (Array.isArray(item.heroSlides)) {
    for (const slide of item.heroSlides as { image: string }[]) files.push(slide.image);
  }
  return files;
}

/** The columns lists sort and filter on, taken from an item's structural fields. */
function columnsOf(folder: ContentFolder, item: Record<string, unknown>) {
  const str = (key: string) => (typeof item[key] === "string" ? (item[key] as string) : null);
  const num = (key: string) => (typeof item[key] === "number" ? (item[key] as number) : null);
  const base = {
    legacyId: num("legacyId"),
    category: null as string | null,
    subcategory: null as string | null,
    sortOrder: num("sortOrder") ?? 0,
    date: null as number | null,
  };
  switch (folder) {
    case "products":
      return { ...base, category: str("category"), subcategory: str("series"), date: num("publishedAt") };
    case "case-studies":
      return { ...base, category: str("category"), date: num("date") };
    case "documents":
      return { ...base, category: str("type"), subcategory: str("documentLanguage"), date: num("date") };
    case "news":
    case "blogs":
      return { ...base, date: num("date") };
    case "events":
      return { ...base, date: num("startDate") };
    case "webinars":
      return { ...base, date: num("startsAt") };
    case "videos":
      return { ...base, category: str("kind"), subcategory: str("category"), date: num("date") };
    case "faqs":
    case "warranties":
      return { ...base, category: str("category") };
    case "seo":
      return { ...base, category: str("route") };
    default:
      return base;
  }
}

/** Folders whose items point at other folders' slugs, and through which field. */
const references: Partial<Record<ContentFolder, { field: string; folder: ContentFolder; many: boolean }[]>> = {
  products: [
    { field: "category", folder: "product-categories", many: false },
    { field: "relatedSlugs", folder: "products", many: true },
  ],
  solutions: [{ field: "productSlugs", folder: "products", many: true }],
  "case-studies": [
    { field: "category", folder: "case-categories", many: false },
    { field: "productSlugs", folder: "products", many: true },
  ],
  documents: [{ field: "productSlugs", folder: "products", many: true }],
  videos: [
    { field: "productSlug", folder: "products", many: false },
    { field: "category", folder: "product-categories", many: false },
  ],
  faqs: [{ field: "category", folder: "faq-categories", many: false }],
  warranties: [{ field: "category", folder: "warranty-categories", many: false }],
};

interface ParsedItem {
  file: string;
  folder: ContentFolder;
  item: Record<string, unknown> & { slug: string; translations: Translations };
}

async function readJson(path: string): Promise<{ ok: true; value: unknown } | { ok: false; problem: string }> {
  let raw: string;
  try {
    raw = await readFile(path, "utf8");
  } catch (error) {
    return { ok: false, problem: `cannot read: ${(error as Error).message}` };
  }
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { ok: false, problem: `not valid JSON: ${(error as Error).message}` };
  }
}

async function listJson(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
}

async function existingSlugs(db: Database, folder: ContentFolder): Promise<Set<string>> {
  const rows = await db.select({ slug: contentItems.slug }).from(contentItems).where(eq(contentItems.type, folder));
  return new Set(rows.map((row) => row.slug));
}

async function fileExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Copies `relative` from the folder's `files/` into the files root unless the same file is there. */
async function syncFile(sourceRoot: string, filesRoot: string, relative: string): Promise<void> {
  const from = join(sourceRoot, relative);
  const to = join(filesRoot, relative);
  if (from === to) return;
  const [a, b] = await Promise.all([stat(from), stat(to).catch(() => null)]);
  if (b && b.size === a.size) return;
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}

async function rebuildNavigation(tx: Tx, items: NavigationFileItem[], parentId: number | null): Promise<void> {
  for (const [sortOrder, item] of items.entries()) {
    const [row] = await tx
      .insert(navigationItems)
      .values({ parentId, sortOrder, routePath: item.routePath, mateCode: item.mateCode, slaveImg: item.slaveImg })
      .returning({ id: navigationItems.id });
    if (!row) throw new Error(`Inserting ${item.routePath} returned no id`);
    await tx.insert(navigationItemTranslations).values(
      Object.entries(item.translations).flatMap(([languageCode, texts]) =>
        texts
          ? [
              {
                itemId: row.id,
                languageCode: languageCode as LanguageCode,
                navigationTitle: texts.navigationTitle,
                slaveAlt: texts.slaveAlt,
                slaveDescription: texts.slaveDescription,
                slaveExplain: texts.slaveExplain,
              },
            ]
          : [],
      ),
    );
    await rebuildNavigation(tx, item.children ?? [], row.id);
  }
}

/**
 * Imports a content folder (FORMAT.md): validates every file with the contract
 * schemas and upserts it by slug, each in its own transaction, so one bad file
 * is reported and the others still land. Importing the same folder twice
 * changes nothing.
 */
export async function importContent(db: Database, dir: string, options: ImportOptions): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], unchanged: [], failed: [] };
  const root = resolve(dir);
  if (!(await stat(root).catch(() => null))?.isDirectory()) throw new Error(`${root} is not a content folder`);
  const sourceFiles = join(root, "files");
  const filesRoot = resolve(options.filesRoot);
  const fail = (file: string, problems: string[]) => report.failed.push({ file, problems });

  // Pass 1: read and validate every item file.
  const parsed: ParsedItem[] = [];
  for (const folder of Object.keys(contentFolders) as ContentFolder[]) {
    for (const name of await listJson(join(root, folder))) {
      const file = `${folder}/${name}`;
      const json = await readJson(join(root, file));
      if (!json.ok) {
        fail(file, [json.problem]);
        continue;
      }
      const result = contentFolders[folder].safeParse(json.value);
      if (!result.success) {
        fail(file, describeIssues(result.error));
        continue;
      }
      const item = result.data as ParsedItem["item"];
      if (item.slug !== basename(name, ".json")) {
        fail(file, [`slug: "${item.slug}" does not match the file name`]);
        continue;
      }
      parsed.push({ file, folder, item });
    }
  }

  // Pass 2: references and files must resolve, against this folder and what is stored.
  const known = new Map<ContentFolder, Set<string>>();
  for (const folder of Object.keys(contentFolders) as ContentFolder[]) {
    const slugs = await existingSlugs(db, folder);
    for (const entry of parsed) if (entry.folder === folder) slugs.add(entry.item.slug);
    known.set(folder, slugs);
  }
  const sourceRoot = sourceFiles;
  const resolveFile = async (relative: string): Promise<string | null> => {
    for (const base of [sourceRoot, filesRoot]) {
      const full = resolve(base, relative);
      if (full.startsWith(base + sep) && (await fileExists(full))) return full;
    }
    return null;
  };
  const valid: (ParsedItem & { fileSize?: number })[] = [];
  for (const entry of parsed) {
    const problems: string[] = [];
    for (const ref of references[entry.folder] ?? []) {
      const value = entry.item[ref.field];
      const slugs = ref.many ? ((value as string[] | undefined) ?? []) : value === undefined ? [] : [value as string];
      for (const slug of slugs) {
        if (!known.get(ref.folder)?.has(slug)) problems.push(`${ref.field}: no ${ref.folder} item "${slug}"`);
      }
    }
    let fileSize: number | undefined;
    for (const relative of referencedFiles(entry.item)) {
      const found = await resolveFile(relative);
      if (!found) problems.push(`file not found: files/${relative}`);
      else if (relative === entry.item.file) fileSize = (await stat(found)).size;
    }
    if (problems.length) fail(entry.file, problems);
    else valid.push({ ...entry, fileSize });
  }

  // A video names a product or a category; the product's category files it.
  const productCategory = new Map<string, string>();
  for (const entry of valid) {
    if (entry.folder === "products") productCategory.set(entry.item.slug, entry.item.category as string);
  }
  const storedProducts = await db
    .select({ slug: contentItems.slug, category: contentItems.category })
    .from(contentItems)
    .where(eq(contentItems.type, "products"));
  for (const row of storedProducts) if (row.category && !productCategory.has(row.slug)) productCategory.set(row.slug, row.category);

  // Pass 3: write, one transaction per file.
  const now = Math.floor(Date.now() / 1000);
  for (const entry of valid) {
    const { folder, item, file } = entry;
    try {
      const translations = sanitizeTranslations(item.translations);
      const { slug: _slug, translations: _t, comments, ...rest } = item as ParsedItem["item"] & { comments?: unknown };
      const data: Record<string, unknown> = { ...rest };
      if (entry.fileSize !== undefined) data.fileSize = entry.fileSize;
      if (folder === "videos" && !data.category && typeof data.productSlug === "string") {
        data.category = productCategory.get(data.productSlug);
      }
      const sourceHash = hashOf({ data, translations, comments });
      const columns = columnsOf(folder, data);

      for (const relative of referencedFiles(item)) {
        if (await fileExists(join(sourceRoot, relative))) await syncFile(sourceRoot, filesRoot, relative);
      }

      const outcome = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: contentItems.id, sourceHash: contentItems.sourceHash })
          .from(contentItems)
          .where(and(eq(contentItems.type, folder), eq(contentItems.slug, item.slug)));
        if (existing?.sourceHash === sourceHash) return "unchanged" as const;

        const values = { type: folder, slug: item.slug, ...columns, data, sourceHash, updatedAt: now };
        let itemId: number;
        if (existing) {
          await tx.update(contentItems).set(values).where(eq(contentItems.id, existing.id));
          itemId = existing.id;
        } else {
          const [row] = await tx.insert(contentItems).values(values).returning({ id: contentItems.id });
          if (!row) throw new Error("insert returned no id");
          itemId = row.id;
        }

        const languages = Object.keys(translations) as LanguageCode[];
        await tx
          .delete(contentTranslations)
          .where(
            and(
              eq(contentTranslations.itemId, itemId),
              sql`${contentTranslations.languageCode} <> all(${sql.raw(`array['${languages.join("','")}']::language_code[]`)})`,
            ),
          );
        const extra = [typeof data.series === "string" ? data.series : "", item.slug.replace(/-/g, " ")];
        for (const language of languages) {
          const texts = translations[language];
          if (!texts) continue;
          const searchText = searchTextOf(folder, texts, extra);
          const searchVector = sql`to_tsvector(${searchConfig[language]}::regconfig, ${searchText})`;
          await tx
            .insert(contentTranslations)
            .values({ itemId, languageCode: language, texts, searchText, searchVector })
            .onConflictDoUpdate({
              target: [contentTranslations.itemId, contentTranslations.languageCode],
              set: { texts, searchText, searchVector },
            });
        }

        if (folder === "blogs" && Array.isArray(comments) && comments.length) {
          await tx
            .insert(blogComments)
            .values(
              (comments as { name: string; email: string; content: string; createdAt: number }[]).map((comment) => ({
                blogId: itemId,
                name: comment.name,
                email: comment.email,
                content: comment.content,
                languageCode: "english" as const,
                createdAt: comment.createdAt,
              })),
            )
            .onConflictDoNothing();
        }
        return existing ? ("updated" as const) : ("created" as const);
      });
      report[outcome].push(file);
    } catch (error) {
      fail(file, [`could not be stored: ${(error as Error).message}`]);
    }
  }

  // Singletons: validated like items, stored whole; navigation also rebuilds the menu tables.
  for (const name of Object.keys(contentSingletons) as ContentSingleton[]) {
    const path = join(root, name);
    if (!(await fileExists(path))) continue;
    const json = await readJson(path);
    if (!json.ok) {
      fail(name, [json.problem]);
      continue;
    }
    const result = contentSingletons[name].safeParse(json.value);
    if (!result.success) {
      fail(name, describeIssues(result.error));
      continue;
    }
    const problems: string[] = [];
    for (const relative of referencedFiles(result.data as Record<string, unknown>)) {
      if (!(await resolveFile(relative))) problems.push(`file not found: files/${relative}`);
    }
    if (problems.length) {
      fail(name, problems);
      continue;
    }
    try {
      for (const relative of referencedFiles(result.data as Record<string, unknown>)) {
        if (await fileExists(join(sourceRoot, relative))) await syncFile(sourceRoot, filesRoot, relative);
      }
      const sourceHash = hashOf(result.data);
      const outcome = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ sourceHash: singletonsTable.sourceHash })
          .from(singletonsTable)
          .where(eq(singletonsTable.name, name));
        if (existing?.sourceHash === sourceHash) return "unchanged" as const;
        await tx
          .insert(singletonsTable)
          .values({ name, data: result.data, sourceHash })
          .onConflictDoUpdate({ target: singletonsTable.name, set: { data: result.data, sourceHash } });
        if (name === "navigation.json") {
          await tx.delete(navigationItems);
          await rebuildNavigation(tx, result.data as NavigationFileItem[], null);
        }
        return existing ? ("updated" as const) : ("created" as const);
      });
      report[outcome].push(name);
    } catch (error) {
      fail(name, [`could not be stored: ${(error as Error).message}`]);
    }
  }

  // Fresh statistics let the planner use the indexes; PGlite has no autovacuum to gather them.
  if (report.created.length || report.updated.length) {
    await recordChange(db, tagsOfFiles([...report.created, ...report.updated]));
    await db.execute(sql`analyze`);
  }
  return report;
}
