"use client";

import * as React from "react";
import { FallbackErrorView } from "@repo/ui/error-view";
import { localizedPath, splitLocalePath } from "../routing";
import { isChunkError, reloadForChunk } from "./chunk-reload";
import "../styles.css";

interface FallbackTexts {
  message: string;
  details: string;
  home: string;
}

/**
 * The fallback error page (SPEC §8): shown when the layout itself fails, so
 * it brings its own document. Its three lines load with it from the catalogs
 * of the path's language, lazily, so no page carries them until needed.
 */
export function GlobalErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const locale = splitLocalePath(typeof window === "undefined" ? "/" : window.location.pathname).locale;
  const [texts, setTexts] = React.useState<FallbackTexts | null>(null);

  React.useEffect(() => {
    if (isChunkError(error)) reloadForChunk();
  }, [error]);

  React.useEffect(() => {
    let live = true;
    void import("@repo/locales/messages").then(({ pickMessages }) => {
      const picked = pickMessages(locale.intl, ["error.fallback", "error.details", "error.home"]);
      if (live) {
        setTexts({ message: picked["error.fallback"] ?? "", details: picked["error.details"] ?? "", home: picked["error.home"] ?? "" });
      }
    });
    return () => {
      live = false;
    };
  }, [locale.intl]);

  return (
    <html lang={locale.intl}>
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        <main id="main">
          <FallbackErrorView message={texts?.message ?? ""} detailsLabel={texts?.details ?? ""} details={error.digest ? `${error.message} (${error.digest})` : error.message}>
            <a href={localizedPath(locale, "/")} className="text-brand-emphasis underline underline-offset-4">
              {texts?.home}
            </a>
          </FallbackErrorView>
        </main>
      </body>
    </html>
  );
}
