"use client";

import { useActionState } from "react";
import { Field, FieldHint, Input, Label, SubmitButton } from "@repo/ui/form";
import { changePassword } from "../actions";
import { FormOutcome } from "./form-outcome";
import { useFocusOnChange } from "./use-focus-on-change";

interface PasswordFormProps {
  /** The account's address, for password managers. */
  email: string;
  texts: { label: string; hint: string; submit: string; pending: string };
}

/** Sets the person's own password (at least 12 characters, as the API requires). */
function PasswordForm({ email, texts }: PasswordFormProps) {
  const [state, action] = useActionState(changePassword, { status: "idle" });
  const message = useFocusOnChange<HTMLDivElement>(state);
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <FormOutcome message={state.message} tone={state.status === "saved" ? "success" : "error"} focusRef={message} />
      <Field error={state.field} required hint>
        <Label>{texts.label}</Label>
        <Input name="newPassword" type="password" autoComplete="new-password" minLength={12} maxLength={256} />
        <FieldHint>{texts.hint}</FieldHint>
      </Field>
      <SubmitButton pendingLabel={texts.pending} className="self-start">
        {texts.submit}
      </SubmitButton>
    </form>
  );
}

export { PasswordForm };
