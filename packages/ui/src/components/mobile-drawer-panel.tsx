"use client";

import type * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Search, X } from "lucide";
import { cn } from "#cn";
import type { NavEntry } from "../lib/menu";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion-radix";
import { Link } from "./link";
import type { MobileDrawerProps } from "./mobile-drawer";
import { Icon } from "./icon";

/** The links of one section, a level deeper for product categories. */
function SectionLinks({ items }: { items: NavEntry[] }) {
  return (
    <ul className="flex flex-col gap-1 ps-2">
      {items.map((child) => (
        <li key={child.id}>
          <DialogPrimitive.Close asChild>
            <Link href={child.link} external={child.external} className="block py-2 hover:text-brand-emphasis">
              {child.name}
            </Link>
          </DialogPrimitive.Close>
          {child.children.length > 0 ? (
            <ul className="flex flex-col ps-4 text-ink-muted">
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <DialogPrimitive.Close asChild>
                    <Link href={grandchild.link} external={grandchild.external} className="block py-1.5 hover:text-brand-emphasis">
                      {grandchild.name}
                    </Link>
                  </DialogPrimitive.Close>
                </li>
              ))}
            </ul>
          ) : null}
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
  onSearch,
  footer,
  trigger,
  ...props
}: Omit<MobileDrawerProps, "open" | "onOpenChange"> & { open: boolean; onOpenChange: (open: boolean) => void; trigger: React.RefObject<HTMLButtonElement | null> }) {
  return (
    <DialogPrimitive.Root {...props}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-surface-inverse/50" />
        <DialogPrimitive.Content
          data-slot="mobile-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-[70%] flex-col overflow-y-auto bg-surface text-ink shadow-panel",
            "motion-safe:transition-transform",
          )}
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
            <Accordion type="multiple">
              {items.map((item) =>
                item.children.length > 0 ? (
                  <AccordionItem key={item.id} value={String(item.id)}>
                    <AccordionTrigger>{item.name}</AccordionTrigger>
                    <AccordionContent>
                      <SectionLinks items={item.children} />
                    </AccordionContent>
                  </AccordionItem>
                ) : (
                  <div key={item.id} className="border-b border-line">
                    <DialogPrimitive.Close asChild>
                      <Link href={item.link} external={item.external} className="block py-4 font-medium hover:text-brand-emphasis">
                        {item.name}
                      </Link>
                    </DialogPrimitive.Close>
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
