"use client";

import * as React from "react";
import NextLink from "next/link";
import { LinkProvider } from "@repo/ui/link";
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

/** How long after the page's `load` links wait for the browser to be idle before they prefetch, at most (SPEC §9). */
const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * Whether the page has loaded and the browser has since been idle (or
 * `PREFETCH_IDLE_TIMEOUT_MS` passed): until then links do not prefetch, so
 * the page's own scripts, pictures and hydration have the connection and the
 * processor to themselves. Read once for the page, like the connection.
 */
function useLoadedAndIdle(): boolean {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    let idle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      // An urgent update, not a transition: a transition would run the layout's view transition over the page.
      const done = () => setReady(true);
      // Safari before 18.2 has no idle callbacks: there the time-out alone.
      if (typeof window.requestIdleCallback === "function")
        idle = window.requestIdleCallback(done, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      else timer = window.setTimeout(done, PREFETCH_IDLE_TIMEOUT_MS);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** Whether links may prefetch now: not on a slow or metered connection, nor while the page is still loading. */
const PrefetchContext = React.createContext(false);

/**
 * Next's router link, without prefetching on slow or metered connections nor
 * before the page has loaded and the browser is idle. A
 * plain click on a link to another page of the site goes through the shared
 * navigation, which shows the loading bar and fades between the pages.
 */
function RouterLink({ href, onClick, target, ...props }: React.ComponentProps<"a"> & { href: string }) {
  const prefetch = React.use(PrefetchContext);
  const { navigate } = useNavigation();
  return (
    <NextLink
      href={href}
      prefetch={prefetch ? undefined : false}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
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
  const ready = useLoadedAndIdle();
  return (
    <PrefetchContext value={ready && !slow}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
    </PrefetchContext>
  );
}
