"use client";

import * as React from "react";
import { ChevronDown, Globe } from "lucide";
import { cn } from "#cn";
import { restoreFocus, useOnDemand } from "../lib/on-demand";
import { Icon } from "./icon";

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
  /** The equivalent page in that language, without query or anchor: the menu keeps the current page's. */
  href: string;
  current?: boolean;
}

interface LocaleDropdownProps {
  /** Other editions' sites; the current edition omits its own. */
  sites: RegionalSite[];
  languages: LanguageOption[];
  labels: { trigger: string; sites: string; languages: string };
  /** Classes for the trigger button. */
  className?: string;
  /** Open on first render (loads the menu at once). */
  defaultOpen?: boolean;
}

const localeTriggerClass = "inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm hover:bg-current/10";

/** What the trigger shows: a globe and a chevron; the current language's name is read, not shown. */
function LocaleTriggerFace({ languages, label }: { languages: LanguageOption[]; label: string }) {
  const current = languages.find((language) => language.current);
  return (
    <>
      <Icon icon={Globe} aria-hidden className="size-5" />
      <span className="sr-only">{label}: </span>
      {/* The globe alone shows, leaving the header's width to the menu (six long names in Burmese); the name stays in the accessible name. */}
      {current ? (
        <span lang={current.lang} className="sr-only">
          {current.label}
        </span>
      ) : null}
      <Icon icon={ChevronDown} aria-hidden className="size-3.5" />
    </>
  );
}

const loadMenu = () => import("./locale-dropdown-menu");

/**
 * The country/language dropdown: regional sites (external) and the three
 * languages, each named in its own script. No flags for languages. The menu's
 * code loads when the visitor points at, focuses or taps the trigger, so pages
 * do not carry it up front; a click made before it arrived opens it.
 */
function LocaleDropdown(props: LocaleDropdownProps) {
  const { loaded, request } = useOnDemand(loadMenu);
  const [openOnLoad, setOpenOnLoad] = React.useState(props.defaultOpen ?? false);
  const hadFocus = React.useRef(false);
  const frame = React.useRef<HTMLSpanElement>(null);

  React.useEffect(() => {
    if (props.defaultOpen) request();
  }, [props.defaultOpen, request]);

  React.useEffect(() => {
    if (loaded && hadFocus.current) restoreFocus(frame.current, "[data-slot=locale-dropdown-trigger]", 0);
  }, [loaded]);

  if (loaded) {
    return (
      <span ref={frame} className="contents">
        <loaded.LocaleDropdownMenu {...props} defaultOpen={openOnLoad} />
      </span>
    );
  }
  const open = () => {
    setOpenOnLoad(true);
    request();
  };
  return (
    <span ref={frame} className="contents">
      <button
        type="button"
        data-slot="locale-dropdown-trigger"
        aria-haspopup="menu"
        aria-expanded={false}
        className={cn(localeTriggerClass, props.className)}
        onPointerEnter={request}
        onFocus={() => {
          hadFocus.current = true;
          request();
        }}
        onBlur={() => (hadFocus.current = false)}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") open();
        }}
      >
        <LocaleTriggerFace languages={props.languages} label={props.labels.trigger} />
      </button>
    </span>
  );
}

export { LocaleDropdown, LocaleTriggerFace, localeTriggerClass, type LanguageOption, type LocaleDropdownProps, type RegionalSite };
