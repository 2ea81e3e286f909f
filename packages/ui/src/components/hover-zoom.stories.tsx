import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { homeBackupImg } from "../fixtures/assets";
import { mobile } from "../fixtures/viewports";
import { HoverZoom } from "./hover-zoom";

const meta = {
  title: "Primitives/HoverZoom",
  component: HoverZoom,
  render: (args) => (
    <div className="p-6">
      <HoverZoom className="w-80 rounded-card" {...args}>
        <a href="#home-backup" className="block">
          <img src={homeBackupImg} alt="A house with a battery on the wall" className="block w-full" />
        </a>
      </HoverZoom>
    </div>
  ),
} satisfies Meta<typeof HoverZoom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover (or keyboard focus inside) scales the content to 110 % over 0.3 s. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link");
    await expect(getComputedStyle(link).transitionDuration).toBe("0.3s");
    // Synthetic pointer events do not set :hover; focus-within shares the rule.
    link.focus();
    await waitFor(() => expect(link.getBoundingClientRect().width).toBeCloseTo(320 * 1.1, 0));
  },
};
export const Mobile: Story = { globals: mobile };
