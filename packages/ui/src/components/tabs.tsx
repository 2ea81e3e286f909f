import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";

/*
 * Tabs that are links and filter chips: plain elements, so pages render them
 * on the server without shipping code. Tabs that switch panels in place are
 * in `./tab-panels` (Radix, a client component).
 */

const tabTriggerClasses = [
  "-mb-px cursor-pointer border-b-2 border-transparent py-3 text-sm font-medium text-ink-muted",
  "hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink",
];

/**
 * Tabs that are pages: each tab is a link to its own URL, so the choice is
 * shareable and works without JavaScript. Label the `nav` with `aria-label`.
 */
function TabLinks({ className, ...props }: React.ComponentProps<"nav">) {
  return <nav data-slot="tab-links" className={cn("flex flex-wrap gap-x-6 gap-y-1 border-b border-line", className)} {...props} />;
}

/** One tab of `TabLinks`; `current` marks the page shown (`aria-current="page"`). `asChild` takes a router link. */
function TabLink({
  className,
  asChild = false,
  current = false,
  ...props
}: React.ComponentProps<"a"> & { asChild?: boolean; current?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="tab-link"
      data-state={current ? "active" : "inactive"}
      aria-current={current ? "page" : undefined}
      className={cn(tabTriggerClasses, "rounded-none no-underline hover:no-underline", className)}
      {...props}
    />
  );
}

const filterChipVariants = cva(
  [
    "inline-flex h-9 cursor-pointer items-center rounded-full border px-4 text-sm transition-colors",
    "aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-ink-inverse",
  ],
  {
    variants: { tone: { default: "border-line bg-surface text-ink hover:border-brand" } },
    defaultVariants: { tone: "default" },
  },
);

/** A group of filter chips (categories, document types); label it with `aria-label`. */
function FilterChips({ className, ...props }: React.ComponentProps<"div">) {
  return <div role="group" data-slot="filter-chips" className={cn("flex flex-wrap gap-2", className)} {...props} />;
}

/** One toggle in a `FilterChips` group; `pressed` marks the active filter. */
function FilterChip({
  className,
  tone,
  pressed = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof filterChipVariants> & { pressed?: boolean }) {
  return (
    <button
      type="button"
      data-slot="filter-chip"
      data-state={pressed ? "on" : "off"}
      aria-pressed={pressed}
      className={cn(filterChipVariants({ tone }), className)}
      {...props}
    />
  );
}

export { FilterChip, FilterChips, TabLink, TabLinks, filterChipVariants, tabTriggerClasses };
