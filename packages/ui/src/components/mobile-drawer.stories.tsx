import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor } from "storybook/test";
import { menuFor } from "../fixtures/menu";
import { fixtureSeeAll } from "../fixtures/shell";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { MobileDrawer } from "./mobile-drawer";

const meta = {
  title: "Chrome/MobileDrawer",
  component: MobileDrawer,
  globals: mobile,
  args: { items: [], labels: { open: "", close: "", title: "", search: "" }, onSearch: fn() },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <div className="flex justify-end p-2">
        <MobileDrawer
          {...args}
          items={menuFor(globals.locale)}
          seeAllLabel={fixtureSeeAll(globals.locale)}
          labels={{ open: t.openMenu, close: t.closeMenu, title: t.mainMenu, search: t.search }}
        />
      </div>
    );
  },
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Slides in 70 % wide from the right, traps focus, closes on Escape. */
export const OpensFromTheRight: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole("dialog", { name: "Main menu" }, { timeout: 5000 });
    // It slides in: measured once it has arrived.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(Math.round(window.innerWidth * 0.7));

    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(drawer.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Sections expand to their links, product categories to their products; the search button reports to the app. */
export const ExpandableSections: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent, args }) => {
    const drawer = await screen.findByRole("dialog", { name: "Main menu" }, { timeout: 5000 });
    const products = screen.getByText("Products", { selector: "summary" });
    await expect(products.closest("details")).toHaveProperty("open", false);
    await userEvent.click(products);
    await expect(products.closest("details")).toHaveProperty("open", true);
    // Categories stay collapsed until tapped, so Products lists categories rather than every product.
    await expect(screen.getByRole("link", { name: "Hybrid H6K" })).not.toBeVisible();
    await userEvent.click(screen.getByText("Inverter", { selector: "summary" }));
    await expect(screen.getByRole("link", { name: "Hybrid H6K" })).toBeVisible();
    await expect(screen.getByRole("link", { name: "See all in Inverter" })).toBeVisible();
    await expect(screen.getByRole("link", { name: "Downloads" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(drawer).toBeVisible();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenBurmese: Story = { args: { defaultOpen: true }, globals: { ...mobile, locale: "my" } };
