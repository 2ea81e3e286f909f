import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { mapImg } from "../fixtures/assets";
import { mobile } from "../fixtures/viewports";
import { MapFrame, MapMarker } from "./map-marker";

const meta = {
  title: "Primitives/MapMarker",
  component: MapMarker,
  args: { bottom: "49.1", left: "76", label: "Aurevo Energy Technology, Guangzhou" },
  render: (args) => (
    <div className="p-6">
      <MapFrame className="w-[600px] max-w-full">
        <img src={mapImg} alt="" className="block w-full" />
        <MapMarker {...args} />
      </MapFrame>
    </div>
  ),
} satisfies Meta<typeof MapMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The China office at bottom 49.1 %, left 76 % (SPEC §9). */
export const ChinaOffice: Story = {
  play: async ({ canvas, args }) => {
    const marker = canvas.getByRole("img", { name: args.label });
    await expect(marker.style.bottom).toBe("49.1%");
    await expect(marker.style.left).toBe("76%");
  },
};
export const Offices: Story = {
  render: () => (
    <div className="p-6">
      <MapFrame className="w-[600px] max-w-full">
        <img src={mapImg} alt="" className="block w-full" />
        <MapMarker bottom="49.1" left="76" label="Guangzhou" />
        <MapMarker bottom="18%" left="85%" label="Sydney" />
        <MapMarker bottom="45" left="70" label="Yangon" />
      </MapFrame>
    </div>
  ),
};
export const Mobile: Story = { globals: mobile };
