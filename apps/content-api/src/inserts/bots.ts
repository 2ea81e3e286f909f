/** What the forms send along to tell people from bots (`formSignalFields` of the contract). */
export interface FormSignals {
  website?: string | undefined;
  formStartedAt?: number | undefined;
}

/**
 * A submission is a bot's when the hidden honeypot field holds anything, when
 * it does not say when the form was shown (the forms always send
 * `formStartedAt`, with or without JavaScript, so only a script posting
 * straight to the API leaves it out), or when it comes sooner than
 * `minFillMs` after that (a time in the future included: nobody submits
 * before seeing the form).
 */
export function isBotSubmission(signals: FormSignals, minFillMs: number, now: number = Date.now()): boolean {
  if (signals.website) return true;
  if (signals.formStartedAt === undefined) return true;
  return now - signals.formStartedAt < minFillMs;
}
