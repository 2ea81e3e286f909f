import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import type { ContentFolder } from "@repo/api-client/content-files";
import type { Database } from "../db/client";
import { studioAudit, studioSchedules } from "../db/schema";
import type { FileStorage } from "../storage";
import type { Part } from "./grants";
import { type Author, PublishRefused, publish } from "./items";

/** How long a claimed schedule may stay unfinished before another process takes it over (its process died mid-publish). */
export const STALE_CLAIM_MS = 5 * 60_000;

export type Schedule = typeof studioSchedules.$inferSelect;

/** Sets `parts` of an item to go live at `at` (Unix ms), each at the version that is newest then. */
export async function schedulePublish(
  db: Database,
  author: Author,
  target: { type: ContentFolder; slug: string },
  parts: Part[],
  at: number,
): Promise<Schedule> {
  const createdAt = Date.now();
  const [row] = await db
    .insert(studioSchedules)
    .values({ ...target, parts, at, authorId: author.id, authorEmail: author.email, createdAt })
    .returning();
  if (!row) throw new Error("insert returned no row");
  await db.insert(studioAudit).values({
    userId: author.id,
    userEmail: author.email,
    action: "schedule",
    target: `${target.type}/${target.slug}`,
    before: null,
    after: { parts, at },
    createdAt,
  });
  return row;
}

/** Cancels a waiting schedule; false when it is not waiting (it ran, or was cancelled). */
export async function cancelSchedule(db: Database, author: Author, schedule: Schedule): Promise<boolean> {
  const now = Date.now();
  const [cancelled] = await db
    .update(studioSchedules)
    .set({ doneAt: now, outcome: "cancelled" })
    .where(and(eq(studioSchedules.id, schedule.id), isNull(studioSchedules.doneAt)))
    .returning({ id: studioSchedules.id });
  if (!cancelled) return false;
  await db.insert(studioAudit).values({
    userId: author.id,
    userEmail: author.email,
    action: "unschedule",
    target: `${schedule.type}/${schedule.slug}`,
    before: { parts: schedule.parts, at: schedule.at },
    after: null,
    createdAt: now,
  });
  return true;
}

/**
 * Claims the next due schedule, or null: its row is locked while it is marked taken, and rows
 * another process holds are skipped, so two processes never claim the same one. A claim left
 * unfinished for `STALE_CLAIM_MS` (its process died) is claimed again; publishing the same
 * versions twice changes nothing, so the item still goes live once.
 */
async function claimNext(db: Database, now: number): Promise<Schedule | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(studioSchedules)
      .where(
        or(
          and(isNull(studioSchedules.doneAt), lte(studioSchedules.at, now)),
          and(eq(studioSchedules.outcome, "publishing"), lte(studioSchedules.doneAt, now - STALE_CLAIM_MS)),
        ),
      )
      .orderBy(asc(studioSchedules.at), asc(studioSchedules.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    await tx.update(studioSchedules).set({ doneAt: now, outcome: "publishing" }).where(eq(studioSchedules.id, due.id));
    return due;
  });
}

/** Publishes every schedule that is due, one at a time; returns how many it ran. */
export async function runDueSchedules(db: Database, storage: FileStorage, now = Date.now()): Promise<number> {
  let ran = 0;
  for (;;) {
    const due = await claimNext(db, now);
    if (!due) return ran;
    let outcome = "published";
    try {
      await publish(
        db,
        storage,
        { id: due.authorId, email: due.authorEmail },
        { type: due.type as ContentFolder, slug: due.slug },
        { parts: due.parts as Part[] },
      );
    } catch (error) {
      if (!(error instanceof PublishRefused)) throw error;
      outcome = `refused: ${error.message}`;
    }
    await db.update(studioSchedules).set({ outcome }).where(eq(studioSchedules.id, due.id));
    ran += 1;
  }
}

export interface Scheduler {
  /** Stops checking and waits for a publish under way. */
  stop(): Promise<void>;
}

/**
 * Checks for due schedules every `everyMs` and publishes them; `onPublished` is told after each
 * round that published something (the read cache empties, the editions are told). A failure is
 * logged once per kind a minute and the next round tries again.
 */
export function startScheduler({
  db,
  storage,
  everyMs = 1_000,
  onPublished,
  log = (line) => console.error(`content-api: ${line}`),
}: {
  db: Database;
  storage: FileStorage;
  everyMs?: number;
  onPublished?: () => void;
  log?: (line: string) => void;
}): Scheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const logged = new Map<string, number>();
  const tick = () => {
    if (running || stopped) return;
    running = runDueSchedules(db, storage)
      .then((ran) => {
        if (ran > 0) onPublished?.();
      })
      .catch((error: unknown) => {
        const kind = error instanceof Error ? error.message.slice(0, 200) : String(error);
        const last = logged.get(kind) ?? -Infinity;
        if (Date.now() - last > 60_000) {
          logged.set(kind, Date.now());
          log(`a scheduled publish failed and is tried again: ${kind}`);
        }
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
