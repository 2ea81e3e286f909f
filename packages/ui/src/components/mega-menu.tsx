"use client";

import * as React from "react";
import { ChevronDown } from "lucide";
import { cn } from "#cn";
import { useOnDemand } from "../lib/on-demand";
import { Link } from "./link";
import { Icon } from "./icon";
import { megaMenuTriggerClass, type MegaMenuProps } from "./mega-menu-parts";

const loadMenu = () => import("./mega-menu-radix");

/**
 * The desktop top menu. Hover or keyboard opens a panel under the header whose
 * height follows the item's index (442, 484, 380, 200, 200, repeating); Escape
 * closes, arrow keys move between items. Items without children are plain
 * links. Place inside `SiteHeader`, whose bottom edge the panels hang from.
 *
 * The page first gets the items alone (links and buttons, the same look); the
 * panels' code (Radix NavigationMenu) loads when a pointer or focus reaches
 * the menu, and the item being pointed at or clicked then opens, so visitors
 * who never open a panel never download it.
 */
function MegaMenu({ className, items, seeAllLabel, value: controlled, defaultValue = "", onValueChange, ...props }: MegaMenuProps) {
  const [own, setOwn] = React.useState(defaultValue);
  const value = controlled ?? own;
  // A panel open from the start needs the real menu.
  const { loaded, request, whenLoaded, frame } = useOnDemand(loadMenu, value !== "");
  const setValue = (next: string) => {
    if (controlled === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const pointed = React.useRef<string | null>(null);

  if (loaded) {
    return (
      <div ref={frame} className="contents">
        <loaded.MegaMenuRadix className={className} items={items} seeAllLabel={seeAllLabel} {...props} value={value} onValueChange={setValue} />
      </div>
    );
  }

  return (
    <div ref={frame} className="contents">
      <nav
        aria-label={props["aria-label"]}
        data-slot="mega-menu"
        className={cn("static min-w-0 flex-1", className)}
        onPointerEnter={request}
        onFocus={request}
      >
        <div style={{ position: "relative" }}>
          <ul className="flex items-center justify-center">
            {items.map((item) => (
              <li key={item.id}>
                {item.children.length === 0 ? (
                  <Link data-slot="mega-menu-trigger" href={item.link} external={item.external} tone="none" className={megaMenuTriggerClass}>
                    {item.name}
                  </Link>
                ) : (
                  <button
                    type="button"
                    data-slot="mega-menu-trigger"
                    aria-expanded={false}
                    className={megaMenuTriggerClass}
                    // The item still pointed at when the panels arrive opens, as it would under Radix.
                    onPointerEnter={() => {
                      pointed.current = String(item.id);
                      whenLoaded(() => {
                        if (pointed.current) setValue(pointed.current);
                      });
                    }}
                    onPointerLeave={() => (pointed.current = null)}
                    onClick={() => whenLoaded(() => setValue(String(item.id)))}
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

export { MegaMenu, type MegaMenuProps };
