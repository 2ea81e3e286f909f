import type { Meta, StoryObj } from "@storybook/react-vite";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Container } from "./container";

const meta = {
  title: "Primitives/Container",
  component: Container,
  render: (args, { globals }) => (
    <Container {...args}>
      <p className="bg-brand-subtle p-4">{textsFor(globals.locale).paragraph}</p>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: mobile };
