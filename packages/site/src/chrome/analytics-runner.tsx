"use client";

import * as React from "react";
import type { ConsentBannerProps } from "@repo/ui/consent-banner";
import { CONSENT_OPEN_EVENT, type Consent, type ConsentTexts } from "./analytics";
import { CONSENT_KEY, mayLoadAnalytics, startAnalytics } from "./analytics-start";

/**
 * The question's code loads only where it is asked (editions that need
 * consent, until answered); where it cannot load, no analytics loads either.
 */
const ConsentBanner = React.lazy<React.ComponentType<ConsentBannerProps>>(() =>
  import("@repo/ui/consent-banner").then(
    (module) => ({ default: module.ConsentBanner }),
    () => ({ default: () => null }),
  ),
);

function storedConsent(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function storeConsent(consent: Exclude<Consent, null>): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

type Gtag = (...args: unknown[]) => void;

/** What `AnalyticsLoader` does for an edition with ids: the consent question where required, then the analytics script. */
export function AnalyticsRunner({ ids, consentRequired, texts }: { ids: string[]; consentRequired: boolean; texts?: ConsentTexts }) {
  const [consent, setConsent] = React.useState<Consent | "unknown">("unknown");
  const [asking, setAsking] = React.useState(false);

  React.useEffect(() => {
    const stored = storedConsent();
    setConsent(stored);
    if (consentRequired && ids.length > 0 && stored === null) setAsking(true);
    const ask = () => setAsking(true);
    window.addEventListener(CONSENT_OPEN_EVENT, ask);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, ask);
  }, [consentRequired, ids.length]);

  React.useEffect(() => {
    if (consent === "unknown" || !mayLoadAnalytics(ids, consentRequired, consent)) return;
    if (document.querySelector("script[data-analytics]")) return;
    const script = startAnalytics(window, ids);
    script.dataset.analytics = "";
    document.head.append(script);
  }, [ids, consentRequired, consent]);

  function answer(choice: Exclude<Consent, null>) {
    storeConsent(choice);
    setConsent(choice);
    setAsking(false);
    // Withdrawn after the library loaded: it stops storing and sending from now on.
    const gtag = (window as Window & { gtag?: Gtag }).gtag;
    if (choice === "denied") gtag?.("consent", "update", { analytics_storage: "denied" });
  }

  if (!asking || !texts) return null;
  return (
    <React.Suspense fallback={null}>
      <ConsentBanner texts={texts} onAccept={() => answer("granted")} onDecline={() => answer("denied")} />
    </React.Suspense>
  );
}
