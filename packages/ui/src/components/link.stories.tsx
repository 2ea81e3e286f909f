import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Link, LinkProvider } from "./link";

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: { href: "#about" },
  render: (args, { globals }) => <Link {...args}>{textsFor(globals.locale).learnMore}</Link>,
  decorators: [(Story) => <div className="p-6"><Story /></div>],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inherit: Story = {};
export const Brand: Story = { args: { tone: "brand" } };
export const Muted: Story = { args: { tone: "muted" } };
export const External: Story = {
  args: { external: true, href: "https://monitoring.example.com" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAttribute("rel", "noopener");
  },
};

/** A router's link element passed as the child keeps its own behaviour and takes the styles. */
export const AsChild: Story = {
  args: { tone: "brand" },
  render: (args, { globals }) => (
    <Link {...args} asChild>
      <a href="/about/company" data-router="true">
        {textsFor(globals.locale).readMore}
      </a>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link");
    await expect(link).toHaveAttribute("data-router", "true");
    await expect(link).toHaveAttribute("href", "/about/company");
  },
};

function RouterLink(props: React.ComponentProps<"a"> & { href: string }) {
  return <a data-router="provided" {...props} />;
}

/** Inside `LinkProvider`, internal links render the app's router link. */
export const Provided: Story = {
  decorators: [(Story) => <LinkProvider component={RouterLink}><Story /></LinkProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAttribute("data-router", "provided");
  },
};
export const Mobile: Story = { globals: mobile };
