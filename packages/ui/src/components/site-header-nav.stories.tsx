import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { menuFor } from "../fixtures/menu";
import { mobile } from "../fixtures/viewports";
import { SiteHeader } from "./site-header";
import { SiteHeaderBrand, SiteHeaderNav, SiteHeaderNavItem } from "./site-header-nav";

const meta = {
  title: "Chrome/Site header without panels",
  component: SiteHeaderNav,
  render: (args, { globals }) => (
    <SiteHeader forceWhite>
      <SiteHeaderBrand href="#home">AUREVO</SiteHeaderBrand>
      <SiteHeaderNav {...args}>
        {menuFor(globals.locale).map((item) => (
          <SiteHeaderNavItem key={item.id} asChild>
            <a href={`#${item.id}`}>{item.name}</a>
          </SiteHeaderNavItem>
        ))}
      </SiteHeaderNav>
    </SiteHeader>
  ),
  args: { "aria-label": "Main menu" },
} satisfies Meta<typeof SiteHeaderNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Main menu" });
    await expect(nav.querySelectorAll("a").length).toBeGreaterThan(3);
    await expect(canvas.getByRole("link", { name: "AUREVO" })).toHaveAttribute("href", "#home");
  },
};
export const Mobile: Story = { globals: mobile };
