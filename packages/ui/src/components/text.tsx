import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";

const textVariants = cva("text-pretty", {
  variants: {
    size: { sm: "text-sm", md: "text-base", lg: "text-lg" },
    tone: { default: "text-current", muted: "text-ink-muted", danger: "text-danger" },
  },
  defaultVariants: { size: "md", tone: "default" },
});

/** Body text; a `<p>` unless `asChild` hands the styles to another element. */
function Text({
  className,
  size,
  tone,
  asChild = false,
  ...props
}: React.ComponentProps<"p"> & VariantProps<typeof textVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "p";
  return <Comp data-slot="text" className={cn(textVariants({ size, tone }), className)} {...props} />;
}

export { Text, textVariants };
