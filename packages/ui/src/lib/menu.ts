/**
 * A menu entry as the chrome renders it. The same shape the API client's
 * `getNavigation` returns (SPEC §3 "Menu item"), declared here so components
 * stay free of the client.
 */
export interface MenuEntry {
  id: number;
  name: string;
  /** Site route or external URL. */
  link: string;
  /** Whether `link` leaves the site. */
  external: boolean;
  /** Panel kind: `Solutions`, `Products`, `Support`, or null for a list of links. */
  mateCode: string | null;
  img: string | null;
  alt: string;
  desc: string | null;
  shortName: string | null;
  children: MenuEntry[];
}

/** Mega-panel heights by top-menu index, repeating (SPEC §9). */
export const panelHeights = [442, 484, 380, 200, 200] as const;

/** The panel height for the top item at `index`. */
export function panelHeight(index: number): number {
  return panelHeights[index % panelHeights.length] ?? panelHeights[0];
}
