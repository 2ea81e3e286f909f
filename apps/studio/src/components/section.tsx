import type * as React from "react";
import { Heading } from "@repo/ui/heading";

/** A titled part of a page, on its own surface: its title is the page's next heading level (`h2`). */
function Section({ title, children, ...props }: React.ComponentProps<"section"> & { title: string }) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5" {...props}>
      <Heading size="section">{title}</Heading>
      {children}
    </section>
  );
}

export { Section };
