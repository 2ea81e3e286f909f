"use client";

import * as React from "react";
import type { NotFoundTexts } from "./not-found";

export interface ErrorTexts {
  text: string;
  retry: string;
  home: string;
  homeHref: string;
  /** The 404 view's lines. */
  notFound: NotFoundTexts;
}

const ErrorTextsContext = React.createContext<ErrorTexts | null>(null);

/** The error and 404 views' few lines in the page's language, from the layout, since those views get no params. */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: React.ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts | null {
  return React.use(ErrorTextsContext);
}
