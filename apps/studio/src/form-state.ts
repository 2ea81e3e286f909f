/** What a form shows after its action ran: plain data, so it crosses from the server to the form. */

export interface SignInState {
  /** The e-mail address as typed, kept when the sign-in fails. */
  email: string;
  /** A message about the whole form, in the page's language. */
  message?: string;
  fields?: { email?: string; password?: string };
}

export interface PasswordState {
  status: "idle" | "saved" | "failed";
  message?: string;
  field?: string;
}

/** One text of an item in a version, as a conflict shows it. */
export interface ShownText {
  name: string;
  label: string;
  value: string;
}

export interface ShownVersion {
  title: string;
  texts: ShownText[];
}

export interface TextsState {
  status: "idle" | "failed" | "conflict";
  message?: string;
  /** Per-field messages, by the field's name. */
  fields?: Record<string, string>;
  /** What was typed, by field name: the form shows it again whatever happened. */
  values?: Record<string, string>;
  /** The version the next save is based on, after a conflict: the newest one. */
  basedOn?: number | null;
  /** Both versions, each with its heading in the page's language. */
  conflict?: { theirs: ShownVersion | null; yours: ShownVersion };
}

export interface PublishState {
  status: "idle" | "failed";
  message?: string;
  fields?: Record<string, string>;
}
