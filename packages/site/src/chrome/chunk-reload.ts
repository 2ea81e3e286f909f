/** When the page last reloaded itself over a missing chunk. */
const RELOADED_AT = "aurevo:chunk-reload-at";
const ONCE_PER_MS = 60_000;

/** Whether `error` says a script or style chunk failed to load (a new deployment replaced it). */
export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk .* failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/**
 * Reloads the page to pick up the current build, at most once a minute so a
 * chunk that stays missing cannot loop (SPEC §8). True when it reloads.
 */
export function reloadForChunk(storage: Pick<Storage, "getItem" | "setItem"> = window.sessionStorage, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < ONCE_PER_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  window.location.reload();
  return true;
}
