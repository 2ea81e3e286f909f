import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { notFoundImg } from "../fixtures/assets";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Button } from "./button";
import { ErrorView, FallbackErrorView, NotFoundView } from "./error-view";

const meta = {
  title: "Chrome/ErrorView",
  component: ErrorView,
  args: { message: "" },
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <ErrorView {...args} message={args.message || t.errorMessage}>
        <Button asChild>
          <a href="#home">{t.backHome}</a>
        </Button>
      </ErrorView>
    );
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 image titled 404 and 'This page could not be found'. */
export const NotFound: Story = {
  render: (_args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <NotFoundView imageSrc={notFoundImg} message={t.notFound}>
        <Button asChild>
          <a href="#home">{t.backHome}</a>
        </Button>
      </NotFoundView>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "404" })).toHaveAttribute("title", "404");
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("This page could not be found");
    await expect(canvas.getByRole("link", { name: "Back to home" })).toBeVisible();
  },
};

/** Without a status code the generic view shows 500. */
export const ServerError: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("500");
  },
};
export const WithStatus: Story = { args: { statusCode: 503 } };

/** When showing the error page fails: the message, details, a link home. */
export const Fallback: Story = {
  render: (_args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <FallbackErrorView message={t.fallbackError} detailsLabel={t.details} details={"TypeError: Cannot read properties of undefined (reading 'title')\n    at ErrorPage"}>
        <a href="#home" className="text-brand-emphasis underline">
          {t.backHome}
        </a>
      </FallbackErrorView>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("An error occurred while showing the error page.");
    await userEvent.click(canvas.getByText("Details"));
    await expect(canvas.getByText(/TypeError/)).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
export const NotFoundBurmese: Story = { ...NotFound, play: undefined, globals: { locale: "my" } };
