import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { menuFor } from "../fixtures/menu";
import { mobile } from "../fixtures/viewports";
import { Grid } from "./grid";

const meta = {
  title: "Primitives/Grid",
  component: Grid,
  render: (args, { globals }) => {
    const products = menuFor(globals.locale)[2]?.children.flatMap((c) => c.children) ?? [];
    return (
      <Grid role="list" className="p-6" {...args}>
        {products.map((p) => (
          <div role="listitem" key={p.id} className="rounded-card bg-surface-muted p-6 font-medium">
            {p.name}
          </div>
        ))}
      </Grid>
    );
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three per row on desktop. */
export const ThreePerRow: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    const tops = items.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top));
    await expect(tops[0]).toBe(tops[2]);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  },
};
export const TwoColumns: Story = { args: { columns: "two" } };
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("listitem");
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().top ?? 0);
  },
};

/** A `<ul>` laid out as the grid: list semantics without roles. */
export const AsList: Story = {
  render: (_args, { globals }) => {
    const products = menuFor(globals.locale)[2]?.children.flatMap((c) => c.children) ?? [];
    return (
      <Grid asChild className="p-6">
        <ul>
          {products.map((p) => (
            <li key={p.id} className="rounded-card bg-surface-muted p-6 font-medium">
              {p.name}
            </li>
          ))}
        </ul>
      </Grid>
    );
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list.tagName).toBe("UL");
    const items = canvas.getAllByRole("listitem");
    const tops = items.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top));
    await expect(tops[0]).toBe(tops[2]);
  },
};
