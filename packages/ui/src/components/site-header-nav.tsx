import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "#cn";

/*
 * The header's brand mark and plain top links, for headers without panels
 * (`SiteHeader` holds them). Apart from `site-header.tsx`, which the site's
 * header loads on every page, so its code carries no Radix Slot.
 */

/** The brand mark's look, for a header that renders its own link element without `SiteHeaderBrand asChild`. */
const siteHeaderBrandClass = "flex shrink-0 items-center gap-2 rounded-sm font-bold tracking-wide";

/** The brand mark linking home; pass the link element as the child. */
function SiteHeaderBrand({ className, asChild = false, ...props }: React.ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return <Comp data-slot="site-header-brand" className={cn(siteHeaderBrandClass, className)} {...props} />;
}

/** A plain list of top links: the header without panels. */
function SiteHeaderNav({ className, children, ...props }: React.ComponentProps<"nav">) {
  return (
    <nav data-slot="site-header-nav" className={cn("min-w-0 flex-1", className)} {...props}>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm font-medium">{children}</ul>
    </nav>
  );
}

/** One entry of `SiteHeaderNav`; pass the link element as the child. */
function SiteHeaderNavItem({ className, asChild = false, ...props }: React.ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return (
    <li data-slot="site-header-nav-item">
      <Comp className={cn("inline-flex min-h-11 items-center rounded-sm underline-offset-4 hover:underline", className)} {...props} />
    </li>
  );
}

export { SiteHeaderBrand, SiteHeaderNav, SiteHeaderNavItem, siteHeaderBrandClass };
