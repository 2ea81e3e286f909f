import type { MenuEntry } from "@repo/ui/menu";
import { catalogs } from "@repo/locales/messages";
import { localizedPath, type SiteLocale } from "../routing";

/**
 * The API's menu with every internal link in `locale`'s URL space (external
 * links stay as they are), and "Only in English", in the page's language, on
 * the entries whose name is the english fallback.
 */
export function localizeMenu(items: readonly MenuEntry[], locale: SiteLocale): MenuEntry[] {
  const notice = locale.code === "english" ? undefined : catalogs[locale.intl]["layout.onlyInEnglish"];
  const localize = (entries: readonly MenuEntry[]): MenuEntry[] =>
    entries.map((item) => ({
      ...item,
      link: item.external ? item.link : localizedPath(locale, item.link),
      ...(item.untranslated && notice ? { notice } : {}),
      children: localize(item.children),
    }));
  return localize(items);
}
