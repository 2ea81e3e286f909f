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
  /**
   * The endpoints to tell: a list, or how to read them (from the editions the
   * content holds). Read at start, again in the poll that sees a change to the
   * `editions` (an edition imported, changed or removed while the API runs),
   * and at least every `targetsMs` besides.
   */
  targets: readonly AnnounceTarget[] | (() => Promise<readonly AnnounceTarget[]>);
  /** The longest the targets read are kept without a change to the editions, in ms. */
  targetsMs?: number;
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

/** The log line naming what the announcer tells of every change. */
export function describeTargets(targets: readonly AnnounceTarget[]): string {
  if (targets.length === 0) return "telling the editions of every change once one with a secret is among them: none is yet";
  return `telling the editions of every change: ${targets.map((target) => `${target.edition} ${target.url}`).join(", ")}`;
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
  targetsMs = 60_000,
  pollMs = 500,
  timeoutMs = 5_000,
  firstBackoffMs = 1_000,
  maxBackoffMs = 60_000,
  onChange,
  keepChangesMs = 7 * 24 * 3_600_000,
  log = (line) => console.log(`content-api: ${line}`),
  now = Date.now,
}: AnnouncerOptions): Announcer {
  const readTargets = typeof targets === "function" ? targets : null;
  let current: readonly AnnounceTarget[] = typeof targets === "function" ? [] : targets;
  let targetsReadAt = -Infinity;
  const fresh = (): TargetState => ({ inFlight: false, failures: 0, nextAttemptAt: 0 });
  const states = new Map<string, TargetState>(current.map((target) => [target.url, fresh()]));
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
   * process may announce to more), so a target removed from the settings or the
   * editions stops holding changes back after it; one that is down holds them
   * until it is back.
   */
  async function prune(deliveredTo: readonly (typeof changeDeliveries.$inferSelect)[], newest: number): Promise<void> {
    const since = now() - keepChangesMs;
    const confirmed = [
      ...current.map((target) => deliveredTo.find((row) => row.target === target.url)?.lastChangeId ?? 0),
      ...deliveredTo.filter((row) => row.deliveredAt >= since).map((row) => row.lastChangeId),
    ];
    const upTo = Math.min(newest - 1, ...confirmed);
    if (upTo < 1) return;
    await db.delete(contentChanges).where(and(lte(contentChanges.id, upTo), lt(contentChanges.createdAt, since)));
  }

  /** Whether a change after `after`, up to `upTo`, touched the editions. */
  async function editionsChanged(after: number, upTo: number): Promise<boolean> {
    const touching = await db
      .select({ id: contentChanges.id })
      .from(contentChanges)
      .where(and(gt(contentChanges.id, after), lte(contentChanges.id, upTo), sql`'editions' = any(${contentChanges.tags})`))
      .limit(1);
    return touching.length > 0;
  }

  /**
   * Reads the targets again and says which came and went. A target that comes
   * has no stored progress, so its first announcement carries the tags of every
   * change still kept (`keepChangesMs`), in one request, as for any new target
   * since the announcer began: an edition imported after it started may have
   * served, and cached, content it was never told had changed, and one purge of
   * those tags costs it one request, not one per change. A target that goes
   * keeps its stored progress, so it carries on from there if it comes back.
   */
  async function refreshTargets(): Promise<void> {
    const next = await readTargets!();
    const first = targetsReadAt === -Infinity;
    targetsReadAt = now();
    const before = new Set(current.map((target) => target.url));
    const after = new Set(next.map((target) => target.url));
    for (const target of next) {
      if (before.has(target.url)) continue;
      states.set(target.url, fresh());
      if (!first) log(`now telling ${target.edition} (${target.url}) of every change`);
    }
    for (const target of current) {
      if (after.has(target.url)) continue;
      states.delete(target.url);
      log(`no longer telling ${target.edition} (${target.url}): the editions no longer name it`);
    }
    if (first) log(describeTargets(next));
    current = next;
  }

  async function poll(): Promise<void> {
    const [latest] = await db.select({ id: max(contentChanges.id) }).from(contentChanges);
    const newest = latest?.id ?? 0;
    const changed = latestSeen !== null && newest > latestSeen;
    if (changed) onChange?.();
    if (
      readTargets &&
      (now() - targetsReadAt >= targetsMs || (changed && (await editionsChanged(latestSeen!, newest))))
    ) {
      await refreshTargets();
    }
    latestSeen = newest;
    if (newest === 0) return;
    const deliveredTo = await db.select().from(changeDeliveries);
    const progress = new Map(deliveredTo.map((row) => [row.target, row.lastChangeId]));
    if (now() - prunedAt >= 60_000) {
      prunedAt = now();
      await prune(deliveredTo, newest);
    }
    for (const target of current) {
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
