"use client";

import * as React from "react";
import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide";
import { cn } from "#cn";
import { panelHeight, type NavEntry } from "../lib/menu";
import { Link } from "./link";
import { megaMenuTriggerClass, panelKind, type MegaMenuProps, type PanelKind } from "./mega-menu";
import { Icon } from "./icon";
import { FallbackNotice } from "./tag";

function MenuLink({ item, children, ...props }: Omit<React.ComponentProps<"a">, "href"> & { item: NavEntry }) {
  return (
    <NavigationMenuPrimitive.Link asChild>
      <Link href={item.link} external={item.external} {...props}>
        {children ?? item.name}
      </Link>
    </NavigationMenuPrimitive.Link>
  );
}

/** Products: the category list left; the hovered or focused category's products right, 3 per row. */
function ProductsPanel({ item }: { item: NavEntry }) {
  const [active, setActive] = React.useState(0);
  const category = item.children[active];
  return (
    <div className="grid h-full grid-cols-[14rem_1fr] grid-rows-[minmax(0,1fr)] gap-8">
      <ul className="flex flex-col gap-1 border-e border-line pe-6">
        {item.children.map((child, index) => (
          <li key={child.id}>
            <MenuLink
              item={child}
              data-state={index === active ? "active" : "inactive"}
              onPointerEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              className="block rounded-control px-3 py-2 font-medium hover:bg-brand-subtle data-[state=active]:bg-brand-subtle data-[state=active]:text-brand-emphasis"
            />
          </li>
        ))}
      </ul>
      {category ? (
        <ul aria-label={category.name} data-slot="mega-menu-products" className="grid content-start gap-x-6 gap-y-4 overflow-y-auto desk:grid-cols-3">
          {category.children.map((product) => (
            <li key={product.id}>
              <MenuLink item={product} className="group/product flex flex-col items-center gap-2 text-center text-sm">
                {product.img ? (
                  <img src={product.img} alt="" className="aspect-[2/1] w-full rounded-card object-cover transition-transform group-hover/product:scale-105" />
                ) : null}
                <span className="font-medium" lang={product.notice ? "en" : undefined}>{product.name}</span>
                {product.notice ? <FallbackNotice>{product.notice}</FallbackNotice> : null}
              </MenuLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Solutions: cards with image, title, description and short explanation, 3 per row. */
function SolutionsPanel({ item }: { item: NavEntry }) {
  return (
    <ul className="grid gap-6 desk:grid-cols-3">
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuLink item={child} className="group/solution flex flex-col gap-2">
            {child.img ? (
              <span className="block overflow-hidden rounded-card">
                <img src={child.img} alt="" className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover/solution:scale-110" />
              </span>
            ) : null}
            <span className="text-lg font-semibold">{child.name}</span>
            {child.desc ? <span className="text-sm text-ink-muted">{child.desc}</span> : null}
            {child.shortName ? <span className="text-xs font-medium tracking-wide text-brand-emphasis uppercase">{child.shortName}</span> : null}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** Support: images with their names, and the section's tagline. */
function SupportPanel({ item }: { item: NavEntry }) {
  return (
    <div className="flex h-full items-center gap-8">
      {item.desc ? <p className="max-w-52 text-lg font-semibold text-balance">{item.desc}</p> : null}
      <ul className="grid flex-1 grid-cols-4 gap-4">
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} className="flex flex-col gap-2 text-sm font-medium">
              {child.img ? <img src={child.img} alt="" className="aspect-[3/2] w-full rounded-card object-cover" /> : null}
              <span>{child.name}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Any other item: its child links. */
function LinksPanel({ item }: { item: NavEntry }) {
  return (
    <ul className="grid grid-cols-3 gap-x-8 gap-y-1">
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuLink item={child} className="block rounded-control px-3 py-2 hover:bg-brand-subtle hover:text-brand-emphasis" />
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
} satisfies Record<PanelKind, (props: { item: NavEntry }) => React.ReactNode>;

/**
 * The menu on Radix NavigationMenu. Hover or keyboard opens a panel under the
 * header whose height follows the item's index (442, 484, 380, 200, 200,
 * repeating); Escape closes, arrow keys move between items.
 */
function MegaMenuRadix({ className, items, ...props }: MegaMenuProps) {
  const trigger = megaMenuTriggerClass;
  return (
    <NavigationMenuPrimitive.Root data-slot="mega-menu" className={cn("static min-w-0 flex-1", className)} {...props}>
      <NavigationMenuPrimitive.List className="flex items-center justify-center">
        {items.map((item, index) => {
          if (item.children.length === 0) {
            return (
              <NavigationMenuPrimitive.Item key={item.id}>
                <MenuLink item={item} className={trigger} />
              </NavigationMenuPrimitive.Item>
            );
          }
          const kind = panelKind(item);
          const Panel = panels[kind];
          return (
            <NavigationMenuPrimitive.Item key={item.id} value={String(item.id)}>
              <NavigationMenuPrimitive.Trigger className={trigger}>
                {item.name}
                <Icon icon={ChevronDown} aria-hidden className="size-3.5 transition-transform group-data-[state=open]/trigger:rotate-180" />
              </NavigationMenuPrimitive.Trigger>
              <NavigationMenuPrimitive.Content
                data-slot="mega-menu-panel"
                data-panel={kind}
                className="mx-auto w-full max-w-content overflow-hidden px-4 py-8 desk:px-0"
                style={{ height: panelHeight(index) }}
              >
                <Panel item={item} />
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
