import type { Meta, StoryObj } from "@storybook/react-vite";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { expect } from "storybook/test";
import { FallbackNotice, Tag } from "./tag";

const meta = {
  title: "Primitives/Tag",
  component: Tag,
  render: (args, { globals }) => <Tag {...args}>{textsFor(globals.locale).productTag}</Tag>,
  decorators: [(Story) => <div className="p-6"><Story /></div>],
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Neutral: Story = { args: { tone: "neutral" } };
export const Inverse: Story = { args: { tone: "inverse" } };
export const Mobile: Story = { globals: mobile };

/** The page language of the toolbar's locale. */
const pageLang = (locale: unknown): string => (typeof locale === "string" ? locale : "en");

/** The notice beside an item shown in english on a spanish or burmese page. */
export const Fallback: Story = {
  render: (_args, { globals }) => (
    <p className="flex flex-wrap items-center gap-2">
      <span lang="en">GridBank 1000 containerised storage</span>
      <FallbackNotice lang={pageLang(globals.locale)}>{textsFor(globals.locale).onlyInEnglish}</FallbackNotice>
    </p>
  ),
  play: async ({ canvas, globals }) => {
    const notice = canvas.getByText(textsFor(globals.locale).onlyInEnglish);
    await expect(notice).toBeVisible();
    await expect(notice.closest("[lang]")).toHaveAttribute("lang", pageLang(globals.locale));
  },
};
