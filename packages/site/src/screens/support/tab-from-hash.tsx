"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { tabForAnchor } from "./downloads-query";

/**
 * Opens the downloads tab an anchor names (`/downloads#Brochure`, the
 * header's quick link). The hash never reaches the server, so the page
 * renders its default tab and this swaps in the named one, keeping the
 * filters; the URL then names the tab in its query, like a click would.
 */
export function TabFromHash({ current, hrefs }: { current: string; hrefs: Record<string, string> }) {
  const router = useRouter();
  React.useEffect(() => {
    const follow = () => {
      const tab = tabForAnchor(window.location.hash);
      const href = tab ? hrefs[tab.anchor] : undefined;
      if (tab && href && tab.anchor !== current) router.replace(href, { scroll: false });
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [current, hrefs, router]);
  return null;
}
