"use client";

import * as React from "react";
import { reloadForChunk } from "./chunk-reload";

/** A build's own script or stylesheet that failed to load: the page is older than the deployment. */
function isBuildAsset(target: EventTarget | null): boolean {
  if (target instanceof HTMLScriptElement) return target.src.includes("/_next/static/");
  if (target instanceof HTMLLinkElement) return target.rel === "stylesheet" && target.href.includes("/_next/static/");
  return false;
}

/** Reloads the page (at most once a minute) when one of the build's chunks fails to load. */
export function ChunkReloadWatch() {
  React.useEffect(() => {
    const onError = (event: Event) => {
      // Offline, the chunk is not missing, only unreachable: a reload would lose the page for nothing.
      if (isBuildAsset(event.target) && navigator.onLine) reloadForChunk();
    };
    // Resource errors do not bubble; they reach the window only in the capture phase.
    window.addEventListener("error", onError, true);
    return () => window.removeEventListener("error", onError, true);
  }, []);
  return null;
}
