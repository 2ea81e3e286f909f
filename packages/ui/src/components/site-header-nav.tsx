import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "#cn";

/*
 * The header's brand mark and plain top links, for headers without panels
 * (`SiteHeader` holds them). Apart from `site-header.tsx`, which the site's
 * header loads on every page, so its code carries no Radix Slot.
 */

/** The brand mark's look. */
const siteHeaderBrandClass = "flex shrink-0 items-center gap-2 rounded-sm font-bold tracking-wide";

/** The brand's glyph and name, in the header's current text colour: the content of the link home. */
function SiteHeaderBrandMark({ label }: { label: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden viewBox="0 0 24 24" className="size-6 text-brand">
        <path d="M2 21 12 3l10 18h-5l-5-9-5 9z" fill="currentColor" />
      </svg>
      <span data-slot="wordmark" className="text-lg font-bold tracking-[0.2em]">
        {label}
      </span>
    </span>
  );
}

/** The brand mark linking home; pass the link element as the child. */
function SiteHeaderBrand({ className, asChild = false, ...props }: React.ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return <Comp data-slot="site-header-brand" className={cn(siteHeaderBrandClass, className)} {...props} />;
}

/**
 * A link among the header's actions (the monitoring platform): its icon as
 * the child, then its name, shown (`showLabel`, in the drawer) or read and
 * shown as a tooltip (on the bar, where the menu needs the width).
 */
function SiteHeaderActionLink({ className, label, showLabel = false, children, ...props }: React.ComponentProps<"a"> & { label: string; showLabel?: boolean }) {
  return (
    <a
      data-slot="site-header-action-link"
      title={label}
      className={cn("inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium hover:bg-current/10", className)}
      {...props}
    >
      {children}
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </a>
  );
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

export { SiteHeaderActionLink, SiteHeaderBrand, SiteHeaderBrandMark, SiteHeaderNav, SiteHeaderNavItem };
