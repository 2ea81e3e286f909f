import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "#cn";

/**
 * The one column every part of a page lines up on: the 1000 px content width
 * (SPEC §9) with 16 px of side padding inside it, so header, page content,
 * mega-panels and footer share one left and one right edge at every width.
 */
const containerClass = "mx-auto w-full max-w-content px-4";

/** Centres content on the shared column ({@link containerClass}). */
function Container({ className, asChild = false, ...props }: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="container" className={cn(containerClass, className)} {...props} />;
}

export { Container, containerClass };
