import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";
import { LinkProvider, ProvidedAnchor, type AnchorComponent } from "./link-context";

const text = "rounded-sm underline-offset-4 transition-colors";

const linkVariants = cva("", {
  variants: {
    tone: {
      inherit: `${text} text-current hover:underline`,
      brand: `${text} text-brand-emphasis hover:underline`,
      muted: `${text} text-ink-muted hover:text-ink`,
      /** A part that draws the link its own way (a button, a chip, a tab, a menu tile) gives every class itself. */
      none: "",
    },
  },
  defaultVariants: { tone: "inherit" },
});

/**
 * A link. With `asChild` it styles the caller's element; otherwise it renders
 * the router link the app provides (`LinkProvider`), or a plain `<a>` when
 * `external` (with `rel="noopener"`) or without `href`. A text link takes a
 * tone; a part that draws a link its own way (a chip, a menu tile, a button:
 * `<Button asChild><Link tone="none">`) takes `tone="none"` and gives its own
 * classes, so no two classes of one link set the same property.
 *
 * Not a client component itself: a Server Component page renders it on the
 * server, and only the provided router link reaches the browser.
 */
function Link({
  className,
  tone,
  asChild = false,
  external = false,
  href,
  ...props
}: React.ComponentProps<"a"> & VariantProps<typeof linkVariants> & { asChild?: boolean; external?: boolean }) {
  const classes = cn(linkVariants({ tone }), className);
  if (asChild) return <Slot data-slot="link" className={classes} {...props} />;
  if (external || href === undefined) {
    return <a data-slot="link" href={href} rel={external ? "noopener" : undefined} className={classes} {...props} />;
  }
  return <ProvidedAnchor data-slot="link" href={href} className={classes} {...props} />;
}

export { Link, LinkProvider, linkVariants, type AnchorComponent };
