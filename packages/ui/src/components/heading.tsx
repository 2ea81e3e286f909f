import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";

const headingVariants = cva("font-semibold tracking-tight text-balance", {
  variants: {
    size: {
      display: "text-3xl desk:text-display",
      title: "text-2xl desk:text-3xl",
      section: "text-xl desk:text-2xl",
      subsection: "text-lg",
    },
  },
  defaultVariants: { size: "title" },
});

/**
 * A heading. It renders an `<h2>`; pass the right level as the child with
 * `asChild` (`<Heading asChild size="display"><h1>…</h1></Heading>`), so the
 * outline follows the page, not the look.
 */
function Heading({
  className,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"h2"> & VariantProps<typeof headingVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "h2";
  return <Comp data-slot="heading" className={cn(headingVariants({ size }), className)} {...props} />;
}

export { Heading, headingVariants };
