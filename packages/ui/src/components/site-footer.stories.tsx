import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { footerProps } from "../fixtures/shell";
import { mobile } from "../fixtures/viewports";
import { SiteFooter, splitPhones } from "./site-footer";

const meta = {
  title: "Chrome/SiteFooter",
  component: SiteFooter,
  args: footerProps("en"),
  render: (args, { globals }) => <SiteFooter {...args} {...footerProps(globals.locale)} />,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: two navigation columns from items with children, company, contacts, social links; at least 630 px. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expect(footer.getBoundingClientRect().height).toBeGreaterThanOrEqual(630);
    const nav = canvas.getByRole("navigation", { name: "Footer" });
    await expect(nav).toBeVisible();
    await expect(nav.querySelectorAll("ul")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "Contact us" })).toBeVisible();
    await expect(canvas.getByText("Aurevo Energy Technology Co., Ltd.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "+86 20 3456 7890" })).toHaveAttribute("href", "tel:+862034567890");
    await expect(canvas.getByRole("link", { name: "+86 400 880 1234" })).toBeVisible();
    for (const name of ["Aurevo on YouTube", "Aurevo on Facebook", "Aurevo on LinkedIn", "Aurevo on Instagram"]) {
      await expect(canvas.getByRole("link", { name })).toBeVisible();
    }
  },
};

/** Narrow screens hide the navigation and the company name. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Footer" })).toBeNull();
    await expect(canvas.getByText("Aurevo Energy Technology Co., Ltd.")).not.toBeVisible();
    await expect(canvas.getByRole("link", { name: "Aurevo on YouTube" })).toBeVisible();
    await expect(canvas.getByText(/Copyright/)).toBeVisible();
  },
};

/** A single phone, or none, renders without empty entries. */
export const PhoneSplitting: Story = {
  play: async () => {
    await expect(splitPhones("")).toEqual([]);
    await expect(splitPhones("+61 2 9000 0000")).toEqual(["+61 2 9000 0000"]);
    await expect(splitPhones("1, 2,,3")).toEqual(["1", "2", "3"]);
  },
};

export const Burmese: Story = { globals: { locale: "my" } };
export const Spanish: Story = { globals: { locale: "es" } };
