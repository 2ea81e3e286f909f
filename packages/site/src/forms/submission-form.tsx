"use client";

import * as React from "react";
import { Field, FieldHint, FormMessage, FormStatus, Honeypot, Input, Label, Select, SubmitButton, Textarea } from "@repo/ui/form";
import { cn } from "@repo/ui/cn";
import { initialFormState, type FormState } from "./form-state";

interface Choice {
  value: string;
  label: string;
}

/** One field as the form shows it; everything is already in the visitor's language. */
export type FieldView = {
  name: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
} & (
  | { kind: "text" | "email" | "tel"; maxLength?: number }
  | { kind: "textarea"; maxLength?: number }
  | { kind: "select"; placeholder: string; options?: Choice[]; groups?: { label: string; options: Choice[] }[] }
);

export interface SubmissionFormTexts {
  submit: string;
  submitting: string;
  honeypot: string;
  /** Shown when the post or its answer was lost on the way (the visitor went offline). */
  offline: string;
  /** Shown beside the button and describing it (the webinar's consent text). */
  consent?: string;
}

interface SubmissionFormProps {
  /** A Server Action bound to the form's locale (and blog or webinar). */
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  fields: FieldView[];
  texts: SubmissionFormTexts;
  /** When the form was rendered (epoch ms): the fill time the API checks when JavaScript is off. */
  renderedAt: number;
  /** The form's accessible name (the title of the section it sits in). */
  label: string;
}

/**
 * A public form on a Server Action: a plain POST without JavaScript, a
 * transition with it, the same messages either way. The state that comes
 * back holds the typed values, so an error or an outage loses nothing, nor
 * does a connection lost on the way.
 */
export class SubmissionForm extends React.Component<SubmissionFormProps, { error?: unknown }> {
  override state: { error?: unknown } = {};
  /** The form while a post of it waits for its answer. */
  sent: HTMLFormElement | null = null;
  /** The state the form starts from: the first, or the one kept when a post was lost. */
  kept = initialFormState;
  /** How many posts were lost: a new form for each. */
  lost = 0;
  keep = (sent: HTMLFormElement | null) => {
    this.sent = sent;
  };

  // A post, or the answer to it, lost on the way (the visitor went offline) throws where React
  // renders the form: the form comes back as it was sent, saying so, to be sent again (a post that
  // did arrive is stored once however often it comes). Any other error goes on to the page's error view.
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch() {
    // The form is out of the page by now, its fields still hold what was typed.
    const values = Object.fromEntries(new FormData(this.sent ?? undefined)) as Record<string, string>;
    this.kept = { ...initialFormState, status: "failed", values, message: this.props.texts.offline, submission: 1 };
    this.sent = null;
    this.lost += 1;
    this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error !== undefined) {
      // Rethrown as React caught it, whatever it is, for the page's error view.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (!this.sent) throw this.state.error;
      return null;
    }
    return <ActionForm key={this.lost} {...this.props} initial={this.kept} keep={this.keep} />;
  }
}

function ActionForm({
  action,
  fields,
  texts,
  renderedAt,
  label,
  initial,
  keep,
}: SubmissionFormProps & { initial: FormState; keep: (sent: HTMLFormElement | null) => void }) {
  const [state, formAction, pending] = React.useActionState(action, initial);
  const formRef = React.useRef<HTMLFormElement>(null);
  const statusRef = React.useRef<HTMLDivElement>(null);
  const startedAtRef = React.useRef<HTMLInputElement>(null);
  const consentId = React.useId();
  const firstInvalid = fields.find((field) => state.errors[field.name])?.name;

  // A cached page may have been rendered long ago: with JavaScript, the form
  // was "shown" when it appeared in this browser, or was sent and emptied. A
  // form that comes back as typed was filled before: sent again at once, it
  // must not read as a bot's.
  React.useEffect(() => {
    if (startedAtRef.current && state.status !== "failed") startedAtRef.current.value = String(Date.now());
  }, [state.submission, state.status]);

  // A post sent before the page's scripts ran is sent again by React once they have, without a
  // submit event: the form is known to be on its way from the pending state, however it was sent.
  React.useEffect(() => keep(pending ? formRef.current : null), [pending, keep]);

  // After each answer, focus goes where the visitor needs to look: the first
  // field to fix, or the message saying the form was sent or could not be.
  React.useEffect(() => {
    if (state.submission === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else statusRef.current?.focus();
  }, [state.submission]);

  return (
    <form
      ref={formRef}
      action={formAction}
      aria-label={label}
      aria-busy={pending || undefined}
      noValidate
      className="relative grid gap-5 desk:grid-cols-2"
    >
      <FormStatus className="desk:col-span-2">
        {state.message ? (
          <FormMessage ref={statusRef} tone={state.status === "success" ? "success" : "error"}>
            <p className="font-medium">{state.message}</p>
            {state.detail ? <p className="mt-1">{state.detail}</p> : null}
          </FormMessage>
        ) : null}
      </FormStatus>
      {fields.map((field) => (
        <Field
          key={field.name}
          required
          hint={Boolean(field.hint)}
          error={state.errors[field.name]}
          className={cn((field.wide || field.kind === "textarea") && "desk:col-span-2")}
        >
          <Label>{field.label}</Label>
          <FieldControl
            // A select comes back from React's reset of the form at its first option, whatever
            // its default (React 19): a new one per answer starts at the value typed.
            key={field.kind === "select" ? state.submission : undefined}
            field={field}
            value={state.values[field.name] ?? ""}
            autoFocus={field.name === firstInvalid}
          />
          {field.hint ? <FieldHint>{field.hint}</FieldHint> : null}
        </Field>
      ))}
      <Honeypot label={texts.honeypot} />
      <input ref={startedAtRef} type="hidden" name="formStartedAt" defaultValue={String(renderedAt)} />
      <div className="flex flex-col items-start gap-3 desk:col-span-2 desk:flex-row desk:items-center">
        <SubmitButton pendingLabel={texts.submitting} aria-describedby={texts.consent ? consentId : undefined}>
          {texts.submit}
        </SubmitButton>
        {texts.consent ? (
          <p id={consentId} className="text-sm text-ink-muted">
            {texts.consent}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The control of one field, uncontrolled with the last typed value as its
 * default: React resets a form after its action, back to these defaults.
 */
function FieldControl({ field, value, autoFocus }: { field: FieldView; value: string; autoFocus: boolean }) {
  // Focusing on load is only for the answer to a post made without JavaScript.
  const focus = autoFocus ? { autoFocus: true } : {};
  switch (field.kind) {
    case "textarea":
      return <Textarea name={field.name} defaultValue={value} maxLength={field.maxLength} {...focus} />;
    case "select":
      return (
        <Select name={field.name} defaultValue={value} autoComplete={field.autoComplete} {...focus}>
          <option value="">{field.placeholder}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {field.groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      );
    default:
      return (
        <Input
          name={field.name}
          type={field.kind}
          defaultValue={value}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          {...focus}
        />
      );
  }
}
