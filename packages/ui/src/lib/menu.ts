/**
 * A menu entry as the chrome renders it. The same shape the API client's
 * `getNavigation` returns (SPEC §3 "Menu item"), declared here so components
 * stay free of the client.
 */
export interface MenuEntry {
  id: number;
  name: string;
  /** Site route or external URL. */
  link: string;
  /** Whether `link` leaves the site. */
  external: boolean;
  /** Panel kind: `Solutions`, `Products`, `Support`, or null for a list of links. */
  mateCode: string | null;
  img: string | null;
  alt: string;
  desc: string | null;
  shortName: string | null;
  /** The name is the english fallback of a missing translation. */
  untranslated?: boolean;
  /** What the menu says beside such a name, in the page's language ("Only in English"). */
  notice?: string;
  children: MenuEntry[];
}

/**
 * An entry as the header's menus render it: the mega-menu's panels and the
 * mobile drawer. Fields a menu leaves empty are absent, so a menu entry from
 * the API ({@link MenuEntry}) is one, and {@link navEntries} trims one down.
 */
export interface NavEntry {
  id: number;
  name: string;
  link: string;
  external?: boolean;
  mateCode?: string | null;
  img?: string | null;
  desc?: string | null;
  shortName?: string | null;
  /** Shown beside the name when the name is the english fallback ("Only in English", in the page's language). */
  notice?: string;
  children: NavEntry[];
}

/**
 * The menu with only what the header shows: the header is interactive, so
 * every page carries its menu as data, and the API's entries hold more than
 * it renders (alt texts of decorative pictures, product descriptions).
 * Top items keep their panel kind and tagline; their children (categories,
 * solutions, support pages) their picture, description and short name; the
 * products under a category their picture. Empty fields are left out.
 */
export function navEntries(items: readonly MenuEntry[], depth = 0): NavEntry[] {
  return items.map((item) => {
    const entry: NavEntry = { id: item.id, name: item.name, link: item.link, children: navEntries(item.children, depth + 1) };
    if (item.external) entry.external = true;
    if (depth === 0 && item.mateCode) entry.mateCode = item.mateCode;
    if (item.img) entry.img = item.img;
    if (depth < 2 && item.desc) entry.desc = item.desc;
    if (depth === 1 && item.shortName) entry.shortName = item.shortName;
    if (item.untranslated && item.notice) entry.notice = item.notice;
    return entry;
  });
}

/**
 * What the closed menu shows of `entries`: the top items (with their panel
 * kind) and the names and links of the entries under them. A page carries
 * this much in its data; the rest (pictures, descriptions, the products under
 * a category) arrives when a visitor reaches for the header (`HeaderBar`'s
 * `loadMenu`), so pages whose visitors never open a menu do not carry the
 * whole tree. The entries
 * under a top item stay links, so a panel opened without the rest still leads
 * everywhere its section does.
 */
export function menuOutline(entries: readonly NavEntry[]): NavEntry[] {
  const link = ({ id, name, link, external, notice }: NavEntry): NavEntry => ({
    id,
    name,
    link,
    ...(external ? { external } : {}),
    ...(notice ? { notice } : {}),
    children: [],
  });
  return entries.map((entry) => ({
    ...link(entry),
    ...(entry.mateCode ? { mateCode: entry.mateCode } : {}),
    children: entry.children.map(link),
  }));
}

/**
 * The names of the "see all" links (e.g. "See all in Battery") of a menu's
 * sections and product categories, the entries with children, by entry id:
 * plain data, so a server can format them for the browser's header.
 */
export function seeAllLabels(
  menu: readonly { id: number; name: string; children: readonly MenuEntry[] | readonly NavEntry[] }[],
  format: (name: string) => string,
): Record<number, string> {
  const labels: Record<number, string> = {};
  for (const entry of menu) {
    if (entry.children.length === 0) continue;
    labels[entry.id] = format(entry.name);
    Object.assign(labels, seeAllLabels(entry.children, format));
  }
  return labels;
}

/** Mega-panel heights by top-menu index, repeating (SPEC §9). */
export const panelHeights = [442, 484, 380, 200, 200] as const;

/** The panel height for the top item at `index`. */
export function panelHeight(index: number): number {
  return panelHeights[index % panelHeights.length] ?? panelHeights[0];
}
