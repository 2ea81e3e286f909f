import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";
import { buttonBase, buttonEmphasis, buttonMedium } from "./button-look";

const buttonVariants = cva(
  buttonBase,
  {
    variants: {
      intent: {
        primary: "bg-brand text-ink-inverse hover:bg-brand-emphasis",
        secondary: "border border-brand bg-surface text-brand-emphasis hover:bg-brand-subtle",
        ghost: "bg-transparent text-current hover:bg-ink/5",
        inverse: "bg-surface text-ink hover:bg-surface-muted",
        emphasis: buttonEmphasis,
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: buttonMedium,
        lg: "h-12 px-7 text-base",
        icon: "size-11",
        /** A page number or previous/next arrow of a pagination row. */
        page: "size-10 text-sm",
      },
    },
    defaultVariants: { intent: "primary", size: "md" },
  },
);

/**
 * A `<button>` in the button's look, without `asChild`. Client components use
 * it in place of `Button`, whose `asChild` brings Radix Slot into the page's
 * code.
 */
function ButtonElement({
  className,
  intent,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ intent, size }), className)} {...props} />;
}

export { ButtonElement, buttonVariants };
