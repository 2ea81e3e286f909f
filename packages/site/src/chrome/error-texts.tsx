"use client";

import * as React from "react";

export interface ErrorTexts {
  text: string;
  retry: string;
  home: string;
  homeHref: string;
}

const ErrorTextsContext = React.createContext<ErrorTexts | null>(null);

/** The error view's few lines in the page's language, from the layout, since error views get no params. */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: React.ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts | null {
  return React.use(ErrorTextsContext);
}
