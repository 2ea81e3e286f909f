import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Checkbox, Field, FieldHint, Input, Label, Select, SubmitButton, Textarea } from "./form";

function MessageForm({ error, pending, onSubmit, locale }: { error?: string; pending?: boolean; onSubmit: () => void; locale: unknown }) {
  const t = textsFor(locale);
  return (
    <form
      className="grid max-w-md gap-4 p-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Field required error={error}>
        <Label>{t.name}</Label>
        <Input name="name" autoComplete="name" />
      </Field>
      <Field required hint>
        <Label>{t.emailLabel}</Label>
        <Input name="email" type="email" autoComplete="email" />
        <FieldHint>name@example.com</FieldHint>
      </Field>
      <Field>
        <Label>{t.country}</Label>
        <Select name="country" defaultValue="">
          <option value="" disabled>
            {t.chooseCountry}
          </option>
          <option>Australia</option>
          <option>Myanmar</option>
          <option>Nigeria</option>
        </Select>
      </Field>
      <Field>
        <Label>{t.message}</Label>
        <Textarea name="message" />
      </Field>
      <Field>
        <Checkbox name="consent">{t.consent}</Checkbox>
      </Field>
      <SubmitButton pending={pending} pendingLabel={t.submitting}>
        {t.button}
      </SubmitButton>
    </form>
  );
}

const submitted = fn();

const meta = {
  title: "Primitives/Form",
  component: Field,
  render: (args, { globals }) => <MessageForm error={args.error} onSubmit={submitted} locale={globals.locale} />,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    const name = canvas.getByRole("textbox", { name: /Name/ });
    await expect(name).toBeRequired();
    await userEvent.type(name, "Ada");
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(submitted).toHaveBeenCalledOnce();
  },
};

/** The error is the control's description and the control is invalid. */
export const WithError: Story = {
  args: { error: "Please input Name" },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: /Name/ });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription("Please input Name");
  },
};

/** While the form action runs the submit button is disabled and busy. */
export const Pending: Story = {
  render: (_args, { globals }) => <MessageForm pending onSubmit={() => undefined} locale={globals.locale} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Sending…" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

function ActionForm({ locale }: { locale: unknown }) {
  const t = textsFor(locale);
  const [sent, setSent] = React.useState(false);
  return (
    <form
      className="grid max-w-md gap-4 p-6"
      action={async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        setSent(true);
      }}
    >
      <SubmitButton pendingLabel={t.submitting}>{t.button}</SubmitButton>
      {sent ? <p role="status">Submitted successfully</p> : null}
    </form>
  );
}

/** Pending follows the form action through `useFormStatus`. */
export const PendingFromAction: Story = {
  render: (_args, { globals }) => <ActionForm locale={globals.locale} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(await canvas.findByRole("button", { name: "Sending…" })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Submitted successfully"));
  },
};
export const Mobile: Story = { globals: mobile };
