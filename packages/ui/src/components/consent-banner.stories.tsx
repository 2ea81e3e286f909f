import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { langFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { ConsentBanner } from "./consent-banner";

/** The texts as the spanish-serving editions show them; kept here, since only this story uses them. */
const texts = {
  en: {
    title: "Analytics cookies",
    text: "We would like to measure visits to improve the site. Nothing is measured unless you agree; you can change your choice at any time from the footer.",
    accept: "Accept",
    decline: "Decline",
  },
  es: {
    title: "Cookies de analítica",
    text: "Nos gustaría medir las visitas para mejorar el sitio. No se mide nada sin su permiso; puede cambiar su elección en cualquier momento desde el pie de página.",
    accept: "Aceptar",
    decline: "Rechazar",
  },
  my: {
    title: "ခွဲခြမ်းစိတ်ဖြာမှု ကွတ်ကီးများ",
    text: "ဝဘ်ဆိုက်ကို ပိုမိုကောင်းမွန်စေရန် ဝင်ရောက်ကြည့်ရှုမှုများကို တိုင်းတာလိုပါသည်။ သင်သဘောမတူလျှင် မည်သည့်အရာကိုမျှ မတိုင်းတာပါ။ သင့်ရွေးချယ်မှုကို အောက်ခြေမှ အချိန်မရွေး ပြောင်းလဲနိုင်ပါသည်။",
    accept: "လက်ခံသည်",
    decline: "ငြင်းပယ်သည်",
  },
} as const;

const meta = {
  title: "Chrome/Consent banner",
  component: ConsentBanner,
  args: { texts: texts.en, onAccept: fn(), onDecline: fn() },
  render: (args, { globals }) => {
    const lang = langFor(globals.locale) as keyof typeof texts;
    return (
      <div lang={lang} className="min-h-80">
        <ConsentBanner {...args} texts={texts[lang]} />
      </div>
    );
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Analytics cookies" });
    await expect(region).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: mobile };
