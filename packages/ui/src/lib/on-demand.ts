"use client";

import * as React from "react";

interface OnDemand<T> {
  /** The module, once it has arrived. */
  loaded: T | null;
  /** Loads the module, once; an event handler as it stands (intent: pointer, focus, tap). */
  request: () => void;
  /**
   * Loads the module and runs `action` once it has arrived (at once if it
   * already has). A later call replaces an action still waiting: the
   * visitor's last intent wins, e.g. the menu item pressed while the code was
   * on its way opens when it lands.
   */
  whenLoaded: (action: () => void) => void;
  /**
   * A ref for the element holding the part in either form. Focus inside it
   * when the module arrives moves to the element of the loaded form with the
   * same `data-slot` at the same position, so a keyboard visitor keeps their
   * place when the placeholder is swapped for the real part.
   */
  frame: (node: HTMLElement | null) => void;
}

/**
 * A part of the page whose code is not needed until the visitor reaches for
 * it (a menu, a drawer, a dialog): the page renders a light placeholder with
 * the same look and `data-slot`s, and calls `request()` on intent (pointer,
 * focus, tap); while `needed` (the part is open, or asked open from the
 * start) it loads at once. Pages stay light for visitors who never open it.
 * Offline, or after a failed load, the next intent tries again.
 */
export function useOnDemand<T>(load: () => Promise<T>, needed = false): OnDemand<T> {
  const [loaded, setLoaded] = React.useState<T | null>(null);
  // What the part knows between renders: the load under way, whether it arrived, the intent waiting
  // for it, its frame, and where focus was in the frame (`data-slot`, index among its kind) when it did.
  const part = React.useRef<{ pending?: Promise<void>; arrived?: boolean; then?: () => void; frame?: HTMLElement | null; focus?: [string, number] }>({});

  const whenLoaded = React.useCallback(
    (action?: () => void) => {
      const state = part.current;
      if (state.arrived) return action?.();
      if (action) state.then = action;
      // Offline, the code cannot arrive: the first intent after the connection returns loads it.
      if (typeof navigator !== "undefined" && navigator.onLine === false) return;
      state.pending ??= load().then(
        (module) => {
          const { frame } = state;
          const focused = frame?.ownerDocument.activeElement?.closest("[data-slot]");
          const slot = focused?.getAttribute("data-slot");
          if (frame && focused && slot && frame.contains(focused)) {
            state.focus = [slot, [...frame.querySelectorAll(`[data-slot="${slot}"]`)].indexOf(focused)];
          }
          state.arrived = true;
          setLoaded(() => module);
          state.then?.();
          state.then = undefined;
        },
        (error: unknown) => {
          state.pending = undefined;
          console.error("A part of the page could not be loaded:", error);
        },
      );
    },
    [load],
  );
  const request = React.useCallback(() => whenLoaded(), [whenLoaded]);

  React.useEffect(() => {
    if (needed) request();
  }, [needed, request]);

  React.useLayoutEffect(() => {
    const { frame, focus } = part.current;
    if (!loaded || !frame || !focus) return;
    frame.querySelectorAll<HTMLElement>(`[data-slot="${focus[0]}"]`)[focus[1]]?.focus();
    part.current.focus = undefined;
  }, [loaded]);

  const frame = React.useCallback((node: HTMLElement | null) => {
    part.current.frame = node;
  }, []);

  return { loaded, request, whenLoaded, frame };
}
