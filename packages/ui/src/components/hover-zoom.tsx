import type * as React from "react";
import { cn } from "#cn";

/** Clips its child and zooms it to 110 % over 0.3 s on hover or focus within (SPEC §9). */
function HoverZoom({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="hover-zoom"
      className={cn(
        "group/zoom overflow-hidden",
        "[&>*]:transition-transform [&>*]:duration-(--duration-zoom) [&>*]:ease-(--ease-standard)",
        "hover:[&>*]:scale-(--scale-zoom) focus-within:[&>*]:scale-(--scale-zoom) motion-reduce:[&>*]:transition-none",
        className,
      )}
      {...props}
    />
  );
}

export { HoverZoom };
