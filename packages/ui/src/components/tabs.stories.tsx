import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn } from "storybook/test";
import { menuFor } from "../fixtures/menu";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tab-panels";
import { FilterChip, FilterChips, TabLink, TabLinks } from "./tabs";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  render: (args, { globals }) => {
    const categories = menuFor(globals.locale)[2]?.children ?? [];
    return (
      <Tabs defaultValue={String(categories[0]?.id)} className="p-6" {...args}>
        <TabsList aria-label={menuFor(globals.locale)[2]?.name}>
          {categories.map((c) => (
            <TabsTrigger key={c.id} value={String(c.id)}>
              {c.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {categories.map((c) => (
          <TabsContent key={c.id} value={String(c.id)}>
            <ul className="list-disc ps-5">
              {c.children.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getAllByRole("tab");
    await userEvent.click(tabs[1]!);
    await expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText("Hybrid H6K")).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tabs[2]).toHaveFocus();
  },
};
export const Mobile: Story = { globals: mobile };

function ChipsDemo({ labels, onChange }: { labels: string[]; onChange: (label: string) => void }) {
  const [active, setActive] = React.useState(labels[0]);
  return (
    <FilterChips aria-label="Filter" className="p-6">
      {labels.map((label) => (
        <FilterChip
          key={label}
          pressed={label === active}
          onClick={() => {
            setActive(label);
            onChange(label);
          }}
        >
          {label}
        </FilterChip>
      ))}
    </FilterChips>
  );
}

/** Filter chips: one pressed at a time, announced through `aria-pressed`. */
export const Chips: Story = {
  args: { onValueChange: fn() },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return <ChipsDemo labels={[t.allCategories, t.battery, t.inverter]} onChange={(l) => args.onValueChange?.(l)} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const chips = canvas.getAllByRole("button");
    await expect(chips[0]).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(chips[2]!);
    await expect(chips[2]).toHaveAttribute("aria-pressed", "true");
    await expect(chips[0]).toHaveAttribute("aria-pressed", "false");
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};
export const ChipsMobile: Story = { ...Chips, play: undefined, globals: mobile };

const documentTabs: Record<string, string[]> = {
  en: ["Datasheet", "User Manual", "Brochure", "Manual", "More Files"],
  es: ["Ficha técnica", "Manual de usuario", "Folleto", "Manual técnico", "Otros archivos"],
  my: ["အချက်အလက်စာရွက်", "အသုံးပြုသူ လက်စွဲ", "လက်ကမ်းစာစောင်", "နည်းပညာ လက်စွဲ", "အခြားဖိုင်များ"],
};

/** Tabs that are links (the downloads page): the current tab is a page, announced with `aria-current`. */
export const Links: Story = {
  render: (_args, { globals }) => {
    const labels = documentTabs[globals.locale as string] ?? documentTabs.en!;
    return (
      <TabLinks aria-label="Document type" className="m-6">
        {labels.map((label, index) => (
          <TabLink key={label} href={`#tab-${index}`} current={index === 2}>
            {label}
          </TabLink>
        ))}
      </TabLinks>
    );
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(5);
    await expect(links[2]).toHaveAttribute("aria-current", "page");
    await expect(links[0]).not.toHaveAttribute("aria-current");
  },
};
export const LinksMobile: Story = { ...Links, play: undefined, globals: mobile };
