import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen } from "storybook/test";
import { fixtureLanguages, fixtureSites } from "../fixtures/shell";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { LocaleDropdown } from "./locale-dropdown";

const meta = {
  title: "Chrome/LocaleDropdown",
  component: LocaleDropdown,
  args: { sites: fixtureSites, languages: [], labels: { trigger: "", sites: "", languages: "" } },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <div className="flex justify-end p-6">
        <LocaleDropdown
          {...args}
          languages={fixtureLanguages(globals.locale)}
          labels={{ trigger: t.countryLanguage, sites: t.regionalSites, languages: t.languages }}
        />
      </div>
    );
  },
} satisfies Meta<typeof LocaleDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Regional sites, then the three languages each named in its own script. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Country \/ language/ }));
    const menu = await screen.findByRole("menu", {}, { timeout: 5000 });
    await expect(screen.getByRole("menuitem", { name: "Aurevo Nigeria" })).toHaveAttribute("href", "https://ng.aurevo.example");
    const burmese = screen.getByRole("menuitem", { name: "မြန်မာ" });
    await expect(burmese).toHaveAttribute("lang", "my");
    await expect(screen.getByRole("menuitem", { name: "Español" })).toHaveAttribute("lang", "es");
    await expect(screen.getByRole("menuitem", { name: /English/ })).toHaveAttribute("aria-current", "true");
    await expect(menu.querySelectorAll("img")).toHaveLength(0);
    await userEvent.keyboard("{Escape}");
  },
};
export const Open: Story = { args: { defaultOpen: true } };

/** An edition omits its own site; with none left only languages show. */
export const LanguagesOnly: Story = { args: { sites: [], defaultOpen: true } };
export const Mobile: Story = { args: { defaultOpen: true }, globals: mobile };
