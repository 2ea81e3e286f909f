/**
 * What a form action answers and the form renders: shared by the server
 * action and the browser, so it holds plain, already translated strings.
 */
export interface FormState {
  /** `idle` before the first submit; `invalid` when fields need attention; `failed` when the API refused or is down. */
  status: "idle" | "invalid" | "success" | "failed";
  /** What the visitor typed, sent back so nothing is lost when the form is shown again. */
  values: Record<string, string>;
  /** The message of every field that needs attention, by field name. */
  errors: Record<string, string>;
  /** A message about the whole form: 'Submitted successfully', or why it could not be sent. */
  message: string | null;
  /** A second line under the message (a comment awaiting approval, an earlier registration). */
  detail: string | null;
  /** Counts submissions, so the form moves focus again after a second identical answer. */
  submission: number;
}

export const initialFormState: FormState = {
  status: "idle",
  values: {},
  errors: {},
  message: null,
  detail: null,
  submission: 0,
};
