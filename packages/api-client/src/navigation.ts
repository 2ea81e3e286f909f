import { type NavigationItem, apiEndpoints } from "./contract";
import type { Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";

/** A menu entry as the site renders it (SPEC §3 "Menu item"). */
export interface MenuItem {
  id: number;
  name: string;
  /** Site route or external URL. */
  link: string;
  /** Whether `link` leaves the site. */
  external: boolean;
  /** Panel kind: `Solutions`, `Products`, `Support`, or null. */
  mateCode: string | null;
  img: string | null;
  alt: string;
  desc: string | null;
  shortName: string | null;
  /** The name is the english one: the asked language has none. */
  untranslated: boolean;
  children: MenuItem[];
}

function toMenuItem(item: NavigationItem): MenuItem {
  return {
    id: item.id,
    name: item.navigationTitle,
    link: item.routePath,
    external: /^https?:\/\//i.test(item.routePath),
    mateCode: item.mateCode,
    img: fileUrl(item.slaveImg),
    alt: item.slaveAlt ?? "",
    desc: item.slaveDescription,
    shortName: item.slaveExplain,
    untranslated: item.fallback ?? false,
    children: item.children.map(toMenuItem),
  };
}

/** The site menu in the fetcher's language; throws `ApiError` unless the API answers code 200. */
export async function getNavigation(fetcher: Fetcher, init?: RequestOptions): Promise<MenuItem[]> {
  return (await fetcher.get(apiEndpoints.getNavigationData, {}, init)).map(toMenuItem);
}
