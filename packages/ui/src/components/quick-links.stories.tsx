import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { fixtureQuickLinks } from "../fixtures/shell";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { QuickLinks } from "./quick-links";

const meta = {
  title: "Chrome/QuickLinks",
  component: QuickLinks,
  args: { label: "", links: [] },
  render: (args, { globals }) => (
    <QuickLinks {...args} label={textsFor(globals.locale).quickLinks} links={fixtureQuickLinks(globals.locale)} />
  ),
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four links in a named navigation landmark: the brochures, and a search for each of three words. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals.locale);
    const nav = canvas.getByRole("navigation", { name: t.quickLinks });
    const links = [...nav.querySelectorAll("a")];
    await expect(links.map((link) => link.textContent)).toEqual([t.brochure, t.datasheet, t.inverter, t.battery]);
    await expect(links[2]).toHaveAttribute("href", `/search/${encodeURIComponent(t.inverter)}`);
  },
};

/** The chips wrap on a phone instead of widening the page. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector("ul");
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
  },
};
