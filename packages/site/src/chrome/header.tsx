import { otherEditionLinks } from "@repo/config/editions";
import type { MessageId } from "@repo/locales/messages";
import { edition, siteTitle } from "../edition";
import { getIntl } from "../intl";
import { localizedPath, routing, type SiteLocale } from "../routing";
import { HeaderBar } from "./header-bar";
import type { MenuEntry } from "@repo/ui/menu";

/** A language's name in its own script, capitalised as a menu entry: English, Español, မြန်မာ. */
function autonym(intl: string): string {
  const name = new Intl.DisplayNames([intl], { type: "language" }).of(intl) ?? intl;
  return name.charAt(0).toLocaleUpperCase(intl) + name.slice(1);
}

/**
 * The header on live data: the menu from the content API (localised by the
 * layout), the other editions
 * from the registry, every text formatted here so the browser receives
 * strings rather than a catalog.
 */
export function Header({ locale, menu }: { locale: SiteLocale; menu: MenuEntry[] }) {
  const intl = getIntl(locale.intl);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const searchFor = (word: string) => localizedPath(locale, `/search/${encodeURIComponent(word)}`);
  return (
    <HeaderBar
      localeCode={locale.code}
      brand={siteTitle}
      region={edition.region}
      menu={menu}
      quickLinks={[
        // The brochure is a document type of the downloads page, which opens on it by its anchor.
        { label: t("header.quickLinks.brochure"), href: localizedPath(locale, "/downloads#Brochure") },
        { label: t("header.quickLinks.datasheet"), href: searchFor(t("header.quickLinks.datasheet")) },
        { label: t("header.quickLinks.inverter"), href: searchFor(t("header.quickLinks.inverter")) },
        { label: t("header.quickLinks.battery"), href: searchFor(t("header.quickLinks.battery")) },
      ]}
      sites={otherEditionLinks(edition.id).map((site) => ({ name: site.name, href: site.link }))}
      languages={routing.locales.map((target) => ({ lang: target.intl, label: autonym(target.intl) }))}
      monitoringUrl={edition.monitoringUrl}
      labels={{
        home: intl.formatMessage({ id: "header.home" }, { brand: siteTitle }),
        nav: t("header.nav.label"),
        searchOpen: t("header.search.open"),
        search: t("header.search.label"),
        searchPlaceholder: t("header.search.placeholder"),
        searchEmpty: t("header.search.empty"),
        quickLinks: t("header.quickLinks.label"),
        country: t("header.country.label"),
        sites: t("header.country.label"),
        languages: t("header.language.label"),
        monitoring: t("header.monitoring"),
        menuOpen: t("header.menu.open"),
        menuClose: t("header.menu.close"),
        drawer: t("header.menu.drawer"),
      }}
    />
  );
}
