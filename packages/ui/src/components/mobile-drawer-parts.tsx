import type * as React from "react";
import type { NavEntry } from "../lib/menu";

/*
 * The props the drawer's button (`mobile-drawer.tsx`) and the drawer it loads
 * on demand (`mobile-drawer-panel.tsx`) share, in a file of their own so the
 * loaded part never imports back from the file that loads it.
 */

interface MobileDrawerLabels {
  /** The menu button's name. */
  open: string;
  close: string;
  /** The drawer's title, read when it opens. */
  title: string;
  search: string;
}

interface MobileDrawerProps {
  items: NavEntry[];
  labels: MobileDrawerLabels;
  /**
   * The name of the link to a product category's own page at the top of its
   * collapsed list, e.g. "See all in Battery"; the category's name when absent.
   */
  seeAllLabel?: (entry: NavEntry) => string;
  /** The drawer's search button; the app closes the drawer and opens the search panel. */
  onSearch?: () => void;
  /** Extra content at the drawer's foot (country/language, monitoring link). */
  footer?: React.ReactNode;
  /** Controlled open state; uncontrolled when absent. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export type { MobileDrawerLabels, MobileDrawerProps };
