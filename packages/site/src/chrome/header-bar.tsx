"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import { HeaderBar as Bar, type HeaderBarLabels } from "@repo/ui/header-bar";
import type { RegionalSite } from "@repo/ui/locale-dropdown";
import type { NavEntry } from "@repo/ui/menu";
import { localeCookie } from "../locale-cookie";
import { isDetailRoute, localizedPath, routing, splitLocalePath, switchLocalePath } from "../routing";
import { useHeaderState } from "./header-state";
import { useNavigation } from "./navigation";

export interface HeaderBarProps {
  /** The page's language code (`english`, `spanish`, `burmese`). */
  localeCode: string;
  /** The brand's link home and the edition's region, rendered on the server (they cost the browser no code). */
  brand: React.ReactNode;
  /** The menu's outline (`menuOutline`). */
  menu: NavEntry[];
  /** Where the whole menu is (`menu-route.ts`), asked for when a pointer, a touch or focus first reaches the header. */
  menuUrl: string;
  quickLinks: { label: string; href: string }[];
  sites: RegionalSite[];
  /** The three languages, each named in its own script. */
  languages: { lang: string; label: string }[];
  /** The monitoring platform's link as the desktop bar shows it (name as tooltip) and as the drawer does (name shown); rendered on the server. */
  monitoring?: { bar: React.ReactNode; drawer: React.ReactNode };
  labels: HeaderBarLabels;
}

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
 * The design system's header bar wired to the site: the route decides its
 * theme and the languages' links, a search goes to the search page through
 * the router, a chosen language is remembered in its cookie.
 */
export function HeaderBar({ localeCode, languages, menuUrl, ...props }: HeaderBarProps) {
  const { navigate } = useNavigation();
  const pathname = usePathname();
  const { forced, overHero } = useHeaderState();
  const nova = useNova(pathname);
  const locale = routing.locales.find((candidate) => candidate.code === localeCode) ?? routing.locales[0];
  const route = splitLocalePath(pathname).route;
  // Home opens on its hero; a page that renders one says so through `HeaderOverHero`.
  const transparentOverHero = !forced && (overHero ?? heroRoutes.has(route));
  return (
    <Bar
      {...props}
      // An answer that is not the menu (an error page) fails to parse, and the next reach asks again.
      loadMenu={() => fetch(menuUrl).then((answer) => answer.json())}
      // Always in the flow: a hero slides itself under the bar, so the header never changes the page's layout.
      placement="sticky"
      forceWhite={!transparentOverHero}
      detail={isDetailRoute(route)}
      nova={nova}
      page={pathname}
      languages={routing.locales.map((target) => ({
        lang: target.intl,
        label: languages.find((language) => language.lang === target.intl)?.label ?? target.intl,
        href: switchLocalePath(pathname, target),
        current: target.code === locale.code,
      }))}
      onSearch={(keyword) => navigate(localizedPath(locale, `/search/${encodeURIComponent(keyword)}`))}
      onLanguageChoose={(lang) => {
        document.cookie = localeCookie(lang, window.location.protocol === "https:");
      }}
    />
  );
}
