import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";

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
        /** The brand's emphasis shade: white text on it passes 4.5:1 at small sizes (forms' submit buttons). */
        emphasis: "bg-brand-emphasis text-ink-inverse hover:bg-brand-emphasis/90",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
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
 * A button (`type="button"` unless given). With `asChild` it styles its child
 * element instead, such as a link: `<Button asChild><Link href="/">…</Link></Button>`.
 */
function Button({
  className,
  intent,
  size,
  asChild = false,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const classes = cn(buttonVariants({ intent, size }), className);
  if (asChild) return <Slot data-slot="button" className={classes} {...props} />;
  return <button data-slot="button" type={type} className={classes} {...props} />;
}

export { Button, buttonVariants };
