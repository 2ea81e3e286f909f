import type { EditionSettings } from "@repo/api-client/editions";
import type { MessageId } from "@repo/locales/messages";
import { Link } from "@repo/ui/link";
import type { MenuEntry } from "@repo/ui/menu";
import { SiteFooter, type SocialKind } from "@repo/ui/site-footer";
import { edition, siteTitle } from "../edition";
import { ConsentSettingsButton } from "./analytics-loader";
import { getIntl } from "../intl";
import { localizedPath, type SiteLocale } from "../routing";

const socialKinds = {
  "video-channel": { kind: "video", label: "footer.social.videoChannel" },
  "social-network": { kind: "social", label: "footer.social.socialNetwork" },
  "professional-network": { kind: "professional", label: "footer.social.professionalNetwork" },
  "photo-sharing": { kind: "photo", label: "footer.social.photoSharing" },
} as const satisfies Record<EditionSettings["socialLinks"][number]["class"], { kind: SocialKind; label: MessageId }>;

/** The footer's id: the page's last element, which Burmese pages wait for before their first frame (`burmese-fonts.ts`). */
export const footerId = "site-footer";

/**
 * The footer: navigation columns from the edition's settings, or else from the
 * same (already localised) menu as the header; company and social links from the
 * edition's settings, and the way back to the analytics question where the
 * edition asks it.
 */
export function Footer({
  locale,
  menu,
  settings,
  consentSettings = false,
}: {
  locale: SiteLocale;
  menu: MenuEntry[];
  settings: EditionSettings;
  consentSettings?: boolean;
}) {
  const intl = getIntl(locale.intl);
  const { company: companyInfo, socialLinks: link } = settings;
  return (
    <SiteFooter
      id={footerId}
      brand={
        <Link
          href={localizedPath(locale, "/")}
          aria-label={intl.formatMessage({ id: "header.home" }, { brand: siteTitle })}
          className="inline-block"
        >
          <span data-slot="wordmark" className="text-lg font-bold tracking-[0.2em]">
            {siteTitle}
          </span>
        </Link>
      }
      company={companyInfo}
      menu={settings.footerColumns.length > 0 ? footerColumnsMenu(settings.footerColumns, locale) : menu}
      social={link.map((social) => ({
        kind: socialKinds[social.class].kind,
        url: social.url,
        label: intl.formatMessage({ id: socialKinds[social.class].label }, { brand: edition.brand.name }),
      }))}
      copyright={intl.formatMessage(
        { id: "footer.copyright" },
        // A name that ends in an abbreviation's period ("Co., Ltd.") ends the sentence with it.
        { year: new Date().getFullYear(), company: companyInfo.title, abbreviated: companyInfo.title.endsWith(".") ? "yes" : "no" },
      )}
      notes={consentSettings ? <ConsentSettingsButton label={intl.formatMessage({ id: "consent.settings" })} /> : undefined}
      labels={{
        nav: intl.formatMessage({ id: "footer.navigation" }),
        email: intl.formatMessage({ id: "footer.email" }),
        phone: intl.formatMessage({ id: "footer.phone" }),
        social: intl.formatMessage({ id: "footer.social.label" }),
      }}
    />
  );
}

/**
 * The settings' footer columns in the menu's shape the footer draws: a link to a
 * site route gets the page's language prefix, one to another site stays as written.
 */
function footerColumnsMenu(columns: EditionSettings["footerColumns"], locale: SiteLocale): MenuEntry[] {
  const entry = (id: number, name: string, href: string, children: MenuEntry[]): MenuEntry => {
    const external = /^https?:\/\//i.test(href);
    const link = external || !href.startsWith("/") ? href : localizedPath(locale, href);
    return { id, name, link, external, mateCode: null, img: null, alt: "", desc: null, shortName: null, children };
  };
  return columns.map((column, index) =>
    entry(index + 1, column.title, "", column.links.map((link, child) => entry((index + 1) * 1000 + child, link.label, link.href, []))),
  );
}
