import type { IntlShape } from "@formatjs/intl";
import type { z } from "zod";
import { apiErrorCodes, isApiError } from "@repo/api-client/errors";
import type { MessageId } from "@repo/locales/messages";
import type { FormState } from "./form-state";

/** How a field's problems read: the SPEC §5 message when it is blank, and one for a value of the wrong shape. */
export interface FieldRule {
  required: MessageId;
  /** An e-mail or phone number that is not one. */
  format?: MessageId;
  /** A choice from a list: any problem reads as the required message ('Please select …'). */
  choice?: boolean;
}

/** A form's fields, in the order they are shown: the first invalid one takes focus. */
export type FieldRules = Readonly<Record<string, FieldRule>>;

/** The names of the anti-spam signals every form sends (see `formSignalFields` in the contract). */
export const HONEYPOT_FIELD = "website";
export const STARTED_AT_FIELD = "formStartedAt";

type Issue = Pick<z.core.$ZodIssue, "code" | "path"> & { maximum?: unknown };

/**
 * The message for one field in the visitor's language: blank (or a choice
 * not on the list) is the field's required message, too long says the limit,
 * a value of the wrong shape the format message, anything else asks to check it.
 */
export function fieldMessage(intl: IntlShape<string>, rule: FieldRule, value: string, issue?: Issue): string {
  if (value.trim() === "" || rule.choice) return intl.formatMessage({ id: rule.required });
  if (issue?.code === "too_big" && typeof issue.maximum === "number") {
    return intl.formatMessage({ id: "forms.validation.tooLong" }, { max: issue.maximum });
  }
  return intl.formatMessage({ id: rule.format ?? "forms.validation.invalid" });
}

/** The typed values of `rules`' fields from a form post; absent fields are blank. */
export function readValues(formData: FormData, rules: FieldRules): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(rules)) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** How many times the form was sent before, as its last state says; none when a post claims a state that says no such thing. */
function submissionsBefore(previous: unknown): number {
  const count = (previous as { submission?: unknown } | null | undefined)?.submission;
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : 0;
}

interface SubmitOptions<Schema extends z.ZodType, Result> {
  intl: IntlShape<string>;
  /** The post's fields; anything else when a post was made by hand (read as a form left empty). */
  formData: unknown;
  /** The state the form last showed; a post made by hand can claim any. */
  previous: unknown;
  rules: FieldRules;
  /** The contract's insert schema: the same one the API validates with. */
  schema: Schema;
  /** Fields the form does not show but the body needs (the blog's or webinar's id). */
  context: Record<string, string>;
  /** Calls the API with the validated body. */
  send: (body: z.output<Schema>) => Promise<Result>;
  /** A second line for the success message, from the API's answer. */
  detail?: (result: Result) => string | null;
  /** What a refusal without field problems means for this form (a webinar that has just closed). */
  refused?: MessageId;
  /** Runs after the API stored the submission (refresh cached pages that show it). */
  after?: (result: Result) => void;
}

/**
 * One submission of a public form, the same with and without JavaScript:
 * read the post, validate it with the contract's schema, send it, and say
 * what happened in the visitor's language. Whatever goes wrong, the typed
 * values come back so the form loses nothing.
 */
export async function submitForm<Schema extends z.ZodType, Result>(
  options: SubmitOptions<Schema, Result>,
): Promise<FormState> {
  const { intl, previous, rules, schema, context } = options;
  const formData = options.formData instanceof FormData ? options.formData : new FormData();
  const values = readValues(formData, rules);
  const signals: Record<string, string> = {};
  for (const name of [HONEYPOT_FIELD, STARTED_AT_FIELD]) {
    const value = formData.get(name);
    if (typeof value === "string" && value !== "") signals[name] = value;
  }
  const submission = submissionsBefore(previous) + 1;
  // Fields to fix: each says what, the summary how many; or a form that could not be sent at all.
  const answer = (errors: Record<string, string>, otherwise: MessageId): FormState => {
    const count = Object.keys(errors).length;
    return count > 0
      ? {
          status: "invalid",
          values,
          errors: ordered(errors, rules),
          message: intl.formatMessage({ id: "forms.errorSummary" }, { count }),
          detail: null,
          submission,
        }
      : {
          status: "failed",
          values,
          errors: {},
          message: intl.formatMessage({ id: otherwise }),
          detail: intl.formatMessage({ id: "forms.kept" }),
          submission,
        };
  };

  const parsed = schema.safeParse({ ...values, ...context, ...signals });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "");
      const rule = rules[name];
      if (!rule || errors[name]) continue;
      errors[name] = fieldMessage(intl, rule, values[name] ?? "", issue);
    }
    // A problem only outside the visible fields (a tampered hidden field) is not the visitor's to fix.
    return answer(errors, "forms.refused");
  }

  let result: Result;
  try {
    result = await options.send(parsed.data);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === apiErrorCodes.badRequest) {
      const errors: Record<string, string> = {};
      for (const name of Object.keys(error.fields)) {
        const rule = rules[name];
        if (rule) errors[name] = fieldMessage(intl, rule, values[name] ?? "");
      }
      return answer(errors, options.refused ?? "forms.refused");
    }
    if (error.code === apiErrorCodes.tooManyRequests) return answer({}, "forms.tooMany");
    if (refusals.has(error.code)) return answer({}, "forms.refused");
    console.error(`A form could not be sent (${error.path}: ${error.code} ${error.msg})`);
    return answer({}, "forms.failure");
  }
  options.after?.(result);
  return {
    status: "success",
    values: {},
    errors: {},
    message: intl.formatMessage({ id: "forms.success" }),
    detail: options.detail?.(result) ?? null,
    submission,
  };
}

/** Answers that mean the API will not take this post as it is; anything else is worth another try. */
const refusals = new Set<number>([
  apiErrorCodes.forbidden,
  apiErrorCodes.notFound,
  apiErrorCodes.payloadTooLarge,
  apiErrorCodes.unsupportedMediaType,
]);

/** The errors in the order the fields are shown, so the first one is the first invalid field. */
function ordered(errors: Record<string, string>, rules: FieldRules): Record<string, string> {
  const sorted: Record<string, string> = {};
  for (const name of Object.keys(rules)) {
    const message = errors[name];
    if (message) sorted[name] = message;
  }
  return sorted;
}
