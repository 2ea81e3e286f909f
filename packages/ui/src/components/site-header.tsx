import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

const siteHeaderVariants = cva(
  ["sticky top-0 z-40 w-full transition-colors duration-300", "desk:h-header"],
  {
    variants: {
      theme: {
        transparent: "bg-transparent text-surface",
        white: "bg-surface text-ink shadow-sm",
      },
    },
    defaultVariants: { theme: "white" },
  },
);

/** The site header bar. `theme` is also exposed as `data-theme` for children to style against. */
function SiteHeader({
  className,
  theme = "white",
  children,
  ...props
}: React.ComponentProps<"header"> & VariantProps<typeof siteHeaderVariants>) {
  return (
    <header data-slot="site-header" data-theme={theme} className={cn(siteHeaderVariants({ theme }), className)} {...props}>
      <div className="mx-auto flex h-full max-w-content items-center gap-8 px-4">{children}</div>
    </header>
  );
}

/** The brand mark linking home; pass the link element as the child. */
function SiteHeaderBrand({ className, asChild = false, ...props }: React.ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="site-header-brand"
      className={cn("flex shrink-0 items-baseline gap-2 font-bold tracking-wide", className)}
      {...props}
    />
  );
}

/** The top menu: a labelled navigation landmark holding `SiteHeaderNavItem`s. */
function SiteHeaderNav({ className, children, ...props }: React.ComponentProps<"nav">) {
  return (
    <nav data-slot="site-header-nav" className={cn("min-w-0 flex-1", className)} {...props}>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm font-medium">{children}</ul>
    </nav>
  );
}

/** One top-menu entry; pass the link element as the child. */
function SiteHeaderNavItem({ className, asChild = false, ...props }: React.ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return (
    <li data-slot="site-header-nav-item">
      <Comp
        className={cn(
          "inline-flex min-h-11 items-center rounded-sm underline-offset-4",
          "hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
          className,
        )}
        {...props}
      />
    </li>
  );
}

export { SiteHeader, SiteHeaderBrand, SiteHeaderNav, SiteHeaderNavItem, siteHeaderVariants };
