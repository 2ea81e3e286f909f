import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { ButtonElement } from "./button-element";

const meta = {
  title: "Primitives/Button element",
  component: ButtonElement,
  args: { onClick: fn() },
  render: (args, { globals }) => <ButtonElement {...args}>{textsFor(globals.locale).search}</ButtonElement>,
  decorators: [(Story) => <div className="p-6"><Story /></div>],
} satisfies Meta<typeof ButtonElement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button");
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { intent: "secondary" } };
export const Emphasis: Story = { args: { intent: "emphasis", type: "submit" } };
