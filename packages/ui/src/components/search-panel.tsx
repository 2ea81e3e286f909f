"use client";

import * as React from "react";
import { Search } from "lucide";
import { cn } from "#cn";
import { QuickLinks } from "./quick-links";
import { Icon } from "./icon";

interface SearchPanelLabels {
  /** The search box's accessible name and the button's. */
  search: string;
  placeholder: string;
  /** Shown when the keyword is empty: 'Please enter your keywords'. */
  empty: string;
  /** Names the quick links list. */
  quickLinks: string;
}

interface SearchPanelProps extends Omit<React.ComponentProps<"div">, "onSubmit"> {
  /** Called with the trimmed keyword; the app navigates to `/search/{keyword}`. */
  onSearch: (keyword: string) => void;
  /** Escape inside the panel asks to close it; focus goes back to where it was when the panel appeared (its toggle). */
  onClose?: () => void;
  labels: SearchPanelLabels;
  /** Brochure, Datasheet, Inverter, Battery: already resolved to links by the app. */
  quickLinks?: { label: string; href: string }[];
  defaultValue?: string;
}

/**
 * The header's search panel (230 px on desktop): a keyword box where Enter or
 * the button searches, an empty keyword prompts instead, and quick links.
 * It shows when the visitor opens it, so the keyword box takes focus as it
 * appears: typing searches at once.
 */
function SearchPanel({ className, onSearch, onClose, labels, quickLinks = [], defaultValue = "", ...props }: SearchPanelProps) {
  const [keyword, setKeyword] = React.useState(defaultValue);
  const [empty, setEmpty] = React.useState(false);
  const id = React.useId();
  const field = React.useRef<HTMLInputElement>(null);
  const opener = React.useRef<Element | null>(null);
  React.useEffect(() => {
    opener.current = document.activeElement;
    field.current?.focus();
  }, []);
  return (
    <div
      data-slot="search-panel"
      className={cn("flex w-full flex-col justify-center gap-5 bg-surface px-4 py-8 text-ink desk:h-search-panel", className)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !onClose) return;
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      {...props}
    >
      <form
        role="search"
        aria-label={labels.search}
        className="mx-auto flex w-full max-w-2xl flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const value = keyword.trim();
          setEmpty(value === "");
          if (value !== "") onSearch(value);
        }}
        noValidate
      >
        <div className="flex items-stretch">
          <input
            ref={field}
            type="search"
            name="keyword"
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
              if (empty) setEmpty(false);
            }}
            aria-label={labels.search}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${id}-empty` : undefined}
            placeholder={labels.placeholder}
            className="h-12 min-w-0 flex-1 rounded-s-control border border-e-0 border-line px-4 text-base aria-invalid:border-danger"
          />
          <button
            type="submit"
            aria-label={labels.search}
            className="grid w-14 cursor-pointer place-items-center rounded-e-control bg-brand text-ink-inverse hover:bg-brand-emphasis"
          >
            <Icon icon={Search} aria-hidden className="size-5" />
          </button>
        </div>
        {empty ? (
          <p id={`${id}-empty`} role="alert" className="text-sm text-danger">
            {labels.empty}
          </p>
        ) : null}
      </form>
      <QuickLinks label={labels.quickLinks} links={quickLinks} className="mx-auto w-full max-w-2xl" />
    </div>
  );
}

export { SearchPanel, type SearchPanelLabels, type SearchPanelProps };
