import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "#cn";
import { containerClass } from "./container-class";

/** Centres content on the shared column ({@link containerClass}). */
function Container({ className, asChild = false, ...props }: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="container" className={cn(containerClass, className)} {...props} />;
}

export { Container, containerClass };
