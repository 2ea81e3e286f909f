import { Gauge } from "lucide";
import type { EditionSummary } from "@repo/api-client/editions";
import type { MessageId } from "@repo/locales/messages";
import { edition, siteTitle } from "../edition";
import { getIntl } from "../intl";
import { localizedPath, routing, type SiteLocale } from "../routing";
import { menuFile } from "../menu-route";
import { quickLinks } from "../screens/search/keyword";
import { HeaderBar } from "./header-bar";
import { Icon } from "@repo/ui/icon";
import { Link } from "@repo/ui/link";
import { menuOutline, navEntries, seeAllLabels, type MenuEntry } from "@repo/ui/menu";
import { SiteHeaderActionLink, SiteHeaderBrand, SiteHeaderBrandMark } from "@repo/ui/site-header-nav";

/** A language's name in its own script, capitalised as a menu entry: English, Español, မြန်မာ. */
function autonym(intl: string): string {
  const name = new Intl.DisplayNames([intl], { type: "language" }).of(intl) ?? intl;
  return name.charAt(0).toLocaleUpperCase(intl) + name.slice(1);
}

/**
 * The header on live data: the menu from the content API (localised by the
 * layout; the page carries its outline, `menu-route.ts` the rest), the other editions
 * as the content API lists them (`otherEditions`), every text formatted here so the
 * browser receives strings rather than a catalog.
 */
export function Header({ locale, menu, sites }: { locale: SiteLocale; menu: MenuEntry[]; sites: EditionSummary[] }) {
  const intl = getIntl(locale.intl);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const monitoring = (showLabel: boolean) => (
    <SiteHeaderActionLink href={edition.monitoringUrl} rel="noopener" label={t("header.monitoring")} showLabel={showLabel}>
      <Icon icon={Gauge} aria-hidden className="size-5" />
    </SiteHeaderActionLink>
  );
  return (
    <HeaderBar
      localeCode={locale.code}
      brand={
        // The region sits under the wordmark, outside the home link: the link's name must contain all of its visible
        // text (WCAG 2.5.3). Out of the flow, it takes none of the width the menu needs, nor moves the brand.
        <div className="relative flex shrink-0 items-center">
          <SiteHeaderBrand asChild>
            <Link href={localizedPath(locale, "/")} aria-label={intl.formatMessage({ id: "header.home" }, { brand: siteTitle })}>
              <SiteHeaderBrandMark label={siteTitle} />
            </Link>
          </SiteHeaderBrand>
          <span className="absolute start-8 top-full hidden -translate-y-1 text-xs leading-none font-normal whitespace-nowrap opacity-70 desk:block">
            {edition.region}
          </span>
        </div>
      }
      // The closed menu's outline; the header asks for the rest when a visitor first reaches for it.
      menu={menuOutline(navEntries(menu))}
      menuUrl={localizedPath(locale, `/${menuFile}`)}
      quickLinks={quickLinks(locale, t)}
      sites={sites.map((site) => ({ name: site.name, href: site.url }))}
      languages={routing.locales.map((target) => ({ lang: target.intl, label: autonym(target.intl) }))}
      monitoring={edition.monitoringUrl ? { bar: monitoring(false), drawer: monitoring(true) } : undefined}
      labels={{
        nav: t("header.nav.label"),
        searchOpen: t("header.search.open"),
        search: t("header.search.label"),
        searchPlaceholder: t("header.search.placeholder"),
        searchEmpty: t("header.search.empty"),
        quickLinks: t("header.quickLinks.label"),
        country: t("header.country.label"),
        sites: t("header.country.label"),
        languages: t("header.language.label"),
        menuOpen: t("header.menu.open"),
        menuClose: t("header.menu.close"),
        drawer: t("header.menu.drawer"),
        seeAll: seeAllLabels(menu, (section) => intl.formatMessage({ id: "header.seeAll" }, { section })),
      }}
    />
  );
}
