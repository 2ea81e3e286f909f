"use client";

import * as React from "react";
import type { NavEntry } from "../lib/menu";
import { useOnDemand } from "../lib/on-demand";
import { LocaleDropdown, type LanguageOption, type RegionalSite } from "./locale-dropdown";
import { MegaMenu } from "./mega-menu";
import { MobileDrawer } from "./mobile-drawer";
import { SiteHeader, SiteHeaderActions, SiteHeaderSearchButton, type SiteHeaderProps } from "./site-header";

interface HeaderBarLabels {
  /** The main menu's name. */
  nav: string;
  /** The search button's name. */
  searchOpen: string;
  search: string;
  searchPlaceholder: string;
  searchEmpty: string;
  quickLinks: string;
  /** The country/language button's name. */
  country: string;
  sites: string;
  languages: string;
  menuOpen: string;
  menuClose: string;
  /** The drawer's title. */
  drawer: string;
  /** The "see all" link names of the sections and product categories, by menu entry id (`seeAllLabels`). */
  seeAll: Record<number, string>;
}

interface HeaderBarProps extends Pick<SiteHeaderProps, "placement" | "forceWhite" | "detail"> {
  /** The brand's link home, rendered by the caller (on the server, it costs the browser no code). */
  brand: React.ReactNode;
  /** The menu, or its outline (`menuOutline`) when `loadMenu` brings the rest. */
  menu: NavEntry[];
  /**
   * The whole menu when `menu` is its outline: asked for when a pointer, a
   * touch or focus first reaches the header, alongside the code of the panel
   * or drawer being reached for. A failed load is tried again on the next reach.
   */
  loadMenu?: () => Promise<NavEntry[]>;
  /** The search panel's suggestions. */
  quickLinks: { label: string; href: string }[];
  /** Other editions' sites. */
  sites: RegionalSite[];
  /** The languages, each named in its own script, with the equivalent of this page in it. */
  languages: LanguageOption[];
  /** The monitoring platform's link as the desktop bar shows it and as the drawer does. */
  monitoring?: { bar: React.ReactNode; drawer: React.ReactNode };
  labels: HeaderBarLabels;
  /** The reduced mobile header (the `nova` query): no search or menu button below the desktop width. */
  nova?: boolean;
  /** Changes with the page: a new page closes whatever the visitor had open on the last one. */
  page?: string;
  /** A keyword submitted from the search panel; the search panel has closed. */
  onSearch: (keyword: string) => void;
  /** A language chosen in the dropdown, before its page loads (`lang` as in `languages`). */
  onLanguageChoose?: (lang: string) => void;
}

/** The search panel's code, fetched when the visitor reaches for the search button. */
const loadSearchPanel = () => import("./search-panel");

/**
 * The site's header bar with its state: the mega-menu and the country/language
 * dropdown on desktop, the search and drawer buttons on mobile (CSS at 950 px),
 * the search panel under the bar. One panel, the search or the drawer is open
 * at a time, and any of them turns the bar white. Takes data and texts only;
 * the site supplies them, Storybook the fixtures.
 */
function HeaderBar({
  brand,
  menu,
  loadMenu,
  quickLinks,
  sites,
  languages,
  monitoring,
  labels,
  nova = false,
  page,
  onSearch,
  onLanguageChoose,
  placement = "sticky",
  ...props
}: HeaderBarProps) {
  const [menuValue, setMenuValue] = React.useState("");
  const [searchOpen, setSearchOpen] = React.useState(false);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  // Opened before its code arrived (or from the drawer): it shows as soon as it has.
  const searchPanel = useOnDemand(loadSearchPanel, searchOpen);
  // The whole menu is a part like the panels' code: asked for on the first reach, again after a failed one.
  const wholeMenu = useOnDemand(loadMenu ?? (() => Promise.resolve(menu)));

  React.useEffect(() => {
    setMenuValue("");
    setSearchOpen(false);
    setDrawerOpen(false);
  }, [page]);

  const seeAllLabel = (entry: NavEntry) => labels.seeAll[entry.id] ?? entry.name;

  return (
    <SiteHeader
      placement={placement}
      active={menuValue !== "" || searchOpen || drawerOpen}
      data-nova={nova || undefined}
      {...props}
      onPointerEnter={wholeMenu.request}
      onFocus={wholeMenu.request}
    >
      {brand}
      <MegaMenu
        className="hidden desk:flex"
        aria-label={labels.nav}
        items={wholeMenu.loaded ?? menu}
        seeAllLabel={seeAllLabel}
        value={menuValue}
        onValueChange={(value) => {
          setMenuValue(value);
          if (value) setSearchOpen(false);
        }}
      />
      <SiteHeaderActions>
        <SiteHeaderSearchButton
          // Hidden below the desktop width only: a variant, not a second display class, since the browser joins classes without merging them.
          className={nova ? "max-desk:hidden" : undefined}
          aria-label={labels.searchOpen}
          open={searchOpen}
          onPointerEnter={searchPanel.request}
          onFocus={searchPanel.request}
          onClick={() => {
            setSearchOpen((open) => !open);
            setMenuValue("");
          }}
        />
        <div
          className="hidden items-center gap-1 desk:flex"
          onClickCapture={(event) => {
            // React events travel through the dropdown's portal: a chosen language is reported before the page changes.
            const lang = event.target instanceof Element ? event.target.closest("a[hreflang]")?.getAttribute("hreflang") : null;
            if (lang) onLanguageChoose?.(lang);
          }}
        >
          <LocaleDropdown sites={sites} languages={languages} labels={{ trigger: labels.country, sites: labels.sites, languages: labels.languages }} />
          {/* The menu takes the width on desktop; there the name is the tooltip, in the drawer it shows. */}
          {monitoring?.bar}
        </div>
        {nova ? null : (
          <div className="desk:hidden">
            <MobileDrawer
              items={wholeMenu.loaded ?? menu}
              seeAllLabel={seeAllLabel}
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              labels={{ open: labels.menuOpen, close: labels.menuClose, title: labels.drawer, search: labels.search }}
              onSearch={() => {
                setDrawerOpen(false);
                setSearchOpen(true);
              }}
              footer={monitoring?.drawer}
            />
          </div>
        )}
      </SiteHeaderActions>
      {searchOpen && searchPanel.loaded ? (
        <div className="absolute inset-x-0 top-full border-t border-line shadow-panel">
          <searchPanel.loaded.SearchPanel
            onClose={() => setSearchOpen(false)}
            onSearch={(keyword) => {
              setSearchOpen(false);
              onSearch(keyword);
            }}
            quickLinks={quickLinks}
            labels={{ search: labels.search, placeholder: labels.searchPlaceholder, empty: labels.searchEmpty, quickLinks: labels.quickLinks }}
          />
        </div>
      ) : null}
    </SiteHeader>
  );
}

export { HeaderBar, type HeaderBarLabels, type HeaderBarProps };
