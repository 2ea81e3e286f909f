import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { Field, Input, Label } from "./form";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  render: (args, { globals }) => {
    const t = textsFor(globals.locale);
    return (
      <div className="p-6">
        <Dialog {...args}>
          <DialogTrigger asChild>
            <Button>{t.dialogTitle}</Button>
          </DialogTrigger>
          <DialogContent closeLabel={t.close}>
            <DialogTitle>{t.dialogTitle}</DialogTitle>
            <DialogDescription>{t.dialogDescription}</DialogDescription>
            <Field required>
              <Label>{t.emailLabel}</Label>
              <Input type="email" />
            </Field>
          </DialogContent>
        </Dialog>
      </div>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Register for the webinar" }));
    const dialog = await screen.findByRole("dialog", { name: "Register for the webinar" });
    await expect(dialog).toHaveAccessibleDescription("We will send the joining link to your e-mail address.");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Register for the webinar" })).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Mobile: Story = { args: { defaultOpen: true }, globals: mobile };
