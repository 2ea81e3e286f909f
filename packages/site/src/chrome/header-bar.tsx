"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import { LocaleDropdown, type RegionalSite } from "@repo/ui/locale-dropdown";
import { MegaMenu } from "@repo/ui/mega-menu";
import type { NavEntry } from "@repo/ui/menu";
import { MobileDrawer } from "@repo/ui/mobile-drawer";
import { useOnDemand } from "@repo/ui/on-demand";
import { SiteHeader, SiteHeaderActions, SiteHeaderSearchButton } from "@repo/ui/site-header";
import { localeCookie } from "../locale-cookie";
import { isDetailRoute, localizedPath, routing, splitLocalePath, switchLocalePath } from "../routing";
import { useHeaderState } from "./header-state";
import { useNavigation } from "./navigation";

export interface HeaderLabels {
  nav: string;
  searchOpen: string;
  search: string;
  searchPlaceholder: string;
  searchEmpty: string;
  quickLinks: string;
  country: string;
  sites: string;
  languages: string;
  menuOpen: string;
  menuClose: string;
  drawer: string;
  /** The "see all" link names of the sections and product categories, by menu entry id. */
  seeAll: Record<number, string>;
}

export interface HeaderBarProps {
  /** The page's language code (`english`, `spanish`, `burmese`). */
  localeCode: string;
  /** The brand's link home and the edition's region, rendered on the server (they cost the browser no code). */
  brand: React.ReactNode;
  menu: NavEntry[];
  quickLinks: { label: string; href: string }[];
  sites: RegionalSite[];
  /** The three languages, each named in its own script. */
  languages: { lang: string; label: string }[];
  /** The monitoring platform's link as the desktop bar shows it (name as tooltip) and as the drawer does (name shown); rendered on the server. */
  monitoring?: { bar: React.ReactNode; drawer: React.ReactNode };
  labels: HeaderLabels;
}

/** The search panel's code, fetched when the visitor reaches for the search button. */
const loadSearchPanel = () => import("@repo/ui/search-panel");

/** Routes that open on a full-bleed hero the header sits transparent over. */
const heroRoutes = new Set(["/"]);

/** `?nova` (or a legacy `nova` flag among the query's values) asks for the reduced mobile header. */
function useNova(pathname: string): boolean {
  const [nova, setNova] = React.useState(false);
  React.useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setNova(query.has("nova") || [...query.values()].includes("nova"));
  }, [pathname]);
  return nova;
}

/**
 * The interactive header: mega-menu and country/language dropdown on desktop,
 * search and drawer buttons on mobile (CSS at 950 px), the search panel under
 * the bar. Texts come formatted from the server.
 */
export function HeaderBar({
  localeCode,
  brand,
  menu,
  quickLinks,
  sites,
  languages,
  monitoring,
  labels,
}: HeaderBarProps) {
  const { navigate } = useNavigation();
  const pathname = usePathname();
  const { forced, overHero } = useHeaderState();
  const nova = useNova(pathname);
  const [menuValue, setMenuValue] = React.useState("");
  const [searchOpen, setSearchOpen] = React.useState(false);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const searchPanel = useOnDemand(loadSearchPanel);
  const requestSearchPanel = searchPanel.request;
  const locale = routing.locales.find((candidate) => candidate.code === localeCode) ?? routing.locales[0];
  const route = splitLocalePath(pathname).route;
  // Home opens on its hero; a page that renders one says so through `HeaderOverHero`.
  const transparentOverHero = !forced && (overHero ?? heroRoutes.has(route));

  // Opened before its code arrived (or from the drawer): it shows as soon as it has.
  React.useEffect(() => {
    if (searchOpen) requestSearchPanel();
  }, [searchOpen, requestSearchPanel]);

  // A new page closes whatever the visitor had open on the last one.
  React.useEffect(() => {
    setMenuValue("");
    setSearchOpen(false);
    setDrawerOpen(false);
  }, [pathname]);

  const languageOptions = routing.locales.map((target) => ({
    lang: target.intl,
    label: languages.find((language) => language.lang === target.intl)?.label ?? target.intl,
    href: switchLocalePath(pathname, target),
    current: target.code === locale.code,
  }));
  const seeAllLabel = (entry: NavEntry) => labels.seeAll[entry.id] ?? entry.name;

  return (
    <SiteHeader
      // Always in the flow: a hero slides itself under the bar, so the header never changes the page's layout.
      placement="sticky"
      forceWhite={!transparentOverHero}
      detail={isDetailRoute(route)}
      active={menuValue !== "" || searchOpen || drawerOpen}
      data-nova={nova || undefined}
    >
      {brand}
      <MegaMenu
        className="hidden desk:flex"
        aria-label={labels.nav}
        items={menu}
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
          onPointerEnter={requestSearchPanel}
          onFocus={requestSearchPanel}
          onClick={() => {
            setSearchOpen((open) => !open);
            setMenuValue("");
          }}
        />
        <div
          className="hidden items-center gap-1 desk:flex"
          onClickCapture={(event) => {
            // React events travel through the dropdown's portal: a chosen language is remembered before the page changes.
            const link = (event.target as Element).closest("a[hreflang]");
            const lang = link?.getAttribute("hreflang");
            if (lang) document.cookie = localeCookie(lang, window.location.protocol === "https:");
          }}
        >
          <LocaleDropdown
            sites={sites}
            languages={languageOptions}
            labels={{ trigger: labels.country, sites: labels.sites, languages: labels.languages }}
          />
          {/* The menu takes the width on desktop; there the name is the tooltip, in the drawer it shows. */}
          {monitoring?.bar}
        </div>
        {nova ? null : (
          <div className="desk:hidden">
            <MobileDrawer
              items={menu}
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
              navigate(localizedPath(locale, `/search/${encodeURIComponent(keyword)}`));
            }}
            quickLinks={quickLinks}
            labels={{
              search: labels.search,
              placeholder: labels.searchPlaceholder,
              empty: labels.searchEmpty,
              quickLinks: labels.quickLinks,
            }}
          />
        </div>
      ) : null}
    </SiteHeader>
  );
}
