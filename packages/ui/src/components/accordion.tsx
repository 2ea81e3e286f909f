import type * as React from "react";
import { ChevronDown } from "lucide";
import { cn } from "#cn";
import { Icon } from "./icon";

/*
 * Expandable sections (FAQ, the drawer's menu) on native `<details>`: they
 * open and close, take the keyboard and tell screen readers their state with
 * no JavaScript, and closed answers stay in the document, where search
 * engines and find-in-page read them (the browser opens one that a search
 * lands in). Items that share a `name` form a group in which one is open at
 * a time.
 */

/** A list of expandable sections. */
function Accordion({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="accordion" className={className} {...props} />;
}

/**
 * One section. Give the items of a group the same `name` so that opening one
 * closes the others; `open` opens it on arrival.
 */
function AccordionItem({ className, ...props }: React.ComponentProps<"details">) {
  return <details data-slot="accordion-item" className={cn("group/accordion border-b border-line", className)} {...props} />;
}

/** The section's always visible question or title, which opens and closes it. */
function AccordionTrigger({ className, children, ...props }: React.ComponentProps<"summary">) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium [&::-webkit-details-marker]:hidden",
        "hover:text-brand-emphasis",
        className,
      )}
      {...props}
    >
      {children}
      <Icon icon={ChevronDown} aria-hidden className="size-4 shrink-0 transition-transform duration-200 group-open/accordion:rotate-180" />
    </summary>
  );
}

/** The section's answer, shown while it is open. */
function AccordionContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="accordion-content" className={cn("pb-4 text-sm", className)} {...props} />;
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger };
