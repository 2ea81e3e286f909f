"use client";

import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";

type AnchorComponent = React.ComponentType<React.ComponentProps<"a"> & { href: string }>;

/**
 * The element data-driven chrome (menus, footer) renders internal links with.
 * An app provides its router's link once; Storybook and tests use a plain `<a>`.
 */
const LinkComponentContext = React.createContext<AnchorComponent | "a">("a");

function LinkProvider({ component, children }: { component: AnchorComponent; children: React.ReactNode }) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

const linkVariants = cva("rounded-sm underline-offset-4 transition-colors", {
  variants: {
    tone: {
      inherit: "text-current hover:underline",
      brand: "text-brand-emphasis hover:underline",
      muted: "text-ink-muted hover:text-ink",
    },
  },
  defaultVariants: { tone: "inherit" },
});

/**
 * A link. With `asChild` it styles the caller's element (a router link);
 * otherwise it renders the provided router link, or a plain `<a>` when
 * `external` (with `rel="noopener"`).
 */
function Link({
  className,
  tone,
  asChild = false,
  external = false,
  href,
  ...props
}: React.ComponentProps<"a"> & VariantProps<typeof linkVariants> & { asChild?: boolean; external?: boolean }) {
  const Provided = React.use(LinkComponentContext);
  const classes = cn(linkVariants({ tone }), className);
  if (asChild) return <Slot data-slot="link" className={classes} {...props} />;
  if (external || Provided === "a" || href === undefined) {
    return <a data-slot="link" href={href} rel={external ? "noopener" : undefined} className={classes} {...props} />;
  }
  return <Provided data-slot="link" href={href} className={classes} {...props} />;
}

export { Link, LinkProvider, linkVariants, type AnchorComponent };
