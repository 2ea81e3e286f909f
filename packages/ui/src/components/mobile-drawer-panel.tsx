"use client";

import type * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronDown, Search, X } from "lucide";
import type { NavEntry } from "../lib/menu";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { Link } from "./link";
import { Icon } from "./icon";
import { FallbackNotice } from "./tag";
import type { MobileDrawerProps } from "./mobile-drawer-parts";

/** One link of the drawer; following it closes the drawer. */
function DrawerLink({ item, children, ...props }: Omit<React.ComponentProps<typeof Link>, "href"> & { item: NavEntry }) {
  return (
    <DialogPrimitive.Close asChild>
      <Link href={item.link} external={item.external} {...props}>
        {children ?? item.name}
      </Link>
    </DialogPrimitive.Close>
  );
}

/**
 * The links of one section. A product category is a native disclosure,
 * collapsed until tapped (SPEC §4: product sub-lists collapsed or active), so
 * opening Products lists its categories rather than every product; expanded,
 * it leads with the link to the category's own page.
 */
function SectionLinks({ items, seeAllLabel }: { items: NavEntry[]; seeAllLabel?: (entry: NavEntry) => string }) {
  return (
    <ul className="flex flex-col gap-1 ps-2">
      {items.map((child) => (
        <li key={child.id}>
          {child.children.length > 0 ? (
            <details data-slot="mobile-drawer-category" className="group/category">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 py-2 hover:text-brand-emphasis [&::-webkit-details-marker]:hidden">
                {child.name}
                <Icon icon={ChevronDown} aria-hidden className="size-4 shrink-0 transition-transform group-open/category:rotate-180" />
              </summary>
              <ul className="flex flex-col border-s border-line ps-3 text-ink-muted">
                <li>
                  <DrawerLink item={child} tone="brand" className="block py-1.5 font-medium">
                    {seeAllLabel ? seeAllLabel(child) : child.name}
                  </DrawerLink>
                </li>
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <DrawerLink item={grandchild} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5 hover:text-brand-emphasis">
                      {/* A product shown in english on another language's page says so. */}
                      <span lang={grandchild.notice ? "en" : undefined}>{grandchild.name}</span>
                      {grandchild.notice ? <FallbackNotice>{grandchild.notice}</FallbackNotice> : null}
                    </DrawerLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <DrawerLink item={child} className="block py-2 hover:text-brand-emphasis" />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The drawer itself, on Radix Dialog (focus trapped, Escape closes), opened
 * and closed by the trigger that `MobileDrawer` keeps on the page; focus goes
 * back to that trigger when it closes.
 */
function MobileDrawerPanel({
  items,
  labels,
  seeAllLabel,
  onSearch,
  footer,
  trigger,
  ...props
}: Omit<MobileDrawerProps, "open" | "onOpenChange"> & { open: boolean; onOpenChange: (open: boolean) => void; trigger: React.RefObject<HTMLButtonElement | null> }) {
  return (
    <DialogPrimitive.Root {...props}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="mobile-drawer-overlay" className="fixed inset-0 z-50 bg-surface-inverse/50" />
        <DialogPrimitive.Content
          data-slot="mobile-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Back to the menu button, unless the drawer handed focus on (its search button opens the search field).
            const active = document.activeElement;
            if (!active || active === document.body) trigger.current?.focus();
          }}
          // Slides in from the right and back out (`styles.css`), in place for visitors who ask for less motion.
          className="fixed inset-y-0 right-0 z-50 flex w-[70%] flex-col overflow-y-auto bg-surface text-ink shadow-panel"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            <DialogPrimitive.Title className="font-semibold">{labels.title}</DialogPrimitive.Title>
            <DialogPrimitive.Close aria-label={labels.close} className="grid size-11 cursor-pointer place-items-center rounded-full hover:bg-surface-muted">
              <Icon icon={X} aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {onSearch ? (
            <button
              type="button"
              onClick={onSearch}
              className="mx-4 mt-4 flex h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 text-sm text-ink-muted hover:border-brand"
            >
              <Icon icon={Search} aria-hidden className="size-4" />
              {labels.search}
            </button>
          ) : null}
          <nav aria-label={labels.title} className="px-4 py-2">
            <Accordion>
              {items.map((item) =>
                item.children.length > 0 ? (
                  <AccordionItem key={item.id}>
                    <AccordionTrigger>{item.name}</AccordionTrigger>
                    <AccordionContent>
                      <SectionLinks items={item.children} seeAllLabel={seeAllLabel} />
                    </AccordionContent>
                  </AccordionItem>
                ) : (
                  <div key={item.id} className="border-b border-line">
                    <DrawerLink item={item} className="block py-4 font-medium hover:text-brand-emphasis" />
                  </div>
                ),
              )}
            </Accordion>
          </nav>
          {footer ? <div className="mt-auto border-t border-line p-4">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { MobileDrawerPanel };
