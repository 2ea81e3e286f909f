import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Heading } from "./heading";

const meta = {
  title: "Primitives/Heading",
  component: Heading,
  render: (args, { globals }) => <Heading {...args}>{textsFor(globals.locale).heading}</Heading>,
  decorators: [(Story) => <div className="p-6"><Story /></div>],
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  args: { size: "display" },
  render: (args, { globals }) => (
    <Heading {...args} asChild>
      <h1>{textsFor(globals.locale).heading}</h1>
    </Heading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
  },
};
export const Title: Story = {};
export const Section: Story = { args: { size: "section" } };
export const Subsection: Story = { args: { size: "subsection" } };
export const Mobile: Story = { args: { size: "display" }, globals: mobile };
