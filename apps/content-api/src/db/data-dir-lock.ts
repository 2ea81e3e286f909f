import {
  closeSync,
  openSync,
  readFileSync,
  realpathSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import lockfile from "proper-lockfile";

/** A second process tried to open a PGlite directory that another one holds. */
export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(readonly dataDir: string) {
    super(
      `The database directory ${dataDir} is in use by another content API process. ` +
        "The embedded database allows one writer: stop the other process (one that was killed is taken over at once), " +
        "or set PGLITE_DATA_DIR to another directory, or DATABASE_URL to a Postgres server.",
    );
  }
}

/** A lock older than this is a crashed holder's (the holder refreshes it every 2 s). */
const STALE_MS = 10_000;

interface Owner {
  pid: number;
  host: string;
}

function readOwner(path: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" && typeof owner.host === "string"
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A short critical section between processes starting on one directory, so
 * taking over a dead holder's lock cannot race another start. Held for
 * milliseconds; one left behind by a crash inside it goes stale.
 */
async function withGate<T>(gate: string, dataDir: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(gate, "wx"));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(gate).mtimeMs > STALE_MS) unlinkSync(gate);
      } catch {
        // Gone meanwhile: try again.
      }
      if (attempt >= 40) throw new DataDirLockedError(dataDir);
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    try {
      unlinkSync(gate);
    } catch {
      // Already removed as stale by a later start: nothing to undo.
    }
  }
}

/**
 * Locks a PGlite data directory for this process (two writers corrupt it) and
 * answers the release. The lock is a directory `proper-lockfile` keeps fresh;
 * beside it `<dir>.owner` names the holding process, so a start after the
 * holder was killed (no chance to release) takes over at once instead of
 * waiting for the lock to go stale, while a live holder still refuses it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const ownerFile = `${dataDir}.owner`;
  const options: lockfile.LockOptions = {
    stale: STALE_MS,
    update: 2_000,
    onCompromised: (error) => {
      // Another process took the directory over: stop writing at once.
      console.error(`Lost the lock on ${dataDir}: ${error.message}`);
      process.exit(1);
    },
  };
  const release = await withGate(`${dataDir}.lock-gate`, dataDir, async () => {
    let unlock: () => Promise<void>;
    try {
      unlock = await lockfile.lock(dataDir, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      const owner = readOwner(ownerFile);
      const dead = owner !== null && owner.host === hostname() && owner.pid !== process.pid && !isRunning(owner.pid);
      if (!dead) throw new DataDirLockedError(dataDir);
      rmdirSync(`${realpathSync(dataDir)}.lock`);
      unlock = await lockfile.lock(dataDir, options);
    }
    writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner));
    return unlock;
  });
  return async () => {
    try {
      unlinkSync(ownerFile);
    } catch {
      // Nothing to remove.
    }
    await release();
  };
}
