"use client";

import * as React from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { LoadingBar, type LoadingBarState } from "@repo/ui/loading-bar";

interface Navigation {
  /** Go to `href` inside the site: shows the loading bar while the next page loads (the fade runs once it is ready). */
  navigate: (href: string) => void;
  /** Marks the running navigation as failed (an error view showed instead of the page). */
  fail: () => void;
  /** Shows the loading bar for a navigation the router started itself (a link it handles). */
  start: () => void;
}

const NavigationContext = React.createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = React.use(NavigationContext);
  if (!navigation) throw new Error("useNavigation needs a NavigationProvider above it");
  return navigation;
}

/**
 * The URL the page shows now, as the router reports it. Rendered only once
 * the page is interactive: the server's render of a static page cannot read
 * the search params without a Suspense boundary, and such a boundary on a page
 * rendered per request hydrates on its own after the rest, in a transition,
 * which ran the page fade on the first load and dropped the visitor's input
 * while it started.
 */
function LocationWatcher({ onChange }: { onChange: (location: string) => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  React.useEffect(() => {
    onChange(`${pathname}?${search}`);
  }, [pathname, search, onChange]);
  return null;
}

/**
 * Navigation feedback for the whole site: the loading bar (failed when the
 * browser is offline or an error view replaces the page) and the shared
 * `navigate` the header's search uses. The old page stays live while the next
 * one loads (the router's navigation is a React transition); the fade between
 * them is the layout's `<ViewTransition>`, which React starts when the new
 * page commits.
 */
export function NavigationProvider({ label, children }: { label: string; children: React.ReactNode }) {
  const router = useRouter();
  const [state, setState] = React.useState<LoadingBarState>("hidden");
  // False on the server and while hydrating; set by the effect below, outside any transition, so it starts no page fade.
  const [interactive, setInteractive] = React.useState(false);
  const location = React.useRef<string | null>(null);

  const onLocation = React.useCallback((next: string) => {
    if (location.current !== null && location.current !== next) {
      setState((current) => (current === "progressing" ? "finished" : current));
    }
    location.current = next;
  }, []);

  const start = React.useCallback(() => {
    setState(navigator.onLine ? "progressing" : "failed");
  }, []);

  const navigate = React.useCallback(
    (href: string) => {
      // Offline, the next page cannot load: the visitor stays, told so by the bar and the offline notice.
      if (!navigator.onLine) {
        setState("failed");
        return;
      }
      start();
      router.push(href);
    },
    [router, start],
  );

  const fail = React.useCallback(() => {
    setState((current) => (current === "progressing" || current === "finished" ? "failed" : current));
  }, []);

  // The page is interactive. Back and forward are navigations too; the browser going offline mid-way fails the one running.
  React.useEffect(() => {
    setInteractive(true);
    const onPopState = () => start();
    const onOffline = () => setState((current) => (current === "progressing" ? "failed" : current));
    window.addEventListener("popstate", onPopState);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("offline", onOffline);
    };
  }, [start]);

  const value = React.useMemo(() => ({ navigate, fail, start }), [navigate, fail, start]);
  return (
    <NavigationContext value={value}>
      <LoadingBar state={state} label={label} />
      {interactive ? <LocationWatcher onChange={onLocation} /> : null}
      {children}
    </NavigationContext>
  );
}

/** Fails the running navigation while mounted: error views render it. */
export function NavigationFailed() {
  const { fail } = useNavigation();
  React.useEffect(() => fail(), [fail]);
  return null;
}

/** A notice while the browser is offline (SPEC §2), gone when it is back. */
export function OfflineNotice({ text }: { text: string }) {
  const online = React.useSyncExternalStore(
    (onChange) => {
      window.addEventListener("online", onChange);
      window.addEventListener("offline", onChange);
      return () => {
        window.removeEventListener("online", onChange);
        window.removeEventListener("offline", onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 bg-surface-inverse px-4 py-3 text-center text-sm text-ink-inverse">
      {text}
    </div>
  );
}
