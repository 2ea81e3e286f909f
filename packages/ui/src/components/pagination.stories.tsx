import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Pagination, PaginationEnd, PaginationLinks } from "./pagination";

const meta = {
  title: "Primitives/Pagination",
  component: Pagination,
  args: { page: 1, pageCount: 8, onPageChange: fn(), labels: { previous: "", next: "", page: "" } },
  render: function Render(args, { globals }) {
    const t = textsFor(globals.locale);
    const [page, setPage] = React.useState(args.page);
    return (
      <Pagination
        {...args}
        className="p-6"
        aria-label={t.pagination}
        labels={{ previous: t.previous, next: t.next, page: t.page }}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};
export const MiddlePage: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 8 } };
export const Mobile: Story = { args: { page: 4 }, globals: mobile };

/** The end of a list: 'No more results'. */
export const NoMoreResults: Story = {
  render: (_args, { globals }) => <PaginationEnd>{textsFor(globals.locale).noMoreResults}</PaginationEnd>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("No more results");
  },
};

/** Pages as links (`?page=2`): lists rendered on the server page without JavaScript. */
export const Links: Story = {
  render: (_args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <PaginationLinks
        className="p-6"
        aria-label={t.pagination}
        page={2}
        pageCount={3}
        hrefFor={(page) => `?page=${page}`}
        labels={{ previous: t.previous, next: t.next, page: (page) => `${t.page} ${page}` }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "?page=3");
    await expect(canvas.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "?page=1");
  },
};

/** The last page has no next link; its place stays empty. */
export const LinksLastPage: Story = {
  globals: mobile,
  render: (_args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <PaginationLinks
        className="p-6"
        aria-label={t.pagination}
        page={3}
        pageCount={3}
        hrefFor={(page) => `?page=${page}`}
        labels={{ previous: t.previous, next: t.next, page: (page) => `${t.page} ${page}` }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Next page" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  },
};
