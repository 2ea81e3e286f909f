import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { HeaderDemo } from "../fixtures/shell";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { SiteHeader } from "./site-header";

/** A dark hero under an overlay header, then enough page to scroll. */
function Page({ children, locale }: { children: React.ReactNode; locale: unknown }) {
  const t = textsFor(locale);
  return (
    <div>
      {children}
      <main>
        <section className="flex h-[520px] items-end bg-surface-inverse px-6 pb-16 text-ink-inverse">
          <h1 className="max-w-content text-4xl font-semibold">{t.heading}</h1>
        </section>
        <div className="mx-auto max-w-content space-y-6 px-4 py-12">
          {Array.from({ length: 12 }, (_, i) => (
            <p key={i}>{t.paragraph}</p>
          ))}
        </div>
      </main>
    </div>
  );
}

const onSearch = fn();

const meta = {
  title: "Chrome/SiteHeader",
  component: SiteHeader,
  args: { placement: "overlay" },
  render: (args, { globals }) => (
    <Page locale={globals.locale}>
      <HeaderDemo locale={globals.locale} placement={args.placement} forceWhite={args.forceWhite} detail={args.detail} onSearch={onSearch} />
    </Page>
  ),
  afterEach: () => {
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over the hero at the top of the page the header is transparent; any scroll turns it white. */
export const TransparentOverHero: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("banner");
    await expect(banner).toHaveAttribute("data-theme", "transparent");
    window.scrollTo(0, 1);
    await waitFor(() => expect(banner).toHaveAttribute("data-theme", "white"));
    window.scrollTo(0, 0);
    await waitFor(() => expect(banner).toHaveAttribute("data-theme", "transparent"));
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole("banner");
    await userEvent.hover(banner);
    await expect(banner).toHaveAttribute("data-theme", "white");
    await userEvent.unhover(banner);
    await expect(banner).toHaveAttribute("data-theme", "transparent");
  },
};

export const Forced: Story = {
  args: { forceWhite: true, placement: "sticky" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toHaveAttribute("data-theme", "white");
  },
};

/** Blog, event, webinar, news and search detail pages keep it white. */
export const DetailPage: Story = {
  args: { detail: true, placement: "sticky" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toHaveAttribute("data-theme", "white");
  },
};

/** The search button opens the 230 px search panel and turns the header white. */
export const SearchOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole("banner");
    const button = canvas.getByRole("button", { name: "Search", expanded: false });
    await userEvent.click(button);
    await expect(banner).toHaveAttribute("data-theme", "white");
    // The panel's code loads on the first press.
    const form = await canvas.findByRole("search", { name: "Search" });
    await expect(form.closest("[data-slot=search-panel]")?.getBoundingClientRect().height).toBe(230);
    onSearch.mockClear();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "hybrid{Enter}");
    await expect(onSearch).toHaveBeenCalledWith("hybrid");
  },
};

export const Desktop75px: Story = {
  args: { forceWhite: true, placement: "sticky" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner").getBoundingClientRect().height).toBe(75);
  },
};

/** Mobile: logo, search button, menu button. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Main menu" })).toBeNull();
  },
};

/** The `nova` header hides the search and menu buttons. */
export const MobileNova: Story = {
  globals: mobile,
  render: (args, { globals }) => (
    <Page locale={globals.locale}>
      <HeaderDemo locale={globals.locale} placement={args.placement} nova />
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "AUREVO home" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Search" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Open menu" })).toBeNull();
  },
};

export const Burmese: Story = { args: { forceWhite: true, placement: "sticky" }, globals: { locale: "my" } };
export const Spanish: Story = { args: { forceWhite: true, placement: "sticky" }, globals: { locale: "es" } };
export const BurmeseMobile: Story = { globals: { ...mobile, locale: "my" } };

/**
 * As on the site: the page carries the menu's outline (top items, the names
 * under them) and the whole menu arrives once a pointer first reaches the
 * header, here 300 ms later; the Products panel then shows its products.
 */
export const OutlineThenWholeMenu: Story = {
  args: { forceWhite: true },
  parameters: {
    a11y: {
      config: {
        // The open panel's Radix focus proxy (radix-ui/primitives#3085), as in the MegaMenu stories.
        rules: [{ id: "aria-hidden-focus", selector: '[aria-hidden="true"]:not([data-slot=mega-menu] li > span)' }],
      },
    },
  },
  render: (args, { globals }) => (
    <Page locale={globals.locale}>
      <HeaderDemo locale={globals.locale} placement={args.placement} forceWhite={args.forceWhite} onSearch={onSearch} wholeMenuAfter={300} />
    </Page>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Products" }));
    await waitFor(() => expect(canvasElement.querySelector("[data-slot=mega-menu-panel]")).toHaveAttribute("data-panel", "products"), {
      timeout: 5000,
    });
    await waitFor(() => expect(canvas.getByRole("link", { name: "PowerWall LV 5" })).toBeVisible());
    await expect(canvasElement.querySelector("[data-slot=mega-menu-panel] img")).not.toBeNull();
  },
};
