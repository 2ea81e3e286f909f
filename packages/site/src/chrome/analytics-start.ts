import type { Consent } from "./analytics";

/*
 * What the analytics runner does in the browser, in a module of its own so it
 * loads with the runner (on demand) rather than with every page, which needs
 * only the event and the edition's rule (`analytics.ts`).
 */

/** Where the web-analytics library loads from (the host the CSP allows when an edition configures ids). */
export const ANALYTICS_SCRIPT = "https://www.googletagmanager.com/gtag/js";

/** The visitor's stored answer to the analytics question, for editions that must ask first. */
export const CONSENT_KEY = "aurevo:analytics-consent";

/**
 * Whether analytics may load now: never without ids; for editions that serve
 * the EU only after the visitor said yes; otherwise at once.
 */
export function mayLoadAnalytics(ids: readonly string[], consentRequired: boolean, consent: Consent): boolean {
  if (ids.length === 0) return false;
  return !consentRequired || consent === "granted";
}

type Gtag = (...args: unknown[]) => void;

/**
 * Starts web analytics in the browser: the library's queue, one `config` per
 * measurement id, and the open event of SPEC §7. Returns the script to add.
 */
export function startAnalytics(win: Window & { dataLayer?: unknown[]; gtag?: Gtag }, ids: readonly string[]): HTMLScriptElement {
  win.dataLayer = win.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // The library reads the queue's entries as `arguments` objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag = gtag;
  gtag("js", new Date());
  for (const id of ids) gtag("config", id);
  gtag("event", "open");
  const script = win.document.createElement("script");
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT}?id=${encodeURIComponent(ids[0] ?? "")}`;
  return script;
}
