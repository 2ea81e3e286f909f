"use client";

import * as React from "react";
import { ChevronDown } from "lucide";
import { cn } from "#cn";
import { restoreFocus, useOnDemand } from "../lib/on-demand";
import { LinkAnchor } from "./link-context";
import { linkVariants } from "./link-variants";
import { Icon } from "./icon";
import { megaMenuTriggerClass, panelKind, type MegaMenuProps, type PanelKind } from "./mega-menu-parts";

/** The top items' focusable elements, in order, in either form of the menu. */
const TOP_ITEMS = "[data-slot=mega-menu] > div > ul > li > :is(a, button)";

const loadMenu = () => import("./mega-menu-radix");

/**
 * The desktop top menu. Hover or keyboard opens a panel under the header whose
 * height follows the item's index (442, 484, 380, 200, 200, repeating); Escape
 * closes, arrow keys move between items. Items without children are plain
 * links. Place inside `SiteHeader`, whose bottom edge the panels hang from.
 *
 * The page first gets the items alone (links and buttons, the same look); the
 * panels' code (Radix NavigationMenu) loads when a pointer or focus reaches
 * the menu, and the item being pointed at, focused or clicked then opens, so
 * visitors who never open a panel never download it.
 */
function MegaMenu({ className, items, seeAllLabel, ...props }: MegaMenuProps) {
  const { loaded, request } = useOnDemand(loadMenu);
  const root = React.useRef<HTMLDivElement>(null);
  const focused = React.useRef(-1);
  const pointed = React.useRef<string | null>(null);
  const [openOnLoad, setOpenOnLoad] = React.useState<string | undefined>(undefined);
  const wantsOpen = Boolean(props.value || props.defaultValue);

  React.useEffect(() => {
    if (wantsOpen) request();
  }, [wantsOpen, request]);

  React.useEffect(() => {
    if (!loaded) return;
    if (focused.current >= 0) restoreFocus(root.current, TOP_ITEMS, focused.current);
    const open = openOnLoad ?? pointed.current ?? undefined;
    if (open && props.value === undefined) return; // uncontrolled: opened through defaultValue below
    if (open) props.onValueChange?.(open);
    // Only the first render of the loaded menu acts on what happened before it arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  if (loaded) {
    const open = openOnLoad ?? pointed.current ?? undefined;
    const defaultValue = props.value === undefined ? (props.defaultValue ?? open) : props.defaultValue;
    return (
      <div ref={root} className="contents">
        <loaded.MegaMenuRadix className={className} items={items} seeAllLabel={seeAllLabel} {...props} defaultValue={defaultValue} />
      </div>
    );
  }

  return (
    <div ref={root} className="contents">
      <nav
        aria-label={props["aria-label"]}
        data-slot="mega-menu"
        className={cn("static min-w-0 flex-1", className)}
        onPointerEnter={request}
        onFocus={request}
      >
        <div style={{ position: "relative" }}>
          <ul className="flex items-center justify-center">
            {items.map((item, index) => (
              <li key={item.id}>
                {item.children.length === 0 ? (
                  <LinkAnchor data-slot="mega-menu-trigger" href={item.link} external={item.external} className={cn(linkVariants(), megaMenuTriggerClass)}>
                    {item.name}
                  </LinkAnchor>
                ) : (
                  <button
                    type="button"
                    data-slot="mega-menu-trigger"
                    aria-expanded={false}
                    className={megaMenuTriggerClass}
                    onPointerEnter={() => (pointed.current = String(item.id))}
                    onPointerLeave={() => (pointed.current = null)}
                    onFocus={() => (focused.current = index)}
                    onClick={() => {
                      setOpenOnLoad(String(item.id));
                      request();
                    }}
                  >
                    {item.name}
                    <Icon icon={ChevronDown} aria-hidden className="size-3.5" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="absolute inset-x-0 top-full" />
      </nav>
    </div>
  );
}

export { MegaMenu, megaMenuTriggerClass, panelKind, type MegaMenuProps, type PanelKind };
