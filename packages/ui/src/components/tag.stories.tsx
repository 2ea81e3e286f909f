import type { Meta, StoryObj } from "@storybook/react-vite";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Tag } from "./tag";

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
