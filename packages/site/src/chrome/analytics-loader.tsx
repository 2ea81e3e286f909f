"use client";

import * as React from "react";
import { ConsentBanner } from "@repo/ui/consent-banner";
import { CONSENT_KEY, CONSENT_OPEN_EVENT, mayLoadAnalytics, startAnalytics, type Consent } from "./analytics";

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

export interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  decline: string;
}

/**
 * Loads web analytics once per visit, in the browser only (never while a page
 * is built or rendered on the server), when the edition configured ids and,
 * where consent is required, the visitor has granted it. Where it is
 * required, the question shows until answered, and again when the footer's
 * "Analytics choices" asks for it.
 */
export function AnalyticsLoader({ ids, consentRequired, texts }: { ids: string[]; consentRequired: boolean; texts?: ConsentTexts }) {
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
  return <ConsentBanner texts={texts} onAccept={() => answer("granted")} onDecline={() => answer("denied")} />;
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
