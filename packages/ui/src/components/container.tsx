import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "#cn";

/** Centres content at the 1000 px content width with side padding on narrow screens. */
function Container({ className, asChild = false, ...props }: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="container" className={cn("mx-auto w-full max-w-content px-4 desk:px-0", className)} {...props} />;
}

export { Container };
