import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import {
  Checkbox,
  Field,
  FieldHint,
  FormMessage,
  FormStatus,
  Honeypot,
  Input,
  Label,
  Select,
  SubmitButton,
  Textarea,
} from "./form";

function MessageForm({
  error,
  pending,
  onSubmit,
  locale,
}: {
  error?: string;
  pending?: boolean;
  onSubmit: () => void;
  locale: unknown;
}) {
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

/** What a form says about itself once answered, in the three languages (fixtures of this story). */
const answers = {
  en: {
    success: "Submitted successfully",
    failure: "Your form could not be sent. Please try again in a moment.",
    kept: "What you entered is still in the form.",
    honeypot: "Leave this field empty",
  },
  es: {
    success: "Enviado correctamente",
    failure: "No hemos podido enviar el formulario. Vuelva a intentarlo dentro de un momento.",
    kept: "Los datos que ha introducido siguen en el formulario.",
    honeypot: "Deje este campo vacío",
  },
  my: {
    success: "အောင်မြင်စွာ ပေးပို့ပြီးပါပြီ",
    failure: "ဖောင်ကို ပေးပို့၍ မရပါ။ ခဏအကြာတွင် ထပ်မံကြိုးစားပါ။",
    kept: "သင်ဖြည့်ထားသည်များ ဖောင်ထဲတွင် ရှိနေဆဲ ဖြစ်ပါသည်။",
    honeypot: "ဤအကွက်ကို ဗလာထားပါ",
  },
} as const;

const answersFor = (locale: unknown) => answers[locale === "es" || locale === "my" ? locale : "en"];

function AnsweredForm({ tone, locale }: { tone: "success" | "error"; locale: unknown }) {
  const t = textsFor(locale);
  const a = answersFor(locale);
  return (
    <form className="relative grid max-w-md gap-4 p-6" aria-label={t.button} noValidate>
      <FormStatus>
        <FormMessage tone={tone}>
          <p className="font-medium">{tone === "success" ? a.success : a.failure}</p>
          {tone === "error" ? <p className="mt-1">{a.kept}</p> : null}
        </FormMessage>
      </FormStatus>
      <Field required>
        <Label>{t.name}</Label>
        <Input name="name" defaultValue={tone === "error" ? "Ada" : ""} />
      </Field>
      <Honeypot label={a.honeypot} />
      <SubmitButton pendingLabel={t.submitting}>{t.button}</SubmitButton>
    </form>
  );
}

/** Sent: the message sits in the form's live region, which screen readers announce. */
export const Submitted: Story = {
  render: (_args, { globals }) => <AnsweredForm tone="success" locale={globals.locale} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(answersFor(undefined).success);
  },
};

/** Not sent (the service is down): the message says so and the typed value is still there. */
export const CouldNotSend: Story = {
  render: (_args, { globals }) => <AnsweredForm tone="error" locale={globals.locale} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(answersFor(undefined).kept);
    await expect(canvas.getByRole("textbox", { name: /Name/ })).toHaveValue("Ada");
  },
};

/** The honeypot is neither seen, nor reached with Tab, nor read by assistive technology. */
export const HoneypotHidden: Story = {
  render: (_args, { globals }) => <AnsweredForm tone="success" locale={globals.locale} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole("textbox")).toHaveLength(1);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(trap).not.toBeNull();
    await userEvent.click(canvas.getByRole("textbox", { name: /Name/ }));
    await userEvent.tab();
    await expect(trap).not.toHaveFocus();
  },
};
