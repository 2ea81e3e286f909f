"use client";

import * as React from "react";

interface HeaderState {
  /**
   * A page with a full-bleed hero lets the header sit transparent over it
   * until scrolled or hovered. `null` until a page has said so: the header
   * then goes by the route, which the server knows too, so the first paint
   * already has the right header.
   */
  overHero: boolean | null;
  /** A page that forces the white header whatever else holds (the 404 page). */
  forced: boolean;
  setOverHero: (value: boolean | null) => void;
  setForced: (value: boolean) => void;
}

const HeaderStateContext = React.createContext<HeaderState | null>(null);

/** What the pages tell the header about themselves; shared by the layout's header and its content. */
export function HeaderStateProvider({ children }: { children: React.ReactNode }) {
  const [overHero, setOverHero] = React.useState<boolean | null>(null);
  const [forced, setForced] = React.useState(false);
  const value = React.useMemo(() => ({ overHero, forced, setOverHero, setForced }), [overHero, forced]);
  return <HeaderStateContext value={value}>{children}</HeaderStateContext>;
}

export function useHeaderState(): HeaderState {
  const state = React.use(HeaderStateContext);
  if (!state) throw new Error("useHeaderState needs a HeaderStateProvider above it");
  return state;
}

/** Rendered by a page that must keep the header white (the 404 page), for as long as it shows. */
export function ForceWhiteHeader() {
  const { setForced } = useHeaderState();
  React.useEffect(() => {
    setForced(true);
    return () => setForced(false);
  }, [setForced]);
  return null;
}

/** Rendered by a page whose hero starts under the header: the header is transparent over it at the top. */
export function HeaderOverHero() {
  const { setOverHero } = useHeaderState();
  React.useEffect(() => {
    setOverHero(true);
    return () => setOverHero(null);
  }, [setOverHero]);
  return null;
}
