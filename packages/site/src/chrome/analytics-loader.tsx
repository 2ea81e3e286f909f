"use client";

import * as React from "react";
import { CONSENT_OPEN_EVENT, type ConsentTexts } from "./analytics";
import type { AnalyticsRunner as Runner } from "./analytics-runner";

/** The loader's code, fetched only by an edition that configured analytics ids. */
const AnalyticsRunner = React.lazy<React.ComponentType<React.ComponentProps<typeof Runner>>>(() =>
  import("./analytics-runner").then(
    (module) => ({ default: module.AnalyticsRunner }),
    // Where it cannot load, no analytics loads: the same as declining.
    () => ({ default: () => null }),
  ),
);

/**
 * Loads web analytics once per visit, in the browser only (never while a page
 * is built or rendered on the server), when the edition configured ids and,
 * where consent is required, the visitor has granted it. Where it is
 * required, the question shows until answered, and again when the footer's
 * "Analytics choices" asks for it. An edition without ids has nothing to load
 * or ask about, and its pages carry none of this code.
 */
export function AnalyticsLoader({ ids, consentRequired, texts }: { ids: string[]; consentRequired: boolean; texts?: ConsentTexts }) {
  if (ids.length === 0) return null;
  return (
    <React.Suspense fallback={null}>
      <AnalyticsRunner ids={ids} consentRequired={consentRequired} texts={texts} />
    </React.Suspense>
  );
}

/** The footer's way back to the analytics question. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="underline underline-offset-4 hover:text-ink-inverse"
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
    >
      {label}
    </button>
  );
}
