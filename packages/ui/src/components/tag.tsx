import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";

const tagVariants = cva("inline-flex items-center rounded-full px-3 py-0.5 text-xs font-medium", {
  variants: {
    tone: {
      brand: "bg-brand-subtle text-brand-emphasis",
      neutral: "bg-surface-muted text-ink",
      inverse: "bg-surface-inverse text-ink-inverse",
    },
  },
  defaultVariants: { tone: "brand" },
});

/** A short label: a product category, a date, "New". */
function Tag({ className, tone, ...props }: React.ComponentProps<"span"> & VariantProps<typeof tagVariants>) {
  return <span data-slot="tag" className={cn(tagVariants({ tone }), className)} {...props} />;
}

export { Tag, tagVariants };
