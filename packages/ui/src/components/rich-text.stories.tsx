import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { homeBackupImg } from "../fixtures/assets";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { RichText } from "./rich-text";

const meta = {
  title: "Primitives/RichText",
  component: RichText,
  args: { html: "" },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    const html = `<h2>${t.heading}</h2><p>${t.paragraph}</p><ul><li>${t.battery}</li><li>${t.inverter}</li></ul><p><span class="ql-size-large">${t.tagline}</span></p><p><img src="${homeBackupImg}" alt="${t.heading}"></p><p><a href="#more">${t.readMore}</a></p>`;
    return <RichText className="p-6" {...args} html={args.html || html} />;
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};
export const Mobile: Story = { globals: mobile };
