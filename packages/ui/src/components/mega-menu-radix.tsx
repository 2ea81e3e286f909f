"use client";

import * as React from "react";
import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { ArrowRight, ChevronDown } from "lucide";
import { cn } from "#cn";
import { panelHeight, type NavEntry } from "../lib/menu";
import { containerClass } from "./container-class";
import { Link } from "./link";
import { megaMenuTriggerClass, panelKind, type MegaMenuProps, type PanelKind } from "./mega-menu-parts";
import { Icon } from "./icon";
import { FallbackNotice } from "./tag";

function MenuLink({ item, children, ...props }: Omit<React.ComponentProps<typeof Link>, "href"> & { item: NavEntry }) {
  return (
    <NavigationMenuPrimitive.Link asChild>
      <Link href={item.link} external={item.external} {...props}>
        {children ?? item.name}
      </Link>
    </NavigationMenuPrimitive.Link>
  );
}

/**
 * A panel's list area. Panels keep SPEC's fixed heights, so where a language's
 * longer texts need more room than that, the list scrolls inside the panel
 * (the wheel scrolls it, not the page behind), with a visible scrollbar and a
 * fade over its lower edge for as long as more lies below.
 */
function PanelScroll({ className, children, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="mega-menu-scroll" className={cn("mega-menu-scroll min-h-0 overflow-y-auto overscroll-contain pe-2", className)} {...props}>
      {children}
      <div aria-hidden className="mega-menu-scroll-cue pointer-events-none sticky bottom-0 -mt-12 h-12 bg-linear-to-t from-surface" />
    </div>
  );
}

/** The link under a panel's list to the whole section or category, so nothing the panel holds is only a scroll away. */
function SeeAll({ item, label }: { item: NavEntry; label?: (entry: NavEntry) => string }) {
  if (!label) return null;
  return (
    <MenuLink
      item={item}
      data-slot="mega-menu-see-all"
      tone="brand"
      className="inline-flex min-h-9 items-center gap-1.5 self-start text-sm font-semibold"
    >
      {label(item)}
      <Icon icon={ArrowRight} aria-hidden className="size-4" />
    </MenuLink>
  );
}

interface PanelProps {
  item: NavEntry;
  seeAllLabel?: (entry: NavEntry) => string;
}

/**
 * Products: the category list left; the hovered or focused category's
 * products right, 3 per row, each a whole 4:3 thumbnail beside its full name,
 * and the link to the category's page under them.
 */
function ProductsPanel({ item, seeAllLabel }: PanelProps) {
  const [active, setActive] = React.useState(0);
  const category = item.children[active];
  return (
    <div className="grid h-full grid-cols-[11rem_1fr] grid-rows-[minmax(0,1fr)] gap-6">
      <ul className="flex min-h-0 flex-col gap-0.5 overflow-y-auto border-e border-line pe-4">
        {item.children.map((child, index) => (
          <li key={child.id}>
            <MenuLink
              item={child}
              data-state={index === active ? "active" : "inactive"}
              onPointerEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              tone="none"
              className="block rounded-control px-3 py-1.5 text-sm font-medium hover:bg-brand-subtle data-[state=active]:bg-brand-subtle data-[state=active]:text-brand-emphasis"
            />
          </li>
        ))}
      </ul>
      {category ? (
        <div className="flex min-h-0 flex-col gap-2">
          <PanelScroll>
            <ul aria-label={category.name} data-slot="mega-menu-products" className="grid content-start gap-x-4 gap-y-3 desk:grid-cols-3">
              {category.children.map((product) => (
                <li key={product.id}>
                  <MenuLink item={product} tone="none" className="group/product flex items-center gap-3 rounded-control text-sm hover:no-underline">
                    {product.img ? (
                      <span className="block w-20 shrink-0 overflow-hidden rounded-control bg-surface-muted">
                        <img src={product.img} alt="" className="aspect-[4/3] w-full object-contain transition-transform group-hover/product:scale-105" />
                      </span>
                    ) : null}
                    <span className="flex min-w-0 flex-col items-start gap-1">
                      <span className="font-medium group-hover/product:text-brand-emphasis" lang={product.notice ? "en" : undefined}>
                        {product.name}
                      </span>
                      {product.notice ? <FallbackNotice>{product.notice}</FallbackNotice> : null}
                    </span>
                  </MenuLink>
                </li>
              ))}
            </ul>
          </PanelScroll>
          <SeeAll item={category} label={seeAllLabel} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Solutions: cards with image, title, description and short explanation, 3 per
 * row; compact (the picture beside the words) so all seven fit the 484 px panel
 * in english and spanish, scrolling visibly where Burmese runs longer.
 */
function SolutionsPanel({ item, seeAllLabel }: PanelProps) {
  return (
    <div className="flex h-full flex-col gap-2">
      <PanelScroll>
        <ul className="grid gap-x-6 gap-y-3 desk:grid-cols-3">
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLink item={child} tone="none" className="group/solution flex items-start gap-3 rounded-control hover:no-underline">
                {child.img ? (
                  <span className="block w-24 shrink-0 overflow-hidden rounded-card">
                    <img src={child.img} alt="" className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover/solution:scale-110" />
                  </span>
                ) : null}
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold group-hover/solution:text-brand-emphasis">{child.name}</span>
                  {child.desc ? <span className="text-sm leading-snug text-ink-muted">{child.desc}</span> : null}
                  {child.shortName ? <span className="text-xs font-medium tracking-wide text-brand-emphasis uppercase">{child.shortName}</span> : null}
                </span>
              </MenuLink>
            </li>
          ))}
        </ul>
      </PanelScroll>
      <SeeAll item={item} label={seeAllLabel} />
    </div>
  );
}

/** Support: images with their names, and the section's tagline. */
function SupportPanel({ item }: PanelProps) {
  return (
    <div className="flex h-full items-center gap-8">
      {item.desc ? <p className="max-w-52 text-lg font-semibold text-balance">{item.desc}</p> : null}
      <ul className="grid flex-1 grid-cols-4 gap-4">
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} className="flex flex-col gap-2 text-sm font-medium">
              {child.img ? <img src={child.img} alt="" className="aspect-[2/1] w-full rounded-card object-cover" /> : null}
              <span>{child.name}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Any other item: its child links. */
function LinksPanel({ item }: PanelProps) {
  return (
    <ul className="grid grid-cols-3 gap-x-8 gap-y-1">
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuLink item={child} tone="none" className="block rounded-control px-3 py-2 hover:bg-brand-subtle hover:text-brand-emphasis" />
        </li>
      ))}
    </ul>
  );
}

const panels = {
  products: ProductsPanel,
  solutions: SolutionsPanel,
  support: SupportPanel,
  links: LinksPanel,
} satisfies Record<PanelKind, (props: PanelProps) => React.ReactNode>;

/**
 * The menu on Radix NavigationMenu. Hover or keyboard opens a panel under the
 * header whose height follows the item's index (442, 484, 380, 200, 200,
 * repeating); Escape closes, arrow keys move between items.
 */
function MegaMenuRadix({ className, items, seeAllLabel, ...props }: MegaMenuProps) {
  const trigger = megaMenuTriggerClass;
  return (
    <NavigationMenuPrimitive.Root data-slot="mega-menu" className={cn("static min-w-0 flex-1", className)} {...props}>
      <NavigationMenuPrimitive.List className="flex items-center justify-center">
        {items.map((item, index) => {
          if (item.children.length === 0) {
            return (
              <NavigationMenuPrimitive.Item key={item.id}>
                <MenuLink item={item} data-slot="mega-menu-trigger" tone="none" className={trigger} />
              </NavigationMenuPrimitive.Item>
            );
          }
          const kind = panelKind(item);
          const Panel = panels[kind];
          return (
            <NavigationMenuPrimitive.Item key={item.id} value={String(item.id)}>
              <NavigationMenuPrimitive.Trigger data-slot="mega-menu-trigger" className={trigger}>
                {item.name}
                <Icon icon={ChevronDown} aria-hidden className="size-3.5 shrink-0 transition-transform group-data-[state=open]/trigger:rotate-180" />
              </NavigationMenuPrimitive.Trigger>
              <NavigationMenuPrimitive.Content
                data-slot="mega-menu-panel"
                data-panel={kind}
                className={cn(containerClass, "overflow-hidden py-6")}
                style={{ height: panelHeight(index) }}
              >
                <Panel item={item} seeAllLabel={seeAllLabel} />
              </NavigationMenuPrimitive.Content>
            </NavigationMenuPrimitive.Item>
          );
        })}
      </NavigationMenuPrimitive.List>
      <div className="absolute inset-x-0 top-full">
        <NavigationMenuPrimitive.Viewport className="h-(--radix-navigation-menu-viewport-height) w-full overflow-hidden border-t border-line bg-surface text-ink shadow-panel transition-[height] duration-300" />
      </div>
    </NavigationMenuPrimitive.Root>
  );
}

export { MegaMenuRadix };
