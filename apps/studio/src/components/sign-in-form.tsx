"use client";

import { useActionState } from "react";
import { Field, Input, Label, SubmitButton } from "@repo/ui/form";
import { signIn } from "../actions";
import { FormOutcome } from "./form-outcome";
import { useFocusOnChange } from "./use-focus-on-change";

interface SignInFormProps {
  /** Where to go once signed in. */
  next: string;
  /** A message to show before anything is sent (a sign-in link that failed). */
  notice?: string | undefined;
  texts: { email: string; password: string; submit: string; pending: string };
}

/** E-mail and password; works without JavaScript, and keeps the address typed when it fails. */
function SignInForm({ next, notice, texts }: SignInFormProps) {
  const [state, action] = useActionState(signIn, { email: "", message: notice });
  const message = useFocusOnChange<HTMLDivElement>(state);
  return (
    <form action={action} className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="next" value={next} />
      <FormOutcome message={state.message} focusRef={message} />
      <Field error={state.fields?.email} required>
        <Label>{texts.email}</Label>
        <Input key={state.email} name="email" type="email" autoComplete="username" defaultValue={state.email} />
      </Field>
      <Field error={state.fields?.password} required>
        <Label>{texts.password}</Label>
        <Input name="password" type="password" autoComplete="current-password" />
      </Field>
      <SubmitButton pendingLabel={texts.pending} className="self-start">
        {texts.submit}
      </SubmitButton>
    </form>
  );
}

export { SignInForm };
