"use client";

import type * as React from "react";
import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide";
import { cn } from "#cn";
import { LocaleTriggerFace, localeTriggerClass, type LocaleDropdownProps } from "./locale-dropdown-parts";
import { Icon } from "./icon";

const item = [
  "flex cursor-pointer items-center justify-between gap-4 rounded-control px-3 py-2 text-sm outline-none",
  "data-highlighted:bg-brand-subtle data-highlighted:text-brand-emphasis",
];

/**
 * The page's query and anchor, read as the menu opens (the server never sees
 * an anchor): a language switch keeps them, so the visitor lands on the same
 * tab, filter or section, whose ids are the same in every language.
 */
function here(): string {
  return window.location.search + window.location.hash;
}

/** The dropdown itself, on Radix DropdownMenu; loaded when the visitor reaches for the trigger. */
function LocaleDropdownMenu({ className, sites, languages, labels, ...props }: LocaleDropdownProps & DropdownMenuPrimitive.DropdownMenuProps) {
  return (
    <DropdownMenuPrimitive.Root modal={false} {...props}>
      <DropdownMenuPrimitive.Trigger data-slot="locale-dropdown-trigger" className={cn(localeTriggerClass, className)}>
        <LocaleTriggerFace languages={languages} label={labels.trigger} />
      </DropdownMenuPrimitive.Trigger>
      <DropdownMenuPrimitive.Portal>
        <DropdownMenuPrimitive.Content
          data-slot="locale-dropdown"
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-card border border-line bg-surface p-2 text-ink shadow-panel"
        >
          {sites.length > 0 ? (
            <DropdownMenuPrimitive.Group>
              <DropdownMenuPrimitive.Label className="px-3 py-1 text-xs font-medium text-ink-muted">{labels.sites}</DropdownMenuPrimitive.Label>
              {sites.map((site) => (
                <DropdownMenuPrimitive.Item key={site.href} asChild className={cn(item)}>
                  <a href={site.href} rel="noopener">
                    {site.name}
                  </a>
                </DropdownMenuPrimitive.Item>
              ))}
            </DropdownMenuPrimitive.Group>
          ) : null}
          {/* An edition in one language has no choice of language to offer. */}
          {sites.length > 0 && languages.length > 1 ? <DropdownMenuPrimitive.Separator className="my-1 h-px bg-line" /> : null}
          {languages.length > 1 ? (
            <DropdownMenuPrimitive.Group>
              <DropdownMenuPrimitive.Label className="px-3 py-1 text-xs font-medium text-ink-muted">{labels.languages}</DropdownMenuPrimitive.Label>
              {languages.map((language) => (
                <DropdownMenuPrimitive.Item key={language.lang} asChild className={cn(item)}>
                  <a href={`${language.href}${here()}`} lang={language.lang} hrefLang={language.lang} aria-current={language.current ? "true" : undefined}>
                    {language.label}
                    {language.current ? <Icon icon={Check} aria-hidden className="size-4" /> : null}
                  </a>
                </DropdownMenuPrimitive.Item>
              ))}
            </DropdownMenuPrimitive.Group>
          ) : null}
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

export { LocaleDropdownMenu };
