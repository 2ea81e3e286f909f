/** A run of percent-escapes (`%3Cb%3E`, `%E1%80%80`): decoded together so multi-byte characters survive. */
const ESCAPES = /(?:%[0-9a-f]{2})+/gi;

/**
 * SPEC §5's message display filter for what visitors wrote (blog comments):
 * percent-escapes are decoded, then angle brackets escaped. The text is only
 * ever rendered as a React text node, which escapes `<` and `>` itself, so
 * this returns the decoded text and leaves the escaping to the renderer;
 * never pass the result to `dangerouslySetInnerHTML`.
 *
 * A stray `%` ("al 10 % casi") is text, not an escape: a run that does not
 * decode is kept exactly as typed instead of failing the whole message.
 */
export function displayMessage(raw: string): string {
  return raw.replace(ESCAPES, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
