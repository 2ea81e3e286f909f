"use client";

import * as React from "react";

/*
 * The client half of `Link` (`./link`): the router link an app provides. A
 * context needs a client module, while `Link` itself stays renderable on the
 * server; apps import both from `@repo/ui/link`.
 */

type AnchorComponent = React.ComponentType<React.ComponentProps<"a"> & { href: string }>;

/**
 * The element internal links render with. An app provides its router's link
 * once; Storybook and tests use a plain `<a>`.
 */
const LinkComponentContext = React.createContext<AnchorComponent | "a">("a");

function LinkProvider({ component, children }: { component: AnchorComponent; children: React.ReactNode }) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** An internal link through the provided router link (a plain `<a>` without one). */
function ProvidedAnchor(props: React.ComponentProps<"a"> & { href: string }) {
  const Provided = React.use(LinkComponentContext);
  return Provided === "a" ? <a {...props} /> : <Provided {...props} />;
}

export { LinkProvider, ProvidedAnchor, type AnchorComponent };
