import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { type LanguageCode, languageCodeSchema } from "@repo/api-client/contract";
import { type ContentFolder, contentFolders } from "@repo/api-client/content-files";
import type { Database } from "../db/client";
import { contentItems, studioAudit, studioPublished, studioSchedules, studioVersions } from "../db/schema";
import { storedFile } from "../content/export";
import { importContent } from "../content/import";
import type { FileStorage } from "../storage";
import { fieldMessages } from "../field-messages";
import type { Part } from "./grants";

/** Who is making a change, as the audit log names them. */
export interface Author {
  id: string;
  email: string;
}

/** A part's state in the studio: what is live, the newest saved version, and how the two relate. */
export interface PartState {
  part: Part;
  /**
   * `missing`: nothing saved or live; `draft`: a saved version not live; `scheduled`: a draft set to
   * go live at a time; `published`: live as saved; `outdated`: live, but the english changed since.
   */
  state: "missing" | "draft" | "scheduled" | "published" | "outdated";
  /** What the sites show now, or null. */
  published: Record<string, unknown> | null;
  /** The newest saved version: the one a save must be based on. Null when the part was never saved in the studio. */
  latest: { id: number; body: Record<string, unknown>; createdAt: number; authorId: string | null } | null;
  /** The version live now, when it was published from the studio (an imported file has none). */
  publishedVersionId: number | null;
  publishedAt: number | null;
}

export interface ItemState {
  type: ContentFolder;
  slug: string;
  /** The editions the item is for, as live or as drafted (null: every edition). */
  editions: string[] | null;
  parts: Record<Part, PartState>;
  /** The publishes set for a time that are still waiting, soonest first. */
  schedules: { id: number; parts: string[]; at: number; authorEmail: string }[];
}

export const contentTypes = Object.keys(contentFolders) as ContentFolder[];

const parts: Part[] = ["item", ...languageCodeSchema.options];

/** The shared fields of a content file: everything but its slug, texts and comments. */
function itemPart(file: Record<string, unknown>): Record<string, unknown> {
  const { slug: _slug, translations: _translations, comments: _comments, ...rest } = file;
  return rest;
}

function textsOf(file: Record<string, unknown> | null, language: LanguageCode): Record<string, unknown> | null {
  const translations = file?.translations as Partial<Record<LanguageCode, Record<string, unknown>>> | undefined;
  return translations?.[language] ?? null;
}

function editionsOf(fields: Record<string, unknown> | null | undefined): string[] | null {
  const editions = fields?.editions;
  return Array.isArray(editions) && editions.every((id) => typeof id === "string") ? editions : null;
}

/** The part of a content file as it is live. */
function publishedPart(file: Record<string, unknown> | null, part: Part): Record<string, unknown> | null {
  if (!file) return null;
  return part === "item" ? itemPart(file) : textsOf(file, part);
}

/** Every part of one item: live, saved, and their state. */
export async function itemState(db: Database, type: ContentFolder, slug: string): Promise<ItemState> {
  const file = await storedFile(db, type, slug);
  const latest = new Map<string, typeof studioVersions.$inferSelect>();
  const versions = await db
    .select()
    .from(studioVersions)
    .where(and(eq(studioVersions.type, type), eq(studioVersions.slug, slug)))
    .orderBy(asc(studioVersions.id));
  for (const version of versions) latest.set(version.part, version);
  const live = new Map(
    (
      await db
        .select()
        .from(studioPublished)
        .where(and(eq(studioPublished.type, type), eq(studioPublished.slug, slug)))
    ).map((row) => [row.part, row]),
  );

  const schedules = await db
    .select({ id: studioSchedules.id, parts: studioSchedules.parts, at: studioSchedules.at, authorEmail: studioSchedules.authorEmail })
    .from(studioSchedules)
    .where(and(eq(studioSchedules.type, type), eq(studioSchedules.slug, slug), isNull(studioSchedules.doneAt)))
    .orderBy(asc(studioSchedules.at), asc(studioSchedules.id));
  const scheduled = new Set(schedules.flatMap((schedule) => schedule.parts));

  const states = {} as Record<Part, PartState>;
  const englishAt = live.get("english")?.publishedAt ?? null;
  for (const part of parts) {
    const published = publishedPart(file, part);
    const newest = latest.get(part);
    const liveRow = live.get(part);
    const unpublishedSave = newest !== undefined && newest.id !== liveRow?.versionId;
    let state: PartState["state"] = published ? "published" : newest ? "draft" : "missing";
    if (published && unpublishedSave) state = "draft";
    const outdated =
      state === "published" &&
      part !== "item" &&
      part !== "english" &&
      englishAt !== null &&
      (liveRow?.publishedAt ?? 0) < englishAt;
    if (outdated) state = "outdated";
    if (state === "draft" && scheduled.has(part)) state = "scheduled";
    states[part] = {
      part,
      state,
      published,
      latest: newest
        ? { id: newest.id, body: newest.body, createdAt: newest.createdAt, authorId: newest.authorId }
        : null,
      publishedVersionId: liveRow?.versionId ?? null,
      publishedAt: liveRow?.publishedAt ?? null,
    };
  }
  const editions = file ? editionsOf(itemPart(file)) : editionsOf(latest.get("item")?.body);
  return { type, slug, editions, parts: states, schedules };
}

/** A save that was not based on the newest version: both versions, so the person loses nothing they typed. */
export class SaveConflict extends Error {
  constructor(
    readonly theirs: PartState["latest"],
    readonly yours: Record<string, unknown>,
  ) {
    super("Someone saved this part after you opened it: compare both versions, then save again from the newest");
  }
}

/** A publish the content format refuses, with each field's problem. */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Saves a new version of one part. `basedOn` is the version the person started from (null: the
 * live state, never saved in the studio); when someone saved another since, nothing is written
 * and the conflict carries both.
 */
export async function saveDraft(
  db: Database,
  author: Author,
  target: { type: ContentFolder; slug: string; part: Part },
  body: Record<string, unknown>,
  basedOn: number | null,
): Promise<{ id: number; createdAt: number }> {
  return db.transaction(async (tx) => {
    // One save of a part at a time: two saves from the same base cannot both pass the check below.
    await tx.execute(sqlLock(target));
    const [newest] = await tx
      .select()
      .from(studioVersions)
      .where(
        and(
          eq(studioVersions.type, target.type),
          eq(studioVersions.slug, target.slug),
          eq(studioVersions.part, target.part),
        ),
      )
      .orderBy(desc(studioVersions.id))
      .limit(1);
    if ((newest?.id ?? null) !== basedOn) {
      throw new SaveConflict(
        newest ? { id: newest.id, body: newest.body, createdAt: newest.createdAt, authorId: newest.authorId } : null,
        body,
      );
    }
    const createdAt = Date.now();
    const [row] = await tx
      .insert(studioVersions)
      .values({ ...target, body, basedOn, authorId: author.id, createdAt })
      .returning({ id: studioVersions.id });
    if (!row) throw new Error("insert returned no id");
    await tx.insert(studioAudit).values({
      userId: author.id,
      userEmail: author.email,
      action: "save",
      target: `${target.type}/${target.slug}#${target.part}`,
      before: newest?.body ?? null,
      after: body,
      createdAt,
    });
    return { id: row.id, createdAt };
  });
}

/** A transaction-scoped lock on one part of one item, so its saves take turns. */
function sqlLock(target: { type: string; slug: string; part: string }) {
  return sql`select pg_advisory_xact_lock(hashtext(${`${target.type}/${target.slug}#${target.part}`}))`;
}

/**
 * Publishes the newest saved version of each part named (or, for a restore, the version given),
 * over what is live: the item's file is put together, checked with the content format and stored
 * by the import, so the sites read it like any imported file and every edition is told at once.
 */
export async function publish(
  db: Database,
  storage: FileStorage,
  author: Author,
  target: { type: ContentFolder; slug: string },
  choice: { parts: Part[]; versionId?: number },
): Promise<ItemState> {
  const before = await itemState(db, target.type, target.slug);
  const live = await storedFile(db, target.type, target.slug);
  const file: Record<string, unknown> = live ? { ...live } : { slug: target.slug, translations: {} };
  delete file.comments;
  const translations = { ...(file.translations as Record<string, unknown>) };
  const chosen = new Map<Part, number>();
  for (const part of choice.parts) {
    let version = before.parts[part].latest;
    if (choice.versionId !== undefined) {
      const [row] = await db
        .select()
        .from(studioVersions)
        .where(
          and(
            eq(studioVersions.id, choice.versionId),
            eq(studioVersions.type, target.type),
            eq(studioVersions.slug, target.slug),
            eq(studioVersions.part, part),
          ),
        );
      if (!row) throw new PublishRefused(`There is no version ${choice.versionId} of this item's ${part}`, {});
      version = { id: row.id, body: row.body, createdAt: row.createdAt, authorId: row.authorId };
    }
    if (!version) throw new PublishRefused(`Nothing is saved of this item's ${part} to publish`, {});
    chosen.set(part, version.id);
    if (part === "item") {
      for (const key of Object.keys(itemPart(file))) delete file[key];
      Object.assign(file, itemPart(version.body));
    } else translations[part] = version.body;
  }
  file.slug = target.slug;
  file.translations = translations;
  await importChecked(db, storage, target.type, file);

  const publishedAt = Date.now();
  for (const [part, versionId] of chosen) {
    await db
      .insert(studioPublished)
      .values({ ...target, part, versionId, publishedAt, publishedBy: author.id })
      .onConflictDoUpdate({
        target: [studioPublished.type, studioPublished.slug, studioPublished.part],
        set: { versionId, publishedAt, publishedBy: author.id },
      });
  }
  const after = await itemState(db, target.type, target.slug);
  await db.insert(studioAudit).values(
    [...chosen.keys()].map((part) => ({
      userId: author.id,
      userEmail: author.email,
      action: choice.versionId === undefined ? "publish" : "restore",
      target: `${target.type}/${target.slug}#${part}`,
      before: before.parts[part].published,
      after: after.parts[part].published,
      createdAt: publishedAt,
    })),
  );
  return after;
}

/** Takes one language off the sites; its versions stay, to publish again. English is the item's source and stays. */
export async function unpublish(
  db: Database,
  storage: FileStorage,
  author: Author,
  target: { type: ContentFolder; slug: string; language: LanguageCode },
): Promise<ItemState> {
  const live = await storedFile(db, target.type, target.slug);
  const texts = textsOf(live, target.language);
  if (!live || !texts) throw new PublishRefused(`This item's ${target.language} texts are not published`, {});
  if (target.language === "english") {
    throw new PublishRefused(
      "English is the item's source: the sites fall back to it, so it cannot be taken off alone",
      {
        "translations.english": "the source language stays published",
      },
    );
  }
  const file = { ...live };
  delete file.comments;
  const translations = { ...(file.translations as Record<string, unknown>) };
  delete translations[target.language];
  file.translations = translations;
  await importChecked(db, storage, target.type, file);
  await db
    .delete(studioPublished)
    .where(
      and(
        eq(studioPublished.type, target.type),
        eq(studioPublished.slug, target.slug),
        eq(studioPublished.part, target.language),
      ),
    );
  await db.insert(studioAudit).values({
    userId: author.id,
    userEmail: author.email,
    action: "unpublish",
    target: `${target.type}/${target.slug}#${target.language}`,
    before: texts,
    after: null,
    createdAt: Date.now(),
  });
  return itemState(db, target.type, target.slug);
}

/** Checks a whole content file with its folder's schema, then stores it through the import, which checks what it names. */
async function importChecked(
  db: Database,
  storage: FileStorage,
  type: ContentFolder,
  file: Record<string, unknown>,
): Promise<void> {
  const parsed = (contentFolders[type] as z.ZodType).safeParse(file);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error, "(file)");
    const [field, message] = Object.entries(fields)[0] ?? ["(file)", "not valid"];
    throw new PublishRefused(`Cannot publish: ${field}: ${message}`, fields);
  }
  const folder = await mkdtemp(join(tmpdir(), "studio-publish-"));
  try {
    await mkdir(join(folder, type));
    await writeFile(join(folder, type, `${String(file.slug)}.json`), JSON.stringify(file));
    const report = await importContent(db, folder, { storage });
    const failed = report.failed.flatMap((entry) => entry.problems);
    if (failed.length) {
      const fields = Object.fromEntries(
        failed.map((problem) => {
          const at = problem.indexOf(": ");
          return at > 0 ? [problem.slice(0, at), problem.slice(at + 2)] : ["(file)", problem];
        }),
      );
      throw new PublishRefused(`Cannot publish: ${failed[0]}`, fields);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The items of one type as the studio lists them: slug, english title, scope and each part's state. */
export async function listItems(db: Database, type: ContentFolder) {
  const stored = await db
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(eq(contentItems.type, type))
    .orderBy(desc(contentItems.date), asc(contentItems.slug));
  const drafted = await db
    .selectDistinct({ slug: studioVersions.slug })
    .from(studioVersions)
    .where(eq(studioVersions.type, type));
  const slugs = [...new Set([...stored.map((row) => row.slug), ...drafted.map((row) => row.slug)])];
  const states = await Promise.all(slugs.map((slug) => itemState(db, type, slug)));
  return states.map(summaryOf);
}

function summaryOf(state: ItemState) {
  const english = state.parts.english;
  const texts = english.latest?.body ?? english.published ?? {};
  const title = [texts.title, texts.name, texts.question].find((value) => typeof value === "string") ?? state.slug;
  return {
    slug: state.slug,
    title,
    editions: state.editions,
    states: Object.fromEntries(parts.map((part) => [part, state.parts[part].state])) as Record<
      Part,
      PartState["state"]
    >,
  };
}
