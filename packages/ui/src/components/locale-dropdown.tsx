"use client";

import * as React from "react";
import { cn } from "#cn";
import { useOnDemand } from "../lib/on-demand";
import { LocaleTriggerFace, localeTriggerClass, type LanguageOption, type LocaleDropdownProps, type RegionalSite } from "./locale-dropdown-parts";

const loadMenu = () => import("./locale-dropdown-menu");

/**
 * The country/language dropdown: regional sites (external) and the three
 * languages, each named in its own script. No flags for languages. The menu's
 * code loads when the visitor points at, focuses or taps the trigger, so pages
 * do not carry it up front; a click made before it arrived opens it.
 */
function LocaleDropdown({ defaultOpen = false, ...props }: LocaleDropdownProps) {
  const { loaded, request, whenLoaded, frame } = useOnDemand(loadMenu, defaultOpen);
  const [open, setOpen] = React.useState(defaultOpen);

  if (loaded) {
    return (
      <span ref={frame} className="contents">
        <loaded.LocaleDropdownMenu {...props} open={open} onOpenChange={setOpen} />
      </span>
    );
  }
  const openOnLoad = () => whenLoaded(() => setOpen(true));
  return (
    <span ref={frame} className="contents">
      <button
        type="button"
        data-slot="locale-dropdown-trigger"
        aria-haspopup="menu"
        aria-expanded={false}
        className={cn(localeTriggerClass, props.className)}
        onPointerEnter={request}
        onFocus={request}
        // The menu that replaces this button opens on pointer down, as Radix's trigger does: a press that lands
        // while its code arrives still opens it, even if the click that ends the press reaches the new trigger.
        onPointerDown={openOnLoad}
        onClick={openOnLoad}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") openOnLoad();
        }}
      >
        <LocaleTriggerFace languages={props.languages} label={props.labels.trigger} />
      </button>
    </span>
  );
}

export { LocaleDropdown, type LanguageOption, type LocaleDropdownProps, type RegionalSite };
