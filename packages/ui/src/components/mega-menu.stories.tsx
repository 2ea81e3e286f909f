import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { menuFor } from "../fixtures/menu";
import { fixtureSeeAll } from "../fixtures/shell";
import { SiteHeaderBrandMark } from "./site-header-nav";
import { textsFor } from "../fixtures/texts";
import { MegaMenu } from "./mega-menu";
import { SiteHeader } from "./site-header";
import { SiteHeaderBrand } from "./site-header-nav";

const meta = {
  title: "Chrome/MegaMenu",
  component: MegaMenu,
  args: { items: [] },
  parameters: {
    a11y: {
      config: {
        rules: [
          {
            // An open Radix NavigationMenu renders an aria-hidden, tabbable focus
            // proxy after the trigger that hands Tab over to the panel
            // (radix-ui/primitives#3085). Every other aria-hidden element is checked.
            id: "aria-hidden-focus",
            selector: '[aria-hidden="true"]:not([data-slot=mega-menu] li > span)',
          },
        ],
      },
    },
  },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    const items = menuFor(globals.locale);
    return (
      <div className="min-h-[640px] bg-surface-muted">
        <SiteHeader forceWhite>
          <SiteHeaderBrand href="#home" aria-label={t.home}>
            <SiteHeaderBrandMark label={t.brand} />
          </SiteHeaderBrand>
          <MegaMenu {...args} items={args.items.length > 0 ? args.items : items} seeAllLabel={fixtureSeeAll(globals.locale)} aria-label={t.mainMenu} />
        </SiteHeader>
      </div>
    );
  },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

function panel(root: HTMLElement) {
  return root.querySelector<HTMLElement>("[data-slot=mega-menu-panel]");
}

export const Closed: Story = {};

/** Hovering Products opens its panel (380 px, index 2): categories left, that category's products right. */
export const HoverOpensProducts: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Products" }));
    // The panels' code loads on first reach: give it time on a busy machine.
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute("data-panel", "products"), { timeout: 5000 });
    await expect(panel(canvasElement)?.getBoundingClientRect().height).toBe(380);
    await expect(canvas.getByRole("link", { name: "PowerWall LV 5" })).toBeVisible();
    await userEvent.hover(canvas.getByRole("link", { name: "Inverter" }));
    await waitFor(() => expect(canvas.getByRole("link", { name: "Hybrid H6K" })).toBeVisible());
    await expect(canvas.queryByRole("link", { name: "PowerWall LV 5" })).toBeNull();
    const products = canvasElement.querySelectorAll("[data-slot=mega-menu-products] > li");
    const tops = [...products].map((li) => Math.round(li.getBoundingClientRect().top));
    await expect(tops[0]).toBe(tops[2]);
  },
};

/** Keyboard: Enter opens the focused item's panel, arrows move between items, Escape closes. */
export const KeyboardOpensSolutions: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const solutions = canvas.getByRole("button", { name: "Solutions" });
    solutions.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute("data-panel", "solutions"), { timeout: 5000 });
    // The panels' code arrives on focus and takes the items' place: find the item again.
    const solutionsTrigger = () => canvas.getByRole("button", { name: "Solutions" });
    await waitFor(() => expect(solutionsTrigger()).toHaveAttribute("aria-expanded", "true"));
    await expect(panel(canvasElement)?.getBoundingClientRect().height).toBe(484);
    await expect(canvas.getByRole("link", { name: /Home backup/ })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(panel(canvasElement)).toBeNull());
    await expect(solutionsTrigger()).toHaveAttribute("aria-expanded", "false");
    await expect(solutionsTrigger()).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const products = canvas.getByRole("button", { name: "Products" });
    await expect(products).toHaveFocus();
    // Keyboard focus is visible: the brand outline from the base styles.
    await expect(getComputedStyle(products).outlineStyle).toBe("solid");
  },
};

function openAt(index: number): Story {
  return {
    render: (args, { globals }) => {
      const t = textsFor(globals.locale);
      const items = menuFor(globals.locale);
      return (
        <div className="min-h-[640px] bg-surface-muted">
          <SiteHeader forceWhite>
            <SiteHeaderBrand href="#home" aria-label={t.home}>
              <SiteHeaderBrandMark label={t.brand} />
            </SiteHeaderBrand>
            <MegaMenu {...args} items={items} seeAllLabel={fixtureSeeAll(globals.locale)} defaultValue={String(items[index]?.id)} aria-label={t.mainMenu} />
          </SiteHeader>
        </div>
      );
    },
  };
}

/** About us (index 0): child links in a 442 px panel. */
export const AboutPanel: Story = {
  ...openAt(0),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute("data-panel", "links"), { timeout: 5000 });
    await expect(panel(canvasElement)?.getBoundingClientRect().height).toBe(442);
    await expect(canvas.getByRole("link", { name: "Contact us" })).toBeVisible();
  },
};
/** Solutions (index 1): every card reachable inside the 484 px panel, and the link to the whole section under them. */
export const SolutionsPanel: Story = {
  ...openAt(1),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute("data-panel", "solutions"), { timeout: 5000 });
    const box = panel(canvasElement)!.getBoundingClientRect();
    await expect(box.height).toBe(484);
    for (const link of panel(canvasElement)!.querySelectorAll<HTMLElement>("[data-slot=mega-menu-scroll] li > a")) {
      link.scrollIntoView({ block: "nearest" });
      const shown = link.getBoundingClientRect();
      await expect(shown.top).toBeGreaterThanOrEqual(box.top);
      await expect(shown.bottom).toBeLessThanOrEqual(box.bottom);
    }
    await expect(canvas.getByRole("link", { name: "See all in Solutions" })).toBeVisible();
  },
};
export const ProductsPanel: Story = openAt(2);

/** Support (index 3): images and the tagline in a 200 px panel. */
export const SupportPanel: Story = {
  ...openAt(3),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute("data-panel", "support"), { timeout: 5000 });
    await expect(panel(canvasElement)?.getBoundingClientRect().height).toBe(200);
    await expect(canvas.getByText("Power for every home, service for every partner.")).toBeVisible();
  },
};

export const ProductsPanelBurmese: Story = { ...openAt(2), globals: { locale: "my" } };
export const SolutionsPanelSpanish: Story = { ...openAt(1), globals: { locale: "es" } };
