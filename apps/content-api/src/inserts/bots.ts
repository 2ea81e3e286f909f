/** What the forms send along to tell people from bots (`formSignalFields` of the contract). */
export interface FormSignals {
  website?: string | undefined;
  formStartedAt?: number | undefined;
}

/**
 * A submission is a bot's when the hidden honeypot field holds anything, or
 * when it comes sooner than `minFillMs` after the form was shown (a time in
 * the future included: nobody submits before seeing the form). Without
 * `formStartedAt` only the honeypot decides.
 */
export function isBotSubmission(signals: FormSignals, minFillMs: number, now: number = Date.now()): boolean {
  if (signals.website) return true;
  if (signals.formStartedAt === undefined) return false;
  return now - signals.formStartedAt < minFillMs;
}
