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

/** The questions of one topic: one open at a time when they share a `name`. */
function Questions({ locale, name, open }: { locale: unknown; name?: string; open?: number }) {
  const items = faq[locale === "es" || locale === "my" ? locale : "en"];
  return (
    <Accordion>
      {items.map(([q, a], index) => (
        <AccordionItem key={q} name={name} open={index === open}>
          <AccordionTrigger>{q}</AccordionTrigger>
          <AccordionContent>{a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  render: (_args, { globals }) => (
    <section className="max-w-content p-6" aria-labelledby="faq-title">
      <h2 id="faq-title" className="mb-2 text-xl font-semibold">
        {textsFor(globals.locale).faqTitle}
      </h2>
      <Questions locale={globals.locale} name="faq" />
    </section>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (locale: unknown) => (locale === "es" ? /6000 ciclos/ : /6000|၆၀၀၀/);

/** A group (`name`): opening a question closes the one that was open (the keyboard, native to `<summary>`, is covered end to end). */
export const Single: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const question = (index: number) => canvasElement.querySelectorAll("summary")[index]!;
    const item = (index: number) => question(index).closest("details")!;
    await userEvent.click(question(0));
    await waitFor(() => expect(item(0)).toHaveProperty("open", true));
    await expect(canvas.getByText(answer(globals.locale))).toBeVisible();
    await userEvent.click(question(1));
    await waitFor(() => expect(item(0)).toHaveProperty("open", false));
    await expect(item(1)).toHaveProperty("open", true);
    await expect(canvas.getByText(answer(globals.locale))).not.toBeVisible();
  },
};

/** Without a `name` each question opens on its own. */
export const Multiple: Story = {
  render: (_args, { globals }) => (
    <div className="max-w-content p-6">
      <Questions locale={globals.locale} />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const questions = [...canvasElement.querySelectorAll("summary")];
    await userEvent.click(questions[0]!);
    await userEvent.click(questions[1]!);
    await expect([...canvasElement.querySelectorAll("details")].map((item) => item.open)).toEqual([true, true, false]);
  },
};

export const Mobile: Story = { globals: mobile };

/** Closed answers stay in the document, hidden until opened; `open` opens one on arrival. */
export const KeptInPage: Story = {
  render: (_args, { globals }) => (
    <div className="max-w-content p-6">
      <Questions locale={globals.locale} name="kept" open={1} />
    </div>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const first = canvas.getByText(answer(globals.locale));
    await expect(first).toBeInTheDocument();
    await expect(first).not.toBeVisible();
    await expect(first.closest("details")?.nextElementSibling).toHaveProperty("open", true);
    await userEvent.click(first.closest("details")!.querySelector("summary")!);
    await waitFor(() => expect(canvas.getByText(answer(globals.locale))).toBeVisible());
  },
};
