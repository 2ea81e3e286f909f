"use client";

import * as React from "react";
import { reloadForChunk } from "./chunk-reload";
import type { NotFoundScreenBody as Body } from "./not-found-view-body";

/**
 * The view's code loads on the 404 page only; pages that are found do not
 * carry it. A view the deployment no longer has reloads the page (at most
 * once a minute), as any missing chunk does.
 */
const NotFoundScreenBody = React.lazy<React.ComponentType<React.ComponentProps<typeof Body>>>(() =>
  import("./not-found-view-body").then(
    (module) => ({ default: module.NotFoundScreenBody }),
    () => {
      if (navigator.onLine) reloadForChunk();
      return { default: () => null };
    },
  ),
);

/**
 * The 404 page. Next renders it without the route's params, so the language
 * comes from the path and its lines from the layout. After five seconds it
 * goes home, in the same language.
 */
export function NotFoundScreenView(props: { imageSrc: string }) {
  return (
    <React.Suspense fallback={null}>
      <NotFoundScreenBody {...props} />
    </React.Suspense>
  );
}
