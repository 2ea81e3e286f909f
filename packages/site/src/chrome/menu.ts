import type { MenuEntry } from "@repo/ui/menu";
import { localizedPath, type SiteLocale } from "../routing";

/** The API's menu with every internal link in `locale`'s URL space; external links stay as they are. */
export function localizeMenu(items: readonly MenuEntry[], locale: SiteLocale): MenuEntry[] {
  return items.map((item) => ({
    ...item,
    link: item.external ? item.link : localizedPath(locale, item.link),
    children: localizeMenu(item.children, locale),
  }));
}
