import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, waitFor } from "storybook/test";
import { textsFor } from "../fixtures/texts";
import { mobile } from "../fixtures/viewports";
import { Button } from "./button";
import { LoadingBar, type LoadingBarState } from "./loading-bar";

function Navigator({ label }: { label: string }) {
  const [state, setState] = React.useState<LoadingBarState>("hidden");
  return (
    <div className="flex gap-2 p-6 pt-10">
      <LoadingBar state={state} label={label} />
      <Button onClick={() => setState("progressing")}>Start</Button>
      <Button intent="secondary" onClick={() => setState("finished")}>
        Finish
      </Button>
      <Button intent="secondary" onClick={() => setState("failed")}>
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: "Chrome/LoadingBar",
  component: LoadingBar,
  args: { state: "progressing", label: "" },
  render: (args, { globals }) => <LoadingBar {...args} label={textsFor(globals.locale).loading} />,
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Progressing: Story = {};
export const Hidden: Story = { args: { state: "hidden" } };

/** Shown only after the 200 ms throttle; finished, it fills and hides after 500 ms. */
export const StartThenFinish: Story = {
  render: (_args, { globals }) => <Navigator label={textsFor(globals.locale).loading} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const bar = canvasElement.querySelector("[data-slot=loading-bar]")!;
    await userEvent.click(canvas.getByRole("button", { name: "Start" }));
    await expect(bar).toHaveAttribute("data-state", "hidden");
    await waitFor(() => expect(bar).toHaveAttribute("data-state", "progressing"));
    await expect(canvas.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await expect(bar).toHaveAttribute("data-state", "finished");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await waitFor(() => expect(bar).toHaveAttribute("data-state", "hidden"), { timeout: 1500 });
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

/** A navigation that finishes inside the throttle never shows the bar. */
export const FastNavigation: Story = {
  render: (_args, { globals }) => <Navigator label={textsFor(globals.locale).loading} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const bar = canvasElement.querySelector("[data-slot=loading-bar]")!;
    await userEvent.click(canvas.getByRole("button", { name: "Start" }));
    await userEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(bar).toHaveAttribute("data-state", "hidden");
  },
};

/** A failed load marks the bar failed. */
export const Failed: Story = {
  render: (_args, { globals }) => <Navigator label={textsFor(globals.locale).loading} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const bar = canvasElement.querySelector("[data-slot=loading-bar]")!;
    await userEvent.click(canvas.getByRole("button", { name: "Start" }));
    await waitFor(() => expect(bar).toHaveAttribute("data-state", "progressing"));
    await userEvent.click(canvas.getByRole("button", { name: "Fail" }));
    await expect(bar).toHaveAttribute("data-state", "failed");
  },
};
export const Mobile: Story = { globals: mobile };
