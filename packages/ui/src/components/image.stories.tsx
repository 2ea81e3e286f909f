import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { batteryImg, solarFieldImg } from "../fixtures/assets";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Image } from "./image";

const meta = {
  title: "Primitives/Image",
  component: Image,
  args: { src: batteryImg, alt: "PowerWall LV 5", loadingLabel: "", failedLabel: "", width: 480, height: 320, frameClassName: "aspect-[3/2] w-80" },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <div className="p-6">
        <Image {...args} loadingLabel={t.loadingImage} failedLabel={t.imageFailed} />
      </div>
    );
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const img = await canvas.findByRole("img", { name: "PowerWall LV 5" });
    await waitFor(() => expect(img.closest("[data-slot=image]")).toHaveAttribute("data-state", "loaded"));
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/**
 * Lazy: far below the fold the image is not requested and its loader shows;
 * scrolled into view it loads and the loader goes.
 */
export const LazyBelowTheFold: Story = {
  // An image no other story shows, so no cached copy short-cuts the lazy load.
  args: { src: solarFieldImg, alt: "Solar field" },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <div className="p-6">
        <p>{t.paragraph}</p>
        <div className="h-[6000px]" />
        <Image {...args} loadingLabel={t.loadingImage} failedLabel={t.imageFailed} frameClassName="aspect-[3/2] w-80" />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector("[data-slot=image]")!;
    await expect(frame).toHaveAttribute("data-state", "loading");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading image");
    frame.scrollIntoView();
    await waitFor(() => expect(frame).toHaveAttribute("data-state", "loaded"), { timeout: 5000 });
    await expect(canvas.queryByRole("status")).toBeNull();
    window.scrollTo(0, 0);
  },
};

/** A broken source replaces the loader with a failure message. */
export const Failed: Story = {
  args: { src: "/missing/image-that-does-not-exist.png" },
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.querySelector("[data-slot=image]")!;
    await waitFor(() => expect(frame).toHaveAttribute("data-state", "failed"), { timeout: 5000 });
    await expect(canvas.getByRole("img", { name: "PowerWall LV 5: Image could not be loaded" })).toBeVisible();
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};
/**
 * A frame sized by its width alone keeps the picture's ratio (from `width` and
 * `height`) when the picture fails, so nothing below it moves; a decorative
 * picture (empty alt) shows the message without announcing it.
 */
export const FailedKeepsItsBox: Story = {
  args: { src: "/missing/another-image-that-does-not-exist.png", alt: "", frameClassName: "w-80" },
  play: async ({ canvas, canvasElement, globals }) => {
    const frame = canvasElement.querySelector<HTMLElement>("[data-slot=image]")!;
    await waitFor(() => expect(frame).toHaveAttribute("data-state", "failed"), { timeout: 5000 });
    const box = frame.getBoundingClientRect();
    await expect(box.height).toBeCloseTo((box.width * 320) / 480, 0);
    await expect(canvas.getByText(textsFor(globals.locale).imageFailed)).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};
export const Mobile: Story = { globals: mobile };
