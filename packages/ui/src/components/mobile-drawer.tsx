"use client";

import * as React from "react";
import { Menu } from "lucide";
import { useOnDemand } from "../lib/on-demand";
import { Icon } from "./icon";
import type { MobileDrawerLabels, MobileDrawerProps } from "./mobile-drawer-parts";

const loadPanel = () => import("./mobile-drawer-panel");

/**
 * The mobile menu: a button that opens a drawer 70 % wide, sliding in from
 * the right (appearing in place for visitors who ask for less motion), with
 * expandable sections, product categories that expand in turn, and a search
 * button. The drawer's code loads when
 * the visitor reaches for the button (pointer, focus or tap) and it opens as
 * soon as it has arrived, so pages do not carry it up front.
 */
function MobileDrawer({ open: controlledOpen, defaultOpen = false, onOpenChange, ...props }: MobileDrawerProps) {
  const [ownOpen, setOwnOpen] = React.useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const { loaded, request } = useOnDemand(loadPanel, open);
  const trigger = React.useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-slot="mobile-drawer-trigger"
        aria-label={props.labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="grid size-11 cursor-pointer place-items-center rounded-full hover:bg-current/10"
        onPointerEnter={request}
        onFocus={request}
        onClick={() => {
          request();
          setOpen(true);
        }}
      >
        <Icon icon={Menu} aria-hidden className="size-6" />
      </button>
      {loaded ? <loaded.MobileDrawerPanel {...props} open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}

export { MobileDrawer, type MobileDrawerLabels, type MobileDrawerProps };
