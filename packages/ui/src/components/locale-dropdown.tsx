"use client";

import * as React from "react";
import { cn } from "#cn";
import { restoreFocus, useOnDemand } from "../lib/on-demand";
import { LocaleTriggerFace, localeTriggerClass, type LanguageOption, type LocaleDropdownProps, type RegionalSite } from "./locale-dropdown-parts";

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
        // The menu that replaces this button opens on pointer down, as Radix's trigger does: a press that lands
        // while its code arrives still opens it, even if the click that ends the press reaches the new trigger.
        onPointerDown={open}
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
