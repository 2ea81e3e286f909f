import Link from "next/link";
import { SiteHeader, SiteHeaderBrand, SiteHeaderNav, SiteHeaderNavItem } from "@repo/ui/site-header";
import { edition, siteTitle } from "../edition";
import { getIntl } from "../intl";
import { loadNavigation } from "../api";
import { localizedPath, type SiteLocale } from "../routing";

/** The header on live data: brand from the edition config, menu from the content API. */
export async function Header({ locale }: { locale: SiteLocale }) {
  const intl = getIntl(locale.intl);
  const menu = await loadNavigation(locale.code);
  return (
    <SiteHeader forceWhite>
      <SiteHeaderBrand asChild>
        <Link href={localizedPath(locale, "/")} aria-label={intl.formatMessage({ id: "header.home" }, { brand: siteTitle })}>
          <span>{siteTitle}</span>
          <span className="text-sm font-normal text-ink-muted">{edition.region}</span>
        </Link>
      </SiteHeaderBrand>
      <SiteHeaderNav aria-label={intl.formatMessage({ id: "header.nav.label" })}>
        {menu.map((item) => (
          <SiteHeaderNavItem key={item.id} asChild>
            {item.external ? (
              <a href={item.link} rel="noopener">
                {item.name}
              </a>
            ) : (
              <Link href={localizedPath(locale, item.link)}>{item.name}</Link>
            )}
          </SiteHeaderNavItem>
        ))}
      </SiteHeaderNav>
    </SiteHeader>
  );
}
