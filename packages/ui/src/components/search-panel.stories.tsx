import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { fixtureQuickLinks } from "../fixtures/shell";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { SearchPanel } from "./search-panel";

const meta = {
  title: "Chrome/SearchPanel",
  component: SearchPanel,
  args: { onSearch: fn(), labels: { search: "", placeholder: "", empty: "", quickLinks: "" } },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <SearchPanel
        {...args}
        quickLinks={fixtureQuickLinks(globals.locale)}
        labels={{ search: t.search, placeholder: t.searchPlaceholder, empty: t.searchEmpty, quickLinks: t.quickLinks }}
      />
    );
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyword box has focus as the panel appears; Enter searches the trimmed keyword. */
export const EnterSearches: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("searchbox")).toHaveFocus();
    await userEvent.keyboard("  lithium battery {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("lithium battery");
  },
};

/** An empty keyword prompts instead of searching. */
export const EmptyPrompts: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("searchbox"));
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please enter your keywords");
    await expect(canvas.getByRole("searchbox")).toHaveAccessibleDescription("Please enter your keywords");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("searchbox"), "inverter");
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledWith("inverter");
  },
};

/** Quick links: Brochure (downloads, Brochure anchor), Datasheet, Inverter, Battery. */
export const QuickLinks: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Popular searches" });
    const links = [...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    await expect(links).toEqual([
      ["Brochure", "/downloads#Brochure"],
      ["Datasheet", "/search/Datasheet"],
      ["Inverter", "/search/Inverter"],
      ["Battery", "/search/Battery"],
    ]);
    await expect(canvas.getByRole("search").parentElement?.getBoundingClientRect().height).toBe(230);
  },
};
export const Mobile: Story = { globals: mobile };
