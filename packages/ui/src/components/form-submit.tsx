"use client";

import type * as React from "react";
import { useFormStatus } from "react-dom";
import { cn } from "#cn";
import { Button } from "./button";

/*
 * What a whole form needs beside its fields (`./form`): the submit button,
 * the message about the form and its live region, the bots' trap. Apart from
 * the fields, so a page with a lone field does not carry them.
 */

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

export { FormMessage, FormStatus, Honeypot, SubmitButton };
