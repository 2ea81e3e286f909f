import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";

const gridVariants = cva("grid", {
  variants: {
    columns: {
      /** Product and solution lists: 3 per row on desktop (SPEC §9). */
      three: "grid-cols-1 sm:grid-cols-2 desk:grid-cols-3",
      two: "grid-cols-1 desk:grid-cols-2",
    },
    gap: { sm: "gap-3", md: "gap-6", lg: "gap-10" },
  },
  defaultVariants: { columns: "three", gap: "md" },
});

/**
 * A responsive grid. A list of cards keeps its list semantics with `asChild`:
 * `<Grid asChild><ul>…</ul></Grid>`.
 */
function Grid({
  className,
  columns,
  gap,
  asChild = false,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof gridVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="grid" className={cn(gridVariants({ columns, gap }), className)} {...props} />;
}

export { Grid, gridVariants };
