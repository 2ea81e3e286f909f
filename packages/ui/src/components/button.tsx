import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import { cn } from "#cn";
import { ButtonElement, buttonVariants } from "./button-element";

/** A button; `asChild` renders the child element (a link) with button styling. */
function Button({
  className,
  intent,
  size,
  asChild = false,
  type,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  if (!asChild) return <ButtonElement type={type} intent={intent} size={size} className={className} {...props} />;
  return <Slot data-slot="button" className={cn(buttonVariants({ intent, size }), className)} {...props} />;
}

export { Button, buttonVariants };
