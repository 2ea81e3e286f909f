import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Text } from "./text";

const meta = {
  title: "Primitives/Text",
  component: Text,
  render: (args, { globals }) => <Text {...args}>{textsFor(globals.locale).paragraph}</Text>,
  decorators: [(Story) => <div className="max-w-prose p-6"><Story /></div>],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const Muted: Story = { args: { tone: "muted" } };
export const Danger: Story = { args: { tone: "danger" } };

export const Mobile: Story = { globals: mobile };

/**
 * Burmese in a narrow column: Noto Sans Myanmar (one variable face, regular to semibold, as on the sites)
 * shapes the stacked clusters, the line height is generous, and lines break between syllables.
 */
export const Burmese: Story = {
  globals: { ...mobile, locale: "my" },
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/ဟိုက်ဘရစ်/);
    // Regular, medium and semibold text take the one face the sites ship, whose weights reach semibold, so the browser never fakes a bold.
    for (const weight of [400, 500, 600]) {
      const faces = await document.fonts.load(`${weight} 16px "Noto Sans Myanmar"`, "မြန်မာ");
      await expect(faces.map((face) => face.weight)).toEqual(["400 600"]);
    }
    const style = getComputedStyle(paragraph);
    await expect(style.fontFamily).toMatch(/Noto Sans Myanmar/);
    await expect(Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize)).toBeCloseTo(1.9, 1);
    await expect(style.wordBreak).toBe("normal");
    await expect(paragraph.getClientRects().length).toBeGreaterThan(0);
  },
};

export const Spanish: Story = { globals: { locale: "es" } };
