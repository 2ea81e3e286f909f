import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-control font-medium whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 data-[pending=true]:cursor-progress",
    "[&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      intent: {
        primary: "bg-brand text-ink-inverse hover:bg-brand-emphasis",
        secondary: "border border-brand bg-surface text-brand-emphasis hover:bg-brand-subtle",
        ghost: "bg-transparent text-current hover:bg-ink/5",
        inverse: "bg-surface text-ink hover:bg-surface-muted",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { intent: "primary", size: "md" },
  },
);

/** A button; `asChild` renders the child element (a link) with button styling. */
function Button({
  className,
  intent,
  size,
  asChild = false,
  type,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ intent, size }), className)}
      {...props}
    />
  );
}

export { Button, buttonVariants };
