"use client";

import * as React from "react";
import { MainContent } from "@repo/ui/landmarks";
import { isChunkError, reloadForChunk } from "./chunk-reload";
import { ForceWhiteHeader } from "./header-state";
import { NavigationFailed } from "./navigation";
import type { ErrorScreenView as View } from "./error-screen-view";

/**
 * The view's code loads when an error shows, so pages that never fail do not
 * carry it; a server-rendered error page has it rendered already. A view the
 * deployment no longer has reloads the page (at most once a minute), as any
 * missing chunk does; offline, the offline notice speaks instead.
 */
const ErrorScreenView = React.lazy<React.ComponentType<React.ComponentProps<typeof View>>>(() =>
  import("./error-screen-view").then(
    (module) => ({ default: module.ErrorScreenView }),
    () => {
      if (navigator.onLine) reloadForChunk();
      return { default: () => null };
    },
  ),
);

/**
 * The error view of every page (the `error` file of the locale tree): the
 * status code the server sent in the digest (500 by default), a retry and a
 * way home. A missing chunk reloads the page instead, at most once a minute.
 */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  React.useEffect(() => {
    if (isChunkError(error)) reloadForChunk();
  }, [error]);

  return (
    <MainContent>
      <NavigationFailed />
      <ForceWhiteHeader />
      <React.Suspense fallback={null}>
        <ErrorScreenView error={error} reset={reset} />
      </React.Suspense>
    </MainContent>
  );
}
