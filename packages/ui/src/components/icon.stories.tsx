import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronDown, Gauge, Globe, Mail, Menu, Search } from "lucide";
import { expect } from "storybook/test";
import { Icon } from "./icon";

const meta = {
  title: "Primitives/Icon",
  component: Icon,
  args: { icon: Search, className: "size-6", "aria-hidden": true },
  decorators: [(Story) => <div className="p-6 text-ink"><Story /></div>],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg")!;
    await expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    await expect(svg).toHaveAttribute("stroke", "currentColor");
    await expect(svg.querySelectorAll("path, circle")).toHaveLength(2);
  },
};

/** The header's icons, in the brand colour through `currentColor`. */
export const Set: Story = {
  render: () => (
    <div className="flex gap-4 text-brand-emphasis">
      {[Search, Globe, ChevronDown, Menu, Gauge, Mail].map((icon, index) => (
        <Icon key={index} icon={icon} aria-hidden className="size-6" />
      ))}
    </div>
  ),
};

/** A larger icon: size comes from classes, as with every icon of the site. */
export const Large: Story = { args: { className: "size-12" } };
