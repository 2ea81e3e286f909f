"use client";

import * as React from "react";
import { localizedPath, splitLocalePath } from "../routing";
import { FallbackErrorView } from "@repo/ui/error-view";

interface FallbackTexts {
  message: string;
  details: string;
  home: string;
}

/**
 * What the fallback error page shows: the message, the error's details and a
 * way home, in the path's language, whose three lines load from the catalogs.
 * It tells the page its language for `<html lang>`.
 */
export function GlobalErrorBody({ error, onLanguage }: { error: Error & { digest?: string }; onLanguage: (lang: string) => void }) {
  const locale = splitLocalePath(typeof window === "undefined" ? "/" : window.location.pathname).locale;
  const [texts, setTexts] = React.useState<FallbackTexts | null>(null);

  React.useEffect(() => onLanguage(locale.intl), [locale.intl, onLanguage]);

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
    <FallbackErrorView message={texts?.message ?? ""} detailsLabel={texts?.details ?? ""} details={error.digest ? `${error.message} (${error.digest})` : error.message}>
      <a href={localizedPath(locale, "/")} className="text-brand-emphasis underline underline-offset-4">
        {texts?.home}
      </a>
    </FallbackErrorView>
  );
}
