"use client";

import * as React from "react";
import NextLink from "next/link";
import { LinkProvider } from "@repo/ui/link-context";
import { useNavigation } from "./navigation";

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(onChange: () => void): () => void {
  const info = connection();
  info?.addEventListener("change", onChange);
  return () => info?.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked to save data or is on a 2g connection: then links are not prefetched.
 * Read once for the page (`SiteLinkProvider`), not by each of its hundred links.
 */
function useSlowConnection(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => {
      const info = connection();
      return Boolean(info?.saveData) || /(^|-)2g$/.test(info?.effectiveType ?? "");
    },
    () => false,
  );
}

const SlowConnectionContext = React.createContext(false);

/**
 * Next's router link, without prefetching on slow or metered connections. A
 * plain click on a link to another page of the site goes through the shared
 * navigation, which shows the loading bar and fades between the pages.
 */
function RouterLink({ href, onClick, target, ...props }: React.ComponentProps<"a"> & { href: string }) {
  const slow = React.use(SlowConnectionContext);
  const { navigate } = useNavigation();
  return (
    <NextLink
      href={href}
      prefetch={slow ? false : undefined}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (target && target !== "_self") return;
        const url = new URL(href, window.location.href);
        if (url.origin !== window.location.origin) return;
        // Same page, another anchor: the router scrolls to it without a transition.
        if (url.pathname === window.location.pathname && url.search === window.location.search) return;
        event.preventDefault();
        navigate(`${url.pathname}${url.search}${url.hash}`);
      }}
      {...props}
    />
  );
}

/** Makes the design system's data-driven links (menus, footer) router links. */
export function SiteLinkProvider({ children }: { children: React.ReactNode }) {
  const slow = useSlowConnection();
  return (
    <SlowConnectionContext value={slow}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
    </SlowConnectionContext>
  );
}
