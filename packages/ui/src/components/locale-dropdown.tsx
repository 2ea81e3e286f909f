"use client";

import type * as React from "react";
import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, Globe } from "lucide-react";
import { cn } from "../lib/cn";

interface RegionalSite {
  name: string;
  /** The external site of that regional edition. */
  href: string;
}

interface LanguageOption {
  /** BCP 47 tag, set as `lang` so each name renders in its own script's font. */
  lang: string;
  /** The language's name in its own script: English, Español, မြန်မာ. */
  label: string;
  /** The equivalent page in that language. */
  href: string;
  current?: boolean;
}

interface LocaleDropdownProps extends Omit<React.ComponentProps<typeof DropdownMenuPrimitive.Root>, "children"> {
  /** Other editions' sites; the current edition omits its own. */
  sites: RegionalSite[];
  languages: LanguageOption[];
  labels: { trigger: string; sites: string; languages: string };
  /** Classes for the trigger button. */
  className?: string;
}

const item = [
  "flex cursor-pointer items-center justify-between gap-4 rounded-control px-3 py-2 text-sm outline-none",
  "data-highlighted:bg-brand-subtle data-highlighted:text-brand-emphasis",
];

/**
 * The country/language dropdown: regional sites (external) and the three
 * languages, each named in its own script. No flags for languages.
 */
function LocaleDropdown({ className, sites, languages, labels, ...props }: LocaleDropdownProps) {
  const current = languages.find((language) => language.current);
  return (
    <DropdownMenuPrimitive.Root modal={false} {...props}>
      <DropdownMenuPrimitive.Trigger
        data-slot="locale-dropdown-trigger"
        className={cn("inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm hover:bg-current/10", className)}
      >
        <Globe aria-hidden className="size-5" />
        <span className="sr-only">{labels.trigger}: </span>
        {/* Below 1280 px only the globe shows; the name stays in the accessible name. */}
        {current ? (
          <span lang={current.lang} className="sr-only xl:not-sr-only">
            {current.label}
          </span>
        ) : null}
        <ChevronDown aria-hidden className="size-3.5" />
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
          {sites.length > 0 ? <DropdownMenuPrimitive.Separator className="my-1 h-px bg-line" /> : null}
          <DropdownMenuPrimitive.Group>
            <DropdownMenuPrimitive.Label className="px-3 py-1 text-xs font-medium text-ink-muted">{labels.languages}</DropdownMenuPrimitive.Label>
            {languages.map((language) => (
              <DropdownMenuPrimitive.Item key={language.lang} asChild className={cn(item)}>
                <a href={language.href} lang={language.lang} hrefLang={language.lang} aria-current={language.current ? "true" : undefined}>
                  {language.label}
                  {language.current ? <Check aria-hidden className="size-4" /> : null}
                </a>
              </DropdownMenuPrimitive.Item>
            ))}
          </DropdownMenuPrimitive.Group>
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

export { LocaleDropdown, type LanguageOption, type LocaleDropdownProps, type RegionalSite };
