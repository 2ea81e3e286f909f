import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { videoImg } from "../fixtures/assets";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { VideoCard } from "./video-card";

const meta = {
  title: "Primitives/VideoCard",
  component: VideoCard,
  args: { embedUrl: "about:blank", poster: videoImg, title: "Installing the Hybrid H6K", playLabel: "" },
  render: (args, { globals }) => (
    <div className="max-w-md p-6">
      <VideoCard {...args} playLabel={`${textsFor(globals.locale).playVideo}: ${args.title}`} />
    </div>
  ),
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing from the video host loads until the visitor presses play. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const Playing: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Play video: Installing the Hybrid H6K" }));
    const frame = canvasElement.querySelector("iframe");
    await expect(frame).toHaveAttribute("title", "Installing the Hybrid H6K");
    await expect(frame?.getAttribute("src")).toContain("autoplay=1");
    await expect(canvasElement.querySelector("[data-slot=video-card]")).toHaveAttribute("data-state", "playing");
  },
};
export const Mobile: Story = { globals: mobile };

/** Caption details after the title: the length and a link to the product. */
export const WithDetails: Story = {
  render: (args, { globals }) => (
    <div className="max-w-md p-6">
      <VideoCard {...args} playLabel={`${textsFor(globals.locale).playVideo}: ${args.title}`}>
        <span className="text-sm text-ink-muted">4:05</span>
        <a href="#product" className="text-sm text-brand-emphasis underline">
          Hybrid H6K
        </a>
      </VideoCard>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("4:05")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Hybrid H6K" })).toBeVisible();
  },
};
