import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const faq = {
  en: [
    ["How long is the battery warranty?", "Ten years or 6000 cycles, whichever comes first."],
    ["Can I add panels later?", "Yes. The hybrid inverters accept a second string at any time."],
    ["Does the system work off-grid?", "Every hybrid inverter switches to island mode within 10 ms."],
  ],
  es: [
    ["¿Cuánto dura la garantía de la batería?", "Diez años o 6000 ciclos, lo que ocurra primero."],
    ["¿Puedo añadir paneles más tarde?", "Sí. Los inversores híbridos admiten una segunda cadena en cualquier momento."],
    ["¿Funciona el sistema sin red?", "Cada inversor híbrido pasa a modo isla en 10 ms."],
  ],
  my: [
    ["ဘက်ထရီအာမခံသည် မည်မျှကြာသနည်း။", "ဆယ်နှစ် သို့မဟုတ် အကြိမ် ၆၀၀၀၊ အရင်ရောက်သည့်အချိန်အထိ။"],
    ["နောက်မှ ဆိုလာပြားများ ထပ်ထည့်နိုင်ပါသလား။", "ရပါသည်။ ဟိုက်ဘရစ်အင်ဗာတာများသည် ဒုတိယကြိုးတန်းကို အချိန်မရွေး လက်ခံပါသည်။"],
    ["ဓာတ်အားလိုင်းမရှိဘဲ အလုပ်လုပ်ပါသလား။", "ဟိုက်ဘရစ်အင်ဗာတာတိုင်းသည် ၁၀ မီလီစက္ကန့်အတွင်း ကျွန်းမုဒ်သို့ ပြောင်းပါသည်။"],
  ],
} as const;

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  args: { type: "single", collapsible: true },
  render: (args, { globals }) => {
    const locale: keyof typeof faq = globals.locale === "es" || globals.locale === "my" ? globals.locale : "en";
    const items = faq[locale];
    return (
      <section className="max-w-content p-6" aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-2 text-xl font-semibold">
          {textsFor(globals.locale).faqTitle}
        </h2>
        <Accordion {...args}>
          {items.map(([q, a]) => (
            <AccordionItem key={q} value={q}>
              <AccordionTrigger>{q}</AccordionTrigger>
              <AccordionContent>{a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    );
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas, userEvent }) => {
    // The accordion's code loads on the first press; the buttons are then Radix's own.
    const button = (index: number) => canvas.getAllByRole("button")[index]!;
    await userEvent.click(button(0));
    await waitFor(() => expect(button(0)).toHaveAttribute("aria-expanded", "true"));
    await expect(canvas.getByText(/6000/)).toBeVisible();
    await waitFor(() => expect(button(0)).toHaveAttribute("data-radix-collection-item"));
    await userEvent.click(button(1));
    await waitFor(() => expect(button(0)).toHaveAttribute("aria-expanded", "false"));
  },
};
export const Multiple: Story = { args: { type: "multiple" } };
export const Mobile: Story = { globals: mobile };

/** Answers kept in the page while closed (`forceMount`): in the document, hidden until opened. */
export const KeptInPage: Story = {
  args: { type: "multiple" },
  render: (args, { globals }) => {
    const locale: keyof typeof faq = globals.locale === "es" || globals.locale === "my" ? globals.locale : "en";
    return (
      <div className="max-w-content p-6">
        <Accordion {...args}>
          {faq[locale].map(([q, a]) => (
            <AccordionItem key={q} value={q}>
              <AccordionTrigger>{q}</AccordionTrigger>
              <AccordionContent forceMount>{a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const answer = canvas.getByText(globals.locale === "es" ? /6000 ciclos/ : /6000|၆၀၀၀/);
    await expect(answer).toBeInTheDocument();
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getAllByRole("button")[0]!);
    await waitFor(() => expect(canvas.getByText(globals.locale === "es" ? /6000 ciclos/ : /6000|၆၀၀၀/)).toBeVisible());
  },
};
