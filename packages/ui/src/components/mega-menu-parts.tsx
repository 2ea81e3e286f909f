import type * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { cn } from "#cn";
import type { NavEntry } from "../lib/menu";

/*
 * What the menu's two forms share: the items the page renders first
 * (`mega-menu.tsx`) and the Radix menu loaded when a visitor reaches for
 * them (`mega-menu-radix.tsx`). Both import it; neither imports the other's
 * code, so loading the panels on demand leaves no import cycle.
 */

type PanelKind = "products" | "solutions" | "support" | "links";

/** Which panel a top item opens, from its `mateCode` (SPEC §2 "Header"). */
function panelKind(item: NavEntry): PanelKind {
  switch (item.mateCode?.toLowerCase()) {
    case "products":
      return "products";
    case "solutions":
      return "solutions";
    case "support":
      return "support";
    default:
      return "links";
  }
}

interface MegaMenuProps extends Omit<NavigationMenuPrimitive.NavigationMenuProps, "children" | "dir"> {
  /** The six top items from the navigation endpoint. */
  items: NavEntry[];
  /**
   * The name of a panel's "see all" link for a section or product category,
   * e.g. "See all in Battery", which leads to the entry's own page.
   */
  seeAllLabel?: (entry: NavEntry) => string;
}

/**
 * A top item. Names wrap onto a second, balanced line rather than overflow
 * when six long names share a narrow desktop (Spanish from 950 px, Burmese at
 * every width); `styles.css` sets the Burmese size and line height that keep
 * two lines inside the 75 px header.
 */
const megaMenuTriggerClass = cn(
  "group/trigger inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-control px-2 text-center text-sm font-medium text-balance [&:lang(my)]:px-1.5",
  "hover:text-brand data-[state=open]:text-brand header-white:hover:text-brand-emphasis header-white:data-[state=open]:text-brand-emphasis",
);

export { megaMenuTriggerClass, panelKind, type MegaMenuProps, type PanelKind };
