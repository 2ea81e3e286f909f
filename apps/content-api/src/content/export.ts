import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { LanguageCode } from "@repo/api-client/contract";
import { contentFolders } from "@repo/api-client/content-files";
import type { Database } from "../db/client";
import { type FileStorage, readStored } from "../storage";
import { blogComments, contentItems, contentSingletons, contentTranslations } from "../db/schema";

/** Fields the import derives and stores beside the file's own (never written back). */
const derived = new Set(["fileSize"]);
const languages: LanguageCode[] = ["english", "spanish", "burmese"];

export interface ExportReport {
  items: number;
  singletons: number;
  files: number;
  missingFiles: string[];
}

/** Writes the stored file `relative` below the folder's `files/`; false when storage lacks it. */
async function copyStored(storage: FileStorage, target: string, relative: string): Promise<boolean> {
  const bytes = await readStored(storage, relative);
  if (!bytes) return false;
  const to = join(target, "files", relative);
  await mkdir(dirname(to), { recursive: true });
  await writeFile(to, bytes);
  return true;
}

/**
 * Writes every stored item back as content files (FORMAT.md), with the files
 * they reference, so `content import` of the folder reproduces the content.
 */
export async function exportContent(db: Database, dir: string, options: { storage: FileStorage }): Promise<ExportReport> {
  const target = resolve(dir);
  const report: ExportReport = { items: 0, singletons: 0, files: 0, missingFiles: [] };
  const referenced = new Set<string>();
  const collect = (value: unknown, key = ""): void => {
    if (typeof value === "string" && ["image", "icon", "file", "thumbnail", "images", "slaveImg"].includes(key)) {
      referenced.add(value);
    } else if (Array.isArray(value)) value.forEach((entry) => collect(entry, key));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) collect(v, k);
    }
  };

  const items = await db.select().from(contentItems).orderBy(asc(contentItems.type), asc(contentItems.slug));
  const translations = await db.select().from(contentTranslations);
  const textsOf = new Map<number, Partial<Record<LanguageCode, unknown>>>();
  for (const row of translations) {
    const entry = textsOf.get(row.itemId) ?? {};
    entry[row.languageCode] = row.texts;
    textsOf.set(row.itemId, entry);
  }

  for (const item of items) {
    if (!(item.type in contentFolders)) continue;
    const file = await fileOf(db, item, textsOf.get(item.id) ?? {});
    collect(file);
    const path = join(target, item.type, `${item.slug}.json`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
    report.items += 1;
  }

  for (const singleton of await db.select().from(contentSingletons).orderBy(asc(contentSingletons.name))) {
    collect(singleton.data);
    await mkdir(target, { recursive: true });
    await writeFile(join(target, singleton.name), `${JSON.stringify(singleton.data, null, 2)}\n`);
    report.singletons += 1;
  }

  for (const relative of [...referenced].sort()) {
    if (/^[a-z]+:/i.test(relative) || relative.startsWith("/")) continue;
    if (await copyStored(options.storage, target, relative)) report.files += 1;
    else report.missingFiles.push(relative);
  }
  return report;
}

type ItemRow = typeof contentItems.$inferSelect;

/** A stored item as its content file: its fields, a blog's published comments, its texts in each language. */
async function fileOf(db: Database, item: ItemRow, texts: Partial<Record<LanguageCode, unknown>>): Promise<Record<string, unknown>> {
  const data = Object.fromEntries(Object.entries(item.data).filter(([key]) => !derived.has(key)));
  const file: Record<string, unknown> = { slug: item.slug, ...data };
  if (item.type === "blogs") {
    file.comments = await db
      .select({ name: blogComments.name, email: blogComments.email, content: blogComments.content, createdAt: blogComments.createdAt })
      .from(blogComments)
      // Content carries published comments only; held and hidden ones are submissions (`submissions export`).
      .where(and(eq(blogComments.blogId, item.id), eq(blogComments.status, "published")))
      .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  }
  file.translations = Object.fromEntries(languages.flatMap((language) => (texts[language] ? [[language, texts[language]]] : [])));
  return file;
}

/** One stored item as its content file, or null when there is none of that type and slug. */
export async function storedFile(db: Database, type: string, slug: string): Promise<Record<string, unknown> | null> {
  const [item] = await db.select().from(contentItems).where(and(eq(contentItems.type, type), eq(contentItems.slug, slug)));
  if (!item) return null;
  const rows = await db.select().from(contentTranslations).where(eq(contentTranslations.itemId, item.id));
  return fileOf(db, item, Object.fromEntries(rows.map((row) => [row.languageCode, row.texts])));
}
