import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { homeBackupImg, supportImg } from "../fixtures/assets";
import { desktop, mobile } from "../fixtures/viewports";
import { HeroCarousel, HeroSlide } from "./hero-carousel";

const slides = [
  { image: homeBackupImg, title: "Keep the lights on when the grid goes down", text: "Hybrid inverters and LFP batteries." },
  { image: supportImg, title: "Storage that pays for itself", text: "Cabinets that shave peak demand." },
];

const meta = {
  title: "Sections/HeroCarousel",
  component: HeroCarousel,
  args: {
    label: "Highlights",
    previousLabel: "Previous slide",
    nextLabel: "Next slide",
    slideLabels: slides.map((_, index) => `Slide ${index + 1} of ${slides.length}`),
    goToLabels: slides.map((_, index) => `Show slide ${index + 1}`),
    slides: slides.map((slide) => (
      <HeroSlide key={slide.title} media={<img src={slide.image} alt="" />}>
        <h2 className="max-w-2xl text-3xl font-semibold desk:text-5xl">{slide.title}</h2>
        <p className="max-w-xl text-lg">{slide.text}</p>
        <a href="#solutions" className="w-fit rounded-control bg-brand px-5 py-3 font-medium">
          Discover more
        </a>
      </HeroSlide>
    )),
  },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first slide shows; the others stay out of sight and out of the tab order. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const first = canvas.getByRole("group", { name: "Slide 1 of 2" });
    await expect(first).toHaveAttribute("data-state", "active");
    await expect(canvas.getByRole("link", { name: "Discover more" })).toBeVisible();
  },
};

/** The next button and the dots change the visible slide; it wraps around. */
export const Navigating: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    const second = canvasElement.querySelector('[aria-label="Slide 2 of 2"]');
    await expect(second).toHaveAttribute("data-state", "active");
    await expect(canvas.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(canvasElement.querySelector('[aria-label="Slide 1 of 2"]')).toHaveAttribute("data-state", "active");
  },
};

/** A single slide needs no controls. */
export const SingleSlide: Story = {
  args: { slides: meta.args.slides.slice(0, 1), slideLabels: ["Slide 1 of 1"], goToLabels: ["Show slide 1"] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Next slide" })).toBeNull();
  },
};

export const Mobile: Story = { globals: mobile };
