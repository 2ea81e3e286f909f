"use client";

import * as React from "react";
import type * as AccordionPrimitive from "@radix-ui/react-accordion";
import type * as RadixParts from "./accordion-radix";
import { ChevronDown } from "lucide";
import { cn } from "#cn";
import { restoreFocus, useOnDemand } from "../lib/on-demand";
import { Icon } from "./icon";

/*
 * Expandable sections (FAQ) whose code loads on intent. The page first gets
 * the same markup Radix Accordion renders (headings, buttons with
 * `aria-expanded`, regions), with answers open or closed as asked; the Radix
 * version (`./accordion-radix`, arrow keys between questions and the rest)
 * loads when a pointer or focus reaches the list, and replaces it. A question
 * pressed before it arrived opens once it has, so pages with questions do not
 * carry the accordion's code for visitors who only read them.
 */

type RadixAccordion = typeof RadixParts;
type AccordionProps = React.ComponentProps<typeof AccordionPrimitive.Root>;

interface AccordionState {
  radix: RadixAccordion | null;
  isOpen: (value: string) => boolean;
  press: (value: string) => void;
}

const AccordionStateContext = React.createContext<AccordionState | null>(null);
const ItemContext = React.createContext<{ value: string; open: boolean; triggerId: string; contentId: string } | null>(null);

const loadRadix = () => import("./accordion-radix");

const TRIGGERS = "[data-slot=accordion-trigger]";

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

/** The open values after pressing `value`, as Radix computes them for the accordion's type. */
function afterPress(props: AccordionProps, open: string[], value: string): string[] {
  if (props.type === "multiple") return open.includes(value) ? open.filter((item) => item !== value) : [...open, value];
  if (open.includes(value)) return (props as { collapsible?: boolean }).collapsible ? [] : open;
  return [value];
}

function Accordion(props: AccordionProps) {
  const { loaded, request } = useOnDemand(loadRadix);
  const root = React.useRef<HTMLDivElement>(null);
  const focused = React.useRef(-1);
  const controlled = props.value !== undefined;
  const [pressed, setPressed] = React.useState<string[] | null>(null);
  const open = pressed ?? asList(controlled ? props.value : props.defaultValue);
  const wantsOpen = controlled && asList(props.value).length > 0;
  // The real accordion replaces these buttons only between presses: a button
  // swapped between pointer down and up would get no click, and the press
  // would be lost.
  const pressing = React.useRef(false);
  const [swapped, setSwapped] = React.useState(false);
  React.useEffect(() => {
    if (!loaded) return;
    if (!pressing.current) {
      setSwapped(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const released = () => {
      // After the click that follows the release.
      timer = setTimeout(() => setSwapped(true), 0);
    };
    window.addEventListener("pointerup", released, { once: true });
    window.addEventListener("pointercancel", released, { once: true });
    return () => {
      window.removeEventListener("pointerup", released);
      window.removeEventListener("pointercancel", released);
      clearTimeout(timer);
    };
  }, [loaded]);

  // An answer opened from outside (a deep link) needs the real accordion.
  React.useEffect(() => {
    if (wantsOpen) request();
  }, [wantsOpen, request]);

  React.useEffect(() => {
    if (swapped && focused.current >= 0) restoreFocus(root.current, TRIGGERS, focused.current);
  }, [swapped]);

  const state = React.useMemo<AccordionState>(
    () => ({
      radix: swapped ? loaded : null,
      isOpen: (value) => open.includes(value),
      press: (value) => {
        const next = afterPress(props, open, value);
        if (controlled) {
          const onValueChange = props.onValueChange as ((value: string | string[]) => void) | undefined;
          onValueChange?.(props.type === "multiple" ? next : (next[0] ?? ""));
        } else {
          setPressed(next);
        }
        request();
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, swapped, open.join("\n"), controlled, props.type, (props as { collapsible?: boolean }).collapsible, props.onValueChange, request],
  );

  if (loaded && swapped) {
    // Uncontrolled, what the visitor pressed while it loaded is where the real accordion starts.
    const started = !controlled && pressed ? { defaultValue: props.type === "multiple" ? pressed : (pressed[0] ?? "") } : {};
    return (
      <AccordionStateContext value={state}>
        <div ref={root} className="contents">
          <loaded.Accordion {...(props as AccordionProps)} {...(started as object)} />
        </div>
      </AccordionStateContext>
    );
  }

  const { type: _type, value: _value, defaultValue: _defaultValue, onValueChange: _onValueChange, collapsible: _collapsible, children, ...rest } =
    props as AccordionProps & { collapsible?: boolean };
  return (
    <AccordionStateContext value={state}>
      <div
        ref={root}
        className="contents"
        onPointerEnter={request}
        onPointerDown={() => {
          pressing.current = true;
          const release = () => {
            pressing.current = false;
            window.removeEventListener("pointerup", release, true);
            window.removeEventListener("pointercancel", release, true);
          };
          // Wherever the pointer is released: a press may end outside the list.
          window.addEventListener("pointerup", release, true);
          window.addEventListener("pointercancel", release, true);
          request();
        }}
        onFocus={(event) => {
          const trigger = (event.target as Element).closest(TRIGGERS);
          focused.current = trigger ? [...(root.current?.querySelectorAll(TRIGGERS) ?? [])].indexOf(trigger) : -1;
          request();
        }}
        onBlur={() => (focused.current = -1)}
      >
        <div data-slot="accordion" data-orientation="vertical" {...(rest as React.ComponentProps<"div">)}>
          {children}
        </div>
      </div>
    </AccordionStateContext>
  );
}

function AccordionItem({ className, value, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  const state = React.use(AccordionStateContext);
  const id = React.useId();
  if (state?.radix) {
    return (
      <state.radix.AccordionItem value={value} className={className} {...props}>
        {children}
      </state.radix.AccordionItem>
    );
  }
  const open = state?.isOpen(value) ?? false;
  const { disabled: _disabled, asChild: _asChild, ...rest } = props;
  return (
    <ItemContext value={{ value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div
        data-slot="accordion-item"
        data-state={open ? "open" : "closed"}
        data-orientation="vertical"
        className={cn("border-b border-line", className)}
        {...(rest as React.ComponentProps<"div">)}
      >
        {children}
      </div>
    </ItemContext>
  );
}

function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  const state = React.use(AccordionStateContext);
  const item = React.use(ItemContext);
  if (state?.radix) {
    return (
      <state.radix.AccordionTrigger className={className} {...props}>
        {children}
      </state.radix.AccordionTrigger>
    );
  }
  const { asChild: _asChild, onClick, ...rest } = props;
  const dataState = item?.open ? "open" : "closed";
  return (
    <h3 data-orientation="vertical" data-state={dataState} className="flex">
      <button
        type="button"
        data-slot="accordion-trigger"
        data-state={dataState}
        data-orientation="vertical"
        aria-expanded={item?.open ?? false}
        aria-controls={item?.contentId}
        id={item?.triggerId}
        className={cn(
          "group flex flex-1 cursor-pointer items-center justify-between gap-4 py-4 text-left font-medium",
          "hover:text-brand-emphasis",
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented && item) state?.press(item.value);
        }}
        {...rest}
      >
        {children}
        <Icon icon={ChevronDown} aria-hidden className="size-4 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </button>
    </h3>
  );
}

function AccordionContent({ className, children, forceMount, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  const state = React.use(AccordionStateContext);
  const item = React.use(ItemContext);
  if (state?.radix) {
    return (
      <state.radix.AccordionContent className={className} forceMount={forceMount} {...props}>
        {children}
      </state.radix.AccordionContent>
    );
  }
  const open = item?.open ?? false;
  // Closed answers render only when kept in the page (`forceMount`), as with Radix.
  if (!open && !forceMount) return null;
  const { asChild: _asChild, ...rest } = props;
  return (
    <div
      data-slot="accordion-content"
      data-state={open ? "open" : "closed"}
      data-orientation="vertical"
      role="region"
      id={item?.contentId}
      aria-labelledby={item?.triggerId}
      hidden={!open}
      className="overflow-hidden text-sm data-[state=closed]:hidden"
      {...(rest as React.ComponentProps<"div">)}
    >
      <div className={cn("pb-4", className)}>{children}</div>
    </div>
  );
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger };
