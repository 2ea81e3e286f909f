import { and, gt, lt, lte, max, sql } from "drizzle-orm";
import { type ContentTag, contentTags } from "@repo/api-client/contract";
import type { Database } from "../db/client";
import { changeDeliveries, contentChanges } from "../db/schema";

/** One edition's revalidate endpoint, and the secret it takes. */
export interface AnnounceTarget {
  /** The edition's id, for logs. */
  edition: string;
  /** Its `POST /revalidate` URL (one per process when its processes share no cache). */
  url: string;
  secret: string;
}

export interface AnnouncerOptions {
  db: Database;
  targets: readonly AnnounceTarget[];
  /** How often the table of changes is read, in ms: changes other processes (an import) wrote show within this. */
  pollMs?: number;
  /** How long one announcement may take before it counts as failed, in ms. */
  timeoutMs?: number;
  /** The wait after a first failure, doubled after each further one up to `maxBackoffMs`. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** Called once new changes are seen, before any edition is told (the API's own read cache is emptied). */
  onChange?: () => void;
  /** How long a change every edition confirmed is kept, in ms, before it is deleted (at most once a minute). */
  keepChangesMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export interface Announcer {
  /** Reads the changes now instead of at the next poll (after a write in this process). */
  wake(): void;
  /** Stops polling and waits for announcements under way. */
  stop(): Promise<void>;
}

interface TargetState {
  inFlight: boolean;
  failures: number;
  nextAttemptAt: number;
}

/**
 * Tells every edition about every change (`content_changes`), in order and at
 * least once: each target's progress is stored (`change_deliveries`) once it
 * answers 2xx, so a target that is down, or an API restarted meanwhile,
 * catches up from where it stopped. The tags of every change not yet confirmed
 * go in one request. A target that fails is asked again after 1 s, 2 s, 4 s …
 * up to a minute, without holding up the others; the write that made the
 * change never waits for any of it.
 */
export function startAnnouncer({
  db,
  targets,
  pollMs = 500,
  timeoutMs = 5_000,
  firstBackoffMs = 1_000,
  maxBackoffMs = 60_000,
  onChange,
  keepChangesMs = 7 * 24 * 3_600_000,
  log = (line) => console.log(`content-api: ${line}`),
  now = Date.now,
}: AnnouncerOptions): Announcer {
  const states = new Map<string, TargetState>(targets.map((target) => [target.url, { inFlight: false, failures: 0, nextAttemptAt: 0 }]));
  const deliveries = new Set<Promise<void>>();
  let latestSeen: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  let prunedAt = -Infinity;

  async function deliver(target: AnnounceTarget, state: TargetState, after: number, upTo: number): Promise<void> {
    const rows = await db
      .select({ tags: contentChanges.tags })
      .from(contentChanges)
      .where(and(gt(contentChanges.id, after), lte(contentChanges.id, upTo)));
    const touched = new Set(rows.flatMap((row) => row.tags));
    const tags: ContentTag[] = contentTags.filter((tag) => touched.has(tag));
    let problem: string | null = null;
    if (tags.length > 0) {
      try {
        const answer = await fetch(target.url, {
          method: "POST",
          headers: { authorization: `Bearer ${target.secret}`, "content-type": "application/json" },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await answer.body?.cancel();
        if (!answer.ok) problem = `answered ${answer.status}`;
      } catch (error) {
        problem = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      }
    }
    if (problem) {
      state.failures += 1;
      const wait = Math.min(maxBackoffMs, firstBackoffMs * 2 ** (state.failures - 1));
      state.nextAttemptAt = now() + wait;
      if (state.failures === 1) log(`could not tell ${target.edition} (${target.url}) of a change: ${problem}; asking again with backoff`);
      return;
    }
    await db
      .insert(changeDeliveries)
      .values({ target: target.url, lastChangeId: upTo, deliveredAt: now() })
      .onConflictDoUpdate({
        target: changeDeliveries.target,
        set: { lastChangeId: sql`greatest(${changeDeliveries.lastChangeId}, ${upTo})`, deliveredAt: now() },
      });
    if (state.failures > 0) log(`told ${target.edition} (${target.url}) of the changes it missed, after ${state.failures} failed attempts`);
    state.failures = 0;
    state.nextAttemptAt = 0;
  }

  /**
   * Deletes the changes every edition has confirmed once they are older than
   * `keepChangesMs`, keeping the newest. "Every edition" is this process's
   * targets and any other target confirmed within that time (another API
   * process may announce to more), so a target removed from the settings stops
   * holding changes back after it; one that is down holds them until it is back.
   */
  async function prune(deliveredTo: readonly (typeof changeDeliveries.$inferSelect)[], newest: number): Promise<void> {
    const since = now() - keepChangesMs;
    const confirmed = [
      ...targets.map((target) => deliveredTo.find((row) => row.target === target.url)?.lastChangeId ?? 0),
      ...deliveredTo.filter((row) => row.deliveredAt >= since).map((row) => row.lastChangeId),
    ];
    const upTo = Math.min(newest - 1, ...confirmed);
    if (upTo < 1) return;
    await db.delete(contentChanges).where(and(lte(contentChanges.id, upTo), lt(contentChanges.createdAt, since)));
  }

  async function poll(): Promise<void> {
    const [latest] = await db.select({ id: max(contentChanges.id) }).from(contentChanges);
    const newest = latest?.id ?? 0;
    if (latestSeen !== null && newest > latestSeen) onChange?.();
    latestSeen = newest;
    if (newest === 0) return;
    const deliveredTo = await db.select().from(changeDeliveries);
    const progress = new Map(deliveredTo.map((row) => [row.target, row.lastChangeId]));
    if (now() - prunedAt >= 60_000) {
      prunedAt = now();
      await prune(deliveredTo, newest);
    }
    for (const target of targets) {
      const state = states.get(target.url)!;
      const after = progress.get(target.url) ?? 0;
      if (after >= newest || state.inFlight || now() < state.nextAttemptAt) continue;
      state.inFlight = true;
      const delivery = deliver(target, state, after, newest)
        .catch((error: unknown) => log(`announcing to ${target.edition} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          state.inFlight = false;
          deliveries.delete(delivery);
        });
      deliveries.add(delivery);
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      polling = poll()
        .catch((error: unknown) => log(`reading changes failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          polling = null;
          schedule(pollMs);
        });
    }, delay);
    timer.unref();
  }

  schedule(0);
  return {
    wake() {
      if (!polling) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await Promise.allSettled([...deliveries]);
    },
  };
}
