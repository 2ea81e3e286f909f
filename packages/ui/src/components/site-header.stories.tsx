import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteHeader, SiteHeaderBrand, SiteHeaderNav, SiteHeaderNavItem } from "./site-header";

const menu = ["About us", "Solutions", "Products", "Support", "Downloads", "Case Study"];

const meta = {
  title: "Chrome/SiteHeader",
  component: SiteHeader,
  args: { theme: "white" },
  render: (args) => (
    <SiteHeader {...args}>
      <SiteHeaderBrand href="#">AUREVO</SiteHeaderBrand>
      <SiteHeaderNav aria-label="Main menu">
        {menu.map((name) => (
          <SiteHeaderNavItem key={name} href="#">
            {name}
          </SiteHeaderNavItem>
        ))}
      </SiteHeaderNav>
    </SiteHeader>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const White: Story = {};

export const Transparent: Story = {
  args: { theme: "transparent" },
  parameters: { backgrounds: { default: "dark" } },
  globals: { backgrounds: { value: "dark" } },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
};
