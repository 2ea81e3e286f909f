"use client";

import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Search } from "lucide";
import { cn } from "#cn";
import { containerClass } from "./container-class";
import { Icon } from "./icon";

const siteHeaderVariants = cva(
  ["top-0 z-40 w-full transition-colors duration-300", "h-14 desk:h-header"],
  {
    variants: {
      theme: {
        transparent: "bg-transparent text-ink-inverse",
        white: "bg-surface text-ink shadow-sm",
      },
      placement: {
        /** In the flow, sticking to the top. */
        sticky: "sticky",
        /** Over the page's hero, which starts under it. */
        overlay: "fixed inset-x-0",
      },
    },
    defaultVariants: { theme: "white", placement: "sticky" },
  },
);

interface SiteHeaderProps extends Omit<React.ComponentProps<"header">, "children">, Omit<VariantProps<typeof siteHeaderVariants>, "theme"> {
  children?: React.ReactNode;
  /** Always white (the 404 page forces it). */
  forceWhite?: boolean;
  /** Detail pages (blog, event, webinar, news, search) keep the header white. */
  detail?: boolean;
  /** A panel, the search box or the drawer is open. */
  active?: boolean;
}

/** Whether the page has scrolled at all: the header turns white at any offset above 0 (SPEC §9). */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = React.useState(false);
  React.useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

/**
 * The site header bar. Transparent over a hero; white when scrolled, hovered,
 * active, forced or on a detail page. The result is `data-theme`, which
 * children style against with the `header-white:` variant.
 */
function SiteHeader({
  className,
  placement,
  forceWhite = false,
  detail = false,
  active = false,
  children,
  onPointerEnter,
  onPointerLeave,
  ...props
}: SiteHeaderProps) {
  const scrolled = useScrolled();
  const [hovered, setHovered] = React.useState(false);
  const theme = forceWhite || detail || active || scrolled || hovered ? "white" : "transparent";
  return (
    <header
      data-slot="site-header"
      data-theme={theme}
      className={cn(siteHeaderVariants({ theme, placement }), className)}
      onPointerEnter={(event) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      {...props}
    >
      <div className={cn(containerClass, "flex h-full items-center gap-4")}>{children}</div>
    </header>
  );
}

/** The right-hand cluster: search, country/language, monitoring platform; or the mobile buttons. */
function SiteHeaderActions({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="site-header-actions" className={cn("ms-auto flex shrink-0 items-center gap-1", className)} {...props} />;
}

/** The search toggle: a round icon button reporting the search panel's state. */
function SiteHeaderSearchButton({
  className,
  open = false,
  ...props
}: React.ComponentProps<"button"> & { open?: boolean; "aria-label": string }) {
  return (
    <button
      type="button"
      data-slot="site-header-search-button"
      data-state={open ? "open" : "closed"}
      aria-expanded={open}
      className={cn("grid size-11 cursor-pointer place-items-center rounded-full hover:bg-current/10", className)}
      {...props}
    >
      <Icon icon={Search} aria-hidden className="size-5" />
    </button>
  );
}

export {
  SiteHeader,
  SiteHeaderActions,
  SiteHeaderSearchButton,
  siteHeaderVariants,
  type SiteHeaderProps,
};
