"use client";

import * as React from "react";
import { useFormStatus } from "react-dom";
import { cn } from "#cn";
import { Button } from "./button";

interface FieldContextValue {
  id: string;
  errorId: string;
  hintId: string;
  invalid: boolean;
  required: boolean;
  hasHint: boolean;
}

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useField(): FieldContextValue | null {
  return React.use(FieldContext);
}

/** The controls' wiring: id for the label, `aria-describedby` to hint and error, `aria-invalid`. */
function controlProps(
  field: FieldContextValue | null,
  props: { id?: string; "aria-describedby"?: string; required?: boolean },
) {
  if (!field) return {};
  const describedBy = [
    props["aria-describedby"],
    field.hasHint ? field.hintId : null,
    field.invalid ? field.errorId : null,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    id: props.id ?? field.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": field.invalid || undefined,
    required: props.required ?? field.required,
  };
}

interface FieldProps extends React.ComponentProps<"div"> {
  /** The error message; when set the control is marked invalid and described by it. */
  error?: string | undefined;
  required?: boolean;
  /** Whether a `FieldHint` is present. */
  hint?: boolean;
}

/** One form field: `Label`, a control, optional `FieldHint` and `FieldError`, wired by ids. */
function Field({ className, error, required = false, hint = false, children, ...props }: FieldProps) {
  const id = React.useId();
  const value = React.useMemo(
    () => ({
      id: `${id}-control`,
      errorId: `${id}-error`,
      hintId: `${id}-hint`,
      invalid: Boolean(error),
      required,
      hasHint: hint,
    }),
    [id, error, required, hint],
  );
  return (
    <FieldContext value={value}>
      <div
        data-slot="field"
        data-invalid={error ? "true" : undefined}
        className={cn("flex flex-col gap-1.5", className)}
        {...props}
      >
        {children}
        {error ? <FieldError>{error}</FieldError> : null}
      </div>
    </FieldContext>
  );
}

/** A field label; in a required field it shows a mark (hidden from assistive tech, which reads `required`). */
function Label({ className, children, htmlFor, ...props }: React.ComponentProps<"label">) {
  const field = useField();
  return (
    <label data-slot="label" htmlFor={htmlFor ?? field?.id} className={cn("text-sm font-medium", className)} {...props}>
      {children}
      {field?.required ? (
        <span aria-hidden className="ms-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}

function FieldHint({ className, ...props }: React.ComponentProps<"p">) {
  const field = useField();
  return <p data-slot="field-hint" id={field?.hintId} className={cn("text-xs text-ink-muted", className)} {...props} />;
}

function FieldError({ className, ...props }: React.ComponentProps<"p">) {
  const field = useField();
  return <p data-slot="field-error" id={field?.errorId} className={cn("text-sm text-danger", className)} {...props} />;
}

const control = [
  "w-full rounded-control border border-line bg-surface px-3 text-base text-ink",
  "placeholder:text-ink-muted hover:border-ink-muted",
  "aria-invalid:border-danger aria-invalid:bg-danger-subtle",
  "disabled:cursor-not-allowed disabled:opacity-60",
];

function Input({ className, ...props }: React.ComponentProps<"input">) {
  const field = useField();
  return (
    <input data-slot="input" className={cn(control, "h-11", className)} {...props} {...controlProps(field, props)} />
  );
}

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  const field = useField();
  return (
    <textarea
      data-slot="textarea"
      className={cn(control, "min-h-32 py-2", className)}
      {...props}
      {...controlProps(field, props)}
    />
  );
}

function Select({ className, ...props }: React.ComponentProps<"select">) {
  const field = useField();
  return (
    <select
      data-slot="select"
      className={cn(control, "h-11 cursor-pointer", className)}
      {...props}
      {...controlProps(field, props)}
    />
  );
}

/** A checkbox with its label beside it; use inside a `Field` for error wiring. */
function Checkbox({ className, children, ...props }: React.ComponentProps<"input">) {
  const field = useField();
  const wiring = controlProps(field, props);
  return (
    <label data-slot="checkbox" className={cn("flex cursor-pointer items-start gap-2 text-sm", className)}>
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand" {...props} {...wiring} />
      <span>{children}</span>
    </label>
  );
}

/**
 * The form's submit button: a `Button` in the emphasis intent (white text on the brand colour
 * measures 4.37:1, under the 4.5:1 small text needs; the emphasis shade passes). Pending while the enclosing form
 * action runs (`useFormStatus`) or when `pending` is set; then disabled, `aria-busy`, and showing
 * `pendingLabel`.
 */
function SubmitButton({
  pending: pendingProp,
  pendingLabel,
  children,
  disabled,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "asChild" | "intent"> & { pending?: boolean; pendingLabel: string }) {
  const status = useFormStatus();
  const pending = pendingProp ?? status.pending;
  return (
    <Button
      type="submit"
      intent="emphasis"
      data-pending={pending}
      aria-busy={pending || undefined}
      disabled={disabled || pending}
      {...props}
    >
      {pending ? (
        <>
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

const formMessageTones = {
  /** The form was sent: 'Submitted successfully'. */
  success: "border-brand bg-brand-subtle text-brand-emphasis",
  /** The form needs attention or could not be sent; the text says which. */
  error: "border-danger bg-danger-subtle text-danger",
};

/**
 * A message about the whole form (sent, refused, could not be sent). Render
 * it inside a `FormStatus` region so screen readers announce it; it takes
 * focus programmatically (`tabIndex={-1}`) when the app moves focus to it.
 */
function FormMessage({
  className,
  tone = "success",
  ...props
}: React.ComponentProps<"div"> & { tone?: keyof typeof formMessageTones }) {
  return (
    <div
      data-slot="form-message"
      data-tone={tone}
      tabIndex={-1}
      className={cn(
        "rounded-card border px-4 py-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2",
        formMessageTones[tone],
        className,
      )}
      {...props}
    />
  );
}

/**
 * The live region a form's `FormMessage` appears in. It is rendered before
 * any message, empty, because screen readers only announce changes inside a
 * live region that already exists.
 */
function FormStatus({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="form-status"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cn("empty:hidden", className)}
      {...props}
    />
  );
}

/**
 * A trap for bots: a text box people never see or reach (off-screen, out of
 * the tab order, hidden from assistive technology, no autofill), which form
 * fillers do fill in. A non-empty value marks the submission as a bot's.
 */
function Honeypot({
  name = "website",
  label,
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "tabIndex" | "autoComplete"> & { label: string }) {
  return (
    <div
      data-slot="honeypot"
      aria-hidden="true"
      className={cn("absolute -start-[10000px] size-px overflow-hidden", className)}
    >
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" {...props} />
      </label>
    </div>
  );
}


export {
  Checkbox,
  Field,
  FieldError,
  FieldHint,
  FormMessage,
  FormStatus,
  Honeypot,
  Input,
  Label,
  Select,
  SubmitButton,
  Textarea,
  type FieldProps,
};
