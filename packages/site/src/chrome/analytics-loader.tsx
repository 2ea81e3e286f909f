"use client";

import * as React from "react";
import { CONSENT_KEY, mayLoadAnalytics, startAnalytics, type Consent } from "./analytics";

function storedConsent(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Loads web analytics once per visit, in the browser only (never while a page
 * is built or rendered on the server), when the edition configured ids and,
 * where consent is required, the visitor has granted it.
 */
export function AnalyticsLoader({ ids, consentRequired }: { ids: string[]; consentRequired: boolean }) {
  React.useEffect(() => {
    if (!mayLoadAnalytics(ids, consentRequired, storedConsent())) return;
    if (document.querySelector("script[data-analytics]")) return;
    const script = startAnalytics(window, ids);
    script.dataset.analytics = "";
    document.head.append(script);
  }, [ids, consentRequired]);
  return null;
}
