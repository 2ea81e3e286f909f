import type * as React from "react";
import { cva } from "class-variance-authority";
import type { PartState } from "../envelope";

const stateBadgeVariants = cva("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium", {
  variants: {
    state: {
      missing: "border-line bg-surface-muted text-ink-muted",
      draft: "border-brand bg-surface text-brand-emphasis",
      published: "border-transparent bg-brand-subtle text-brand-emphasis",
      outdated: "border-danger bg-danger-subtle text-danger",
    } satisfies Record<PartState, string>,
  },
  defaultVariants: { state: "missing" },
});

/** A language's state as a labelled badge: its text says the state, its look only repeats it. */
function StateBadge({ state, ...props }: React.ComponentProps<"span"> & { state: PartState }) {
  return <span data-slot="state-badge" data-state={state} className={stateBadgeVariants({ state })} {...props} />;
}

export { StateBadge, stateBadgeVariants };
