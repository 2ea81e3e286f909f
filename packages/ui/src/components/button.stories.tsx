import type { Meta, StoryObj } from "@storybook/react-vite";
import { Search } from "lucide-react";
import { expect, fn } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Button } from "./button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { onClick: fn() },
  render: (args, { globals }) => <Button {...args}>{args.children ?? textsFor(globals.locale).button}</Button>,
  decorators: [(Story) => <div className="p-6"><Story /></div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button");
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { intent: "secondary" } };
export const Emphasis: Story = {
  args: { intent: "emphasis", type: "submit" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveAttribute("type", "submit");
  },
};
export const Ghost: Story = { args: { intent: "ghost" } };
export const Inverse: Story = {
  args: { intent: "inverse" },
  decorators: [(Story) => <div className="bg-surface-inverse p-6"><Story /></div>],
};
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const Page: Story = { args: { intent: "ghost", size: "page", children: "3" } };
export const Icon: Story = {
  args: { size: "icon", intent: "secondary" },
  render: (args, { globals }) => (
    <Button {...args} aria-label={textsFor(globals.locale).search}>
      <Search aria-hidden />
    </Button>
  ),
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toBeDisabled();
  },
};
export const AsLink: Story = {
  render: (args, { globals }) => (
    <Button {...args} asChild>
      <a href="#contact">{textsFor(globals.locale).learnMore}</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAttribute("href", "#contact");
  },
};
export const Mobile: Story = { globals: mobile };
