export type Consent = "granted" | "denied" | null;

/** The window event the footer's "Analytics choices" sends to show the question again. */
export const CONSENT_OPEN_EVENT = "aurevo:analytics-consent-open";

/** Whether this edition asks before measuring: those serving the EU (the spanish content set). */
export function consentRequiredFor(contentSet: string): boolean {
  return contentSet === "spanish";
}

/** The consent banner's words, in the page's language. */
export interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  decline: string;
}
