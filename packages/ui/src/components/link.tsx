import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import { cn } from "#cn";
import { LinkProvider, ProvidedAnchor, type AnchorComponent } from "./link-context";
import { linkVariants } from "./link-variants";

/**
 * What a link keeps of its own look inside `<Button asChild>` (the button's
 * colours win): for an `unstyled` link in a client component, where classes
 * are joined rather than merged.
 */
const buttonLinkClass = "rounded-sm underline-offset-4 hover:underline";

/**
 * A link. With `asChild` it styles the caller's element (a router link);
 * otherwise it renders the provided router link, or a plain `<a>` when
 * `external` (with `rel="noopener"`). Not a client component itself: on a
 * Server Component page its classes are resolved on the server, and only the
 * router link reaches the browser.
 *
 * `unstyled` takes the caller's classes alone. Client components use it where
 * their classes replace the link's own (a radius, a colour): the browser's
 * `cn` joins classes without resolving Tailwind conflicts (see `#cn`).
 */
function Link({
  className,
  tone,
  asChild = false,
  external = false,
  unstyled = false,
  href,
  ...props
}: React.ComponentProps<"a"> & VariantProps<typeof linkVariants> & { asChild?: boolean; external?: boolean; unstyled?: boolean }) {
  const classes = unstyled ? className : cn(linkVariants({ tone }), className);
  if (asChild) return <Slot data-slot="link" className={classes} {...props} />;
  if (external || href === undefined) {
    return <a data-slot="link" href={href} rel={external ? "noopener" : undefined} className={classes} {...props} />;
  }
  return <ProvidedAnchor data-slot="link" href={href} className={classes} {...props} />;
}

export { buttonLinkClass, Link, LinkProvider, linkVariants, type AnchorComponent };
