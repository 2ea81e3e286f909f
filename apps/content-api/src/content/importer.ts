import { createHash } from "node:crypto";
import { readFile, readdir, stat } from "node:fs/promises";
import { basename, join, resolve, sep } from "node:path";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { type LanguageCode, languageCodeSchema } from "@repo/api-client/contract";
import { type ContentFolder, type ContentSingleton, contentFolders, contentSingletons } from "@repo/api-client/content-files";
import { richTextToPlain, sanitizeRichText } from "@repo/api-client/rich-text";
import type { Database } from "../db/client";
import { type FileStorage, readStored } from "../storage";
import { blogComments, contentItems, contentSingletons as singletonsTable, contentTranslations } from "../db/schema";
import type { ContentFile, ContentTexts, SingletonFile, StoredData } from "./stored";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What an import did, file by file. */
export interface ImportReport {
  created: string[];
  updated: string[];
  unchanged: string[];
  failed: { file: string; problems: string[] }[];
}

/**
 * The text-search configuration per language: Postgres's own, with accents taken off each word before it is
 * stemmed (migration 0013), so a keyword typed without them finds the words written with them. Burmese has
 * no stemmer, so it is matched by trigram.
 */
export const searchConfig: Record<LanguageCode, "english_folded" | "spanish_folded" | "simple_folded"> = {
  english: "english_folded",
  spanish: "spanish_folded",
  burmese: "simple_folded",
};

/** One import of a content folder: where it reads and copies files, what it reported, which slugs exist. */
export class ImportRun {
  readonly report: ImportReport = { created: [], updated: [], unchanged: [], failed: [] };
  readonly sourceRoot: string;
  /** When the import started, in seconds: every item it writes is stamped with it. */
  readonly now = Math.floor(Date.now() / 1000);
  private readonly slugs = new Map<ContentFolder, Set<string>>();

  constructor(
    readonly db: Database,
    readonly root: string,
    readonly storage: FileStorage,
  ) {
    this.sourceRoot = join(root, "files");
  }

  fail(file: string, problems: string[]) {
    this.report.failed.push({ file, problems });
  }

  /** The slugs of `folder`: those stored before its files were imported, and those its files name. */
  async known(folder: ContentFolder): Promise<Set<string>> {
    const known = this.slugs.get(folder) ?? new Set(await storedSlugs(this.db, folder));
    this.slugs.set(folder, known);
    return known;
  }

  /** The folder's own copy of a file referenced as `relative` (in its `files/`), if it brings one. */
  private sourceOf(relative: string): string | null {
    const full = resolve(this.sourceRoot, relative);
    return full.startsWith(this.sourceRoot + sep) ? full : null;
  }

  /** The size of a referenced file: the folder's own copy, else the stored one; null when it is in neither. */
  async sizeOrNull(relative: string): Promise<number | null> {
    const source = this.sourceOf(relative);
    const own = source ? await stat(source).catch(() => null) : null;
    if (own?.isFile()) return own.size;
    return (await this.storage.stat(relative))?.size ?? null;
  }

  /** The size of a referenced file in bytes (0 when it is nowhere). */
  async sizeOf(relative: string): Promise<number> {
    return (await this.sizeOrNull(relative)) ?? 0;
  }

  /** The problems of files referenced but found nowhere: not in the folder's `files/`, not in storage. */
  async missingFiles(relatives: string[]): Promise<string[]> {
    const problems: string[] = [];
    for (const relative of relatives) {
      if ((await this.sizeOrNull(relative)) === null) problems.push(`file not found: files/${relative}`);
    }
    return problems;
  }

  /** Puts the referenced files the folder brings into storage, unless storage holds the same bytes already. */
  async copyFiles(relatives: string[]): Promise<void> {
    for (const relative of relatives) {
      const source = this.sourceOf(relative);
      const bytes = source ? await readFile(source).catch(() => null) : null;
      if (!bytes) continue;
      const stored = await this.storage.stat(relative);
      if (stored?.size === bytes.length && Buffer.from((await readStored(this.storage, relative)) ?? []).equals(bytes)) continue;
      await this.storage.put(relative, bytes);
    }
  }

  /** Reads and validates a JSON file; a problem is reported and answers null. */
  async parse<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(join(this.root, file), "utf8"));
    } catch (error) {
      this.fail(file, [
        error instanceof SyntaxError ? `not valid JSON: ${error.message}` : `cannot read: ${messageOf(error)}`,
      ]);
      return null;
    }
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    this.fail(file, describeIssues(result.error));
    return null;
  }

  /** Runs `work` (copies, then a transaction); what it did, or its failure, goes in the report under `file`. */
  async record(file: string, work: () => Promise<"created" | "updated" | "unchanged">): Promise<void> {
    try {
      this.report[await work()].push(file);
    } catch (error) {
      this.fail(file, [`could not be stored: ${messageOf(error)}`]);
    }
  }
}

/** Imports one content folder or singleton file of the folder an `ImportRun` reads. */
export interface Importer<K extends ContentFolder | ContentSingleton> {
  type: K;
  run: (run: ImportRun) => Promise<void>;
}

/** The columns lists sort and filter on, taken from an item's structural fields. */
interface Columns {
  legacyId: number | null;
  category: string | null;
  subcategory: string | null;
  sortOrder: number;
  date: number | null;
}

/** A field that names items of another folder (or of its own) by slug. */
interface Reference {
  field: string;
  folder: ContentFolder;
  slugs: readonly (string | undefined)[];
}

/** A comment a blog file carries, stored as a row of `blog_comments`. */
type Comment = ContentFile<"blogs">["comments"][number];

/** How the items of folder `K` are stored. */
export interface ItemSpec<K extends ContentFolder> {
  /** The structural fields to store. */
  data: (file: ContentFile<K>, run: ImportRun) => StoredData<K> | Promise<StoredData<K>>;
  /** The columns lists sort and filter on; unnamed ones stay empty (sort order 0). */
  columns?: (data: StoredData<K>) => Partial<Columns>;
  /** The paths below `files/` the item refers to. */
  files?: (file: ContentFile<K>) => (string | undefined)[];
  /** The slugs of other items it names; each must be stored or imported with it. */
  references?: (file: ContentFile<K>) => Reference[];
  /** The text that titles a search hit, put first in the searched text. */
  title?: keyof ContentTexts<K> & string;
  /** Words found by search beside the texts and the slug (a product's series). */
  searchTerms?: (data: StoredData<K>) => string;
  /** A blog's comments, stored as rows of their own. */
  comments?: (file: ContentFile<K>) => Comment[];
}

const schemaOf: { [K in ContentFolder]: z.ZodType<ContentFile<K>> } = contentFolders;
const singletonSchemaOf: { [N in ContentSingleton]: z.ZodType<SingletonFile<N>> } = contentSingletons;

/**
 * The importer of an item folder: validates every file, checks that the items
 * and files it names exist, then upserts each item by slug in its own
 * transaction, so one bad file is reported and the others still land.
 */
export function items<K extends ContentFolder>(folder: K, spec: ItemSpec<K>): Importer<K> {
  return {
    type: folder,
    async run(run) {
      const parsed: ContentFile<K>[] = [];
      for (const name of await listJson(join(run.root, folder))) {
        const file = `${folder}/${name}`;
        const item = await run.parse(file, schemaOf[folder]);
        if (!item) continue;
        if (item.slug !== basename(name, ".json"))
          run.fail(file, [`slug: "${item.slug}" does not match the file name`]);
        else parsed.push(item);
      }
      const known = await run.known(folder);
      for (const item of parsed) known.add(item.slug);

      const valid: ContentFile<K>[] = [];
      for (const item of parsed) {
        const problems: string[] = [];
        for (const { field, folder: other, slugs } of [...(spec.references?.(item) ?? []), ...scopeReferences(item)]) {
          const stored = await run.known(other);
          for (const slug of slugs) {
            if (slug === undefined || stored.has(slug)) continue;
            problems.push(other === "editions" ? `${field}: no edition "${slug}"` : `${field}: no ${other} item "${slug}"`);
          }
        }
        problems.push(...(await run.missingFiles(filesOf(spec, item))));
        if (problems.length) run.fail(`${folder}/${item.slug}.json`, problems);
        else valid.push(item);
      }

      for (const item of valid) {
        await run.record(`${folder}/${item.slug}.json`, async () => {
          const data = await spec.data(item, run);
          await run.copyFiles(filesOf(spec, item));
          return run.db.transaction((tx) => writeItem(tx, run.now, folder, spec, item, data));
        });
      }
    },
  };
}

/**
 * The editions an item's scope names (`editions`, a product's `notSoldIn`): each must be one the
 * content has, in the same import or already stored, or the item would be shown nowhere by a typo.
 */
function scopeReferences(item: object): { field: string; folder: "editions"; slugs: readonly string[] }[] {
  const { editions, notSoldIn } = item as { editions?: readonly string[]; notSoldIn?: readonly string[] };
  return [
    ...(editions ? [{ field: "editions", folder: "editions" as const, slugs: editions }] : []),
    ...(notSoldIn ? [{ field: "notSoldIn", folder: "editions" as const, slugs: notSoldIn }] : []),
  ];
}

/** How a singleton file is stored beside being kept whole. */
interface SingletonSpec<N extends ContentSingleton> {
  /** The paths below `files/` the file refers to. */
  files?: (file: SingletonFile<N>) => string[];
  /** Tables rebuilt from the file, in the transaction that stores it. */
  rebuild?: (tx: Tx, file: SingletonFile<N>) => Promise<void>;
}

/** The importer of a singleton file: validated like items, stored whole. */
export function singleton<N extends ContentSingleton>(name: N, spec: SingletonSpec<N>): Importer<N> {
  return {
    type: name,
    async run(run) {
      if (!(await fileExists(join(run.root, name)))) return;
      const file = await run.parse(name, singletonSchemaOf[name]);
      if (!file) return;
      const referenced = spec.files?.(file) ?? [];
      const problems = await run.missingFiles(referenced);
      if (problems.length) return run.fail(name, problems);
      const sourceHash = hashOf(file);
      await run.record(name, async () => {
        await run.copyFiles(referenced);
        return run.db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ sourceHash: singletonsTable.sourceHash })
            .from(singletonsTable)
            .where(eq(singletonsTable.name, name));
          if (existing?.sourceHash === sourceHash) return "unchanged";
          await tx
            .insert(singletonsTable)
            .values({ name, data: file, sourceHash })
            .onConflictDoUpdate({ target: singletonsTable.name, set: { data: file, sourceHash } });
          await spec.rebuild?.(tx, file);
          return existing ? "updated" : "created";
        });
      });
    },
  };
}

function filesOf<K extends ContentFolder>(spec: ItemSpec<K>, item: ContentFile<K>): string[] {
  return (spec.files?.(item) ?? []).filter((relative) => relative !== undefined);
}

/** Upserts one item, its texts in every language it has and a blog's comments; unchanged files are left alone. */
async function writeItem<K extends ContentFolder>(
  tx: Tx,
  now: number,
  folder: K,
  spec: ItemSpec<K>,
  item: ContentFile<K>,
  data: StoredData<K>,
): Promise<"created" | "updated" | "unchanged"> {
  const translations = sanitizeTranslations(item.translations);
  const comments = spec.comments?.(item);
  const sourceHash = hashOf({ data, translations, comments });
  const [existing] = await tx
    .select({ id: contentItems.id, sourceHash: contentItems.sourceHash })
    .from(contentItems)
    .where(and(eq(contentItems.type, folder), eq(contentItems.slug, item.slug)));
  if (existing?.sourceHash === sourceHash) return "unchanged";

  const columns = {
    legacyId: null,
    category: null,
    subcategory: null,
    sortOrder: 0,
    date: null,
    ...spec.columns?.(data),
  };
  // An item's regional scope (FORMAT.md "Regional scope") is kept in its data, as exported, and in columns reads filter on.
  const { editions, notSoldIn } = data as { editions?: string[]; notSoldIn?: string[] };
  const scope = { editions: editions ?? null, notSoldIn: notSoldIn ?? null };
  const values = { type: folder, slug: item.slug, ...columns, ...scope, data, sourceHash, updatedAt: now };
  let itemId: number;
  if (existing) {
    await tx.update(contentItems).set(values).where(eq(contentItems.id, existing.id));
    itemId = existing.id;
  } else {
    const [row] = await tx.insert(contentItems).values(values).returning({ id: contentItems.id });
    if (!row) throw new Error("insert returned no id");
    itemId = row.id;
  }

  const languages = languageCodeSchema.options.filter((language) => translations[language]);
  await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.itemId, itemId), notInArray(contentTranslations.languageCode, languages)));
  const extra = [spec.searchTerms?.(data) ?? "", item.slug.replace(/-/g, " ")];
  for (const language of languages) {
    const texts = translations[language];
    if (!texts) continue;
    const searchText = searchTextOf(texts, spec.title, extra);
    const searchVector = sql`to_tsvector(${searchConfig[language]}::regconfig, ${searchText})`;
    await tx
      .insert(contentTranslations)
      .values({ itemId, languageCode: language, texts, searchText, searchVector })
      .onConflictDoUpdate({
        target: [contentTranslations.itemId, contentTranslations.languageCode],
        set: { texts, searchText, searchVector },
      });
  }

  if (comments?.length) {
    await tx
      .insert(blogComments)
      .values(comments.map((comment) => ({ blogId: itemId, ...comment, languageCode: "english" as const })))
      .onConflictDoNothing();
  }
  return existing ? "updated" : "created";
}

type Texts = Record<string, unknown>;

/** Every `…Html` text field sanitized, so what is stored is already safe. */
function sanitizeTranslations(
  translations: Partial<Record<LanguageCode, Texts>>,
): Partial<Record<LanguageCode, Texts>> {
  const out: Partial<Record<LanguageCode, Texts>> = {};
  for (const language of languageCodeSchema.options) {
    const texts = translations[language];
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
function searchTextOf(texts: Texts, title: string | undefined, extra: string[]): string {
  const parts: string[] = [];
  const titleText = title === undefined ? undefined : texts[title];
  if (typeof titleText === "string") parts.push(titleText);
  for (const [key, value] of Object.entries(texts)) {
    if (key === title || key === "imageAlt" || key === "specLabels") continue;
    if (typeof value === "string") parts.push(key.endsWith("Html") ? richTextToPlain(value) : value);
  }
  return [...parts, ...extra].join(" \n ").slice(0, 100_000);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A file's fingerprint, the same whatever order its keys are written in: an unchanged re-import is told by it. */
function hashOf(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") : "(file)"}: ${issue.message}`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function listJson(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
}

async function storedSlugs(db: Database, folder: ContentFolder): Promise<string[]> {
  const rows = await db.select({ slug: contentItems.slug }).from(contentItems).where(eq(contentItems.type, folder));
  return rows.map((row) => row.slug);
}

async function fileExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
