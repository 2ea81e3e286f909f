import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { mobile } from "../fixtures/viewports";
import { MapFrame, MapMarker } from "./map-marker";
import { WorldMap } from "./world-map";

const offices = [
  { label: "Suzhou, China", bottom: "49.1%", left: "76%" },
  { label: "Parramatta, Australia", bottom: "22.5%", left: "85.4%" },
  { label: "Yangon, Myanmar", bottom: "44.2%", left: "71.8%" },
];

const meta = {
  title: "Primitives/WorldMap",
  component: WorldMap,
  args: { label: "Office locations" },
  render: (args) => (
    <div className="max-w-3xl p-6">
      <MapFrame>
        <WorldMap {...args} />
        {offices.map((office) => (
          <MapMarker key={office.label} {...office} />
        ))}
      </MapFrame>
    </div>
  ),
} satisfies Meta<typeof WorldMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content sets' three offices, each pin's tip on its city. */
export const WithOffices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Office locations" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Yangon, Myanmar" }).style.left).toBe("71.8%");
  },
};

/** Without a label the map is decoration: the page lists the offices in text. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=world-map]")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Mobile: Story = { globals: mobile };
