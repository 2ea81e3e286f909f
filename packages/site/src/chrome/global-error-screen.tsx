"use client";

import * as React from "react";
import { MainContent } from "@repo/ui/landmarks";
import { isChunkError, reloadForChunk } from "./chunk-reload";
import type { GlobalErrorBody as Body } from "./global-error-body";
import "../styles.css";

/** The page's content arrives with its texts, when a page fails: no page carries its code until then. */
const GlobalErrorBody = React.lazy<React.ComponentType<React.ComponentProps<typeof Body>>>(() =>
  import("./global-error-body").then(
    (module) => ({ default: module.GlobalErrorBody }),
    // Offline, the texts could not arrive either: the document stays empty rather than failing again.
    () => ({ default: () => null }),
  ),
);

/**
 * The fallback error page (SPEC §8): shown when the layout itself fails, so
 * it brings its own document, in the path's language once its content has
 * loaded. A missing chunk reloads the page instead, at most once a minute.
 */
export function GlobalErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const [lang, setLang] = React.useState("en");

  React.useEffect(() => {
    if (isChunkError(error)) reloadForChunk();
  }, [error]);

  return (
    <html lang={lang}>
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        <MainContent>
          <React.Suspense fallback={null}>
            <GlobalErrorBody error={error} onLanguage={setLang} />
          </React.Suspense>
        </MainContent>
      </body>
    </html>
  );
}
