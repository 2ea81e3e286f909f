import type * as React from "react";
import { cn } from "#cn";

/** The first focusable element of every page: jumps past the header to the main content. */
function SkipLink({ className, href = "#main", ...props }: React.ComponentProps<"a">) {
  return (
    <a
      data-slot="skip-link"
      href={href}
      className={cn(
        "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:text-ink focus:shadow-panel",
        className,
      )}
      {...props}
    />
  );
}

/** The page's main landmark, the skip link's target; focusable by script so the skip moves focus. */
function MainContent({ className, id = "main", ...props }: React.ComponentProps<"main">) {
  return <main data-slot="main-content" id={id} tabIndex={-1} className={cn("outline-none", className)} {...props} />;
}

export { MainContent, SkipLink };
