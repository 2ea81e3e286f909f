"use client";

import * as React from "react";

type AnchorComponent = React.ComponentType<React.ComponentProps<"a"> & { href: string }>;

/**
 * The element data-driven chrome (menus, footer) renders internal links with.
 * An app provides its router's link once; Storybook and tests use a plain `<a>`.
 */
const LinkComponentContext = React.createContext<AnchorComponent | "a">("a");

function LinkProvider({ component, children }: { component: AnchorComponent; children: React.ReactNode }) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** An internal link through the provided router link (a plain `<a>` without one); its classes arrive resolved. */
function ProvidedAnchor(props: React.ComponentProps<"a"> & { href: string }) {
  const Provided = React.use(LinkComponentContext);
  return Provided === "a" ? <a {...props} /> : <Provided {...props} />;
}

/**
 * The element a link renders: the provided router link, or a plain `<a>` for
 * an external address (`rel="noopener"`) or none. Client components that
 * style it themselves use it in place of `Link`, whose `asChild` brings Radix
 * Slot along.
 */
function LinkAnchor({ external = false, href, ...props }: React.ComponentProps<"a"> & { external?: boolean }) {
  if (external || href === undefined) return <a href={href} rel={external ? "noopener" : undefined} {...props} />;
  return <ProvidedAnchor href={href} {...props} />;
}

export { LinkAnchor, LinkProvider, ProvidedAnchor, type AnchorComponent };
