"use client";

import * as React from "react";

/**
 * A part of the page whose code is not needed until the visitor reaches for
 * it (a menu, a drawer): `request()` loads it once, on intent (pointer,
 * focus, tap), and `loaded` holds the module afterwards. Pages stay light for
 * visitors who never open it; a failed load can be retried by the next
 * intent.
 */
export function useOnDemand<T>(load: () => Promise<T>): { loaded: T | null; request: () => void } {
  const [loaded, setLoaded] = React.useState<T | null>(null);
  const pending = React.useRef<Promise<void> | null>(null);
  const request = React.useCallback(() => {
    // Offline, the code cannot arrive: the first intent after the connection returns loads it.
    if (typeof navigator !== "undefined" && navigator.onLine === false) return;
    pending.current ??= load().then(
      (module) => setLoaded(() => module),
      (error: unknown) => {
        pending.current = null;
        console.error("A part of the page could not be loaded:", error);
      },
    );
  }, [load]);
  return { loaded, request };
}

/**
 * Moves focus into the loaded replacement of an element that had it: the
 * element at `index` among `selector` matches under `root`.
 */
export function restoreFocus(root: HTMLElement | null, selector: string, index: number): void {
  const target = root?.querySelectorAll<HTMLElement>(selector)[index];
  target?.focus();
}
