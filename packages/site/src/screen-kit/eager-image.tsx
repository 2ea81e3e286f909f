"use client";

import type * as React from "react";

/**
 * A page's first picture, eager and high priority. Rendered from a client
 * component so that the server's page data carries no preload hint for it:
 * React adds one for every eager `<img>` a server component renders, and the
 * browser applies it wherever that data arrives, so every page that prefetched
 * this one (a link to home in every header) fetched its hero picture too. The
 * server's HTML still preloads it for the page that shows it.
 */
export function EagerImage(props: React.ComponentProps<"img">) {
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's props, alt included
  return <img {...props} />;
}
