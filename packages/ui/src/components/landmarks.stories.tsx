import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { FooterDemo, HeaderDemo } from "../fixtures/shell";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Heading } from "./heading";
import { MainContent, SkipLink } from "./landmarks";
import { Text } from "./text";

const meta = {
  title: "Chrome/Page",
  component: MainContent,
  render: (_args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <>
        <SkipLink>{t.skipToContent}</SkipLink>
        <HeaderDemo locale={globals.locale} detail />
        <MainContent className="mx-auto flex max-w-content flex-col gap-4 px-4 py-12 desk:px-0">
          <Heading size="display" asChild>
            <h1>{t.heading}</h1>
          </Heading>
          <Text>{t.paragraph}</Text>
        </MainContent>
        <FooterDemo locale={globals.locale} />
      </>
    );
  },
} satisfies Meta<typeof MainContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link comes first and points at the main landmark; header, main and footer are landmarks. */
export const Desktop: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    const main = canvas.getByRole("main");
    await expect(skip).toHaveAttribute("href", `#${main.id}`);
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
