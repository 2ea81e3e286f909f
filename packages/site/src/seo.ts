import "server-only";
import type { Metadata } from "next";
import type { EditionSettings } from "@repo/api-client/editions";
import { fileUrl } from "@repo/api-client/files";
import type { IntlLocale } from "@repo/locales/messages";
import { loadEditions, loadSeoList } from "./api";
import { edition, editionSettings, onSite, siteTitle, siteUrl } from "./edition";
import { type EditionSite, regionalAlternates } from "./hreflang";
import { getIntl } from "./intl";
import { localizedPath, routing, type SiteLocale, siteLocales } from "./routing";

/** The size of the edition's sharing image (`/opengraph-image`). */
export const ogImageSize = { width: 1200, height: 630 };

/** The edition's sharing image (`/opengraph-image`) on its public origin, for pages without a picture of their own. */
export function sharingImage() {
  return { url: onSite("/opengraph-image"), ...ogImageSize, alt: siteTitle };
}

/** Open Graph locales of the three languages. */
const ogLocales: Record<IntlLocale, string> = { en: "en_US", es: "es_ES", my: "my_MM" };

/** The absolute URL of `route` in `locale` on this edition's public origin. */
export function absoluteUrl(locale: SiteLocale, route: string): string {
  return onSite(localizedPath(locale, route));
}

/**
 * Canonical URL and hreflang alternates of `route` in `locale`: the languages it is written in
 * (`translated`, every language the edition offers unless an item says otherwise) and
 * `x-default` (english). A page that shows the english fallback is no translation: it names
 * the english page canonical and lists no alternates, as Google asks of localized versions
 * (each alternate is a page in its own language; a duplicate points to its original).
 *
 * Given the editions' sites (`sites`, for a page every edition shows), the alternates are the
 * page on each of them by language and region (`en-NG`, `my-MM`, `en` on the global edition).
 */
export function alternatesOf(
  locale: SiteLocale,
  route: string,
  translated: readonly SiteLocale[] = routing.locales,
  sites?: readonly EditionSite[],
): NonNullable<Metadata["alternates"]> {
  const english = routing.locales[0];
  if (!translated.includes(locale)) return { canonical: absoluteUrl(english, route) };
  if (sites) {
    const writtenIn = translated.map((target) => target.code);
    return { canonical: absoluteUrl(locale, route), languages: regionalAlternates(route, sites, { writtenIn }) };
  }
  const languages: Record<string, string> = {};
  for (const target of routing.locales) if (translated.includes(target)) languages[target.intl] = absoluteUrl(target, route);
  languages["x-default"] = absoluteUrl(english, route);
  return { canonical: absoluteUrl(locale, route), languages };
}

/**
 * Every edition's site as the content API lists them, this one's at its own public origin and
 * in the languages it offers; null when the list cannot be read or does not name this edition
 * yet (its region is unknown), and the pages then name their alternates on this site alone.
 */
export async function editionSites(): Promise<EditionSite[] | null> {
  const listed = await loadEditions().catch(() => null);
  if (!listed?.some((site) => site.id === edition.id)) return null;
  return listed.map((site) =>
    site.id === edition.id ? { ...site, url: siteUrl(), languages: routing.locales.map((locale) => locale.code) } : site,
  );
}

/**
 * The languages of `among` (the edition's own, by default) an item is written in: english
 * always, and each other language whose text is its own rather than the english fallback. A
 * language whose answer cannot be read is left out: an alternate link must lead to a translation.
 */
export async function translatedLocales(
  writtenIn: (locale: SiteLocale) => Promise<boolean>,
  among: readonly SiteLocale[] = routing.locales,
): Promise<SiteLocale[]> {
  const checks = await Promise.all(
    among.map(async (locale) => locale.code === "english" || (await writtenIn(locale).catch(() => false))),
  );
  return among.filter((_, index) => checks[index]);
}

/**
 * The editions' sites that show a page: every one for a screen; for an item, those its scope
 * names (`editions`, null for all). Null when the list of editions cannot be read, or the item
 * does not say its scope: its alternates then stay on this site.
 */
async function sitesShowing(facts: PageFacts): Promise<EditionSite[] | null> {
  if (facts.writtenIn && facts.editions === undefined) return null;
  const sites = await editionSites();
  const scope = facts.editions;
  if (!sites || !scope) return sites;
  return sites.filter((site) => site.id === edition.id || scope.includes(site.id));
}

/** `Page — BRAND`, or the brand alone for the home page (SPEC §2). */
export function titleOf(route: string, pageTitle: string | undefined): string {
  if (route === "/" || !pageTitle) return siteTitle;
  return `${pageTitle} — ${siteTitle}`;
}

/**
 * Descriptions and keywords when the SEO list has no entry for a route: the
 * edition's own introduction and the words visitors search for most.
 */
async function fallbacks(locale: SiteLocale): Promise<{ description: string; keywords: string }> {
  const intl = getIntl(locale.intl);
  // Metadata never takes a page down: without the settings the brand stands in for the introduction.
  const description = (await editionSettings(locale.code).catch(() => null))?.about[0] ?? siteTitle;
  const words = (["header.quickLinks.inverter", "header.quickLinks.battery", "header.quickLinks.datasheet", "header.quickLinks.brochure"] as const).map(
    (id) => intl.formatMessage({ id }),
  );
  return { description, keywords: [edition.brand.name, ...words].join(", ") };
}

/** What a detail page knows about itself: it wins over the SEO list, which describes routes, not items. */
export interface PageFacts {
  title?: string;
  description?: string;
  /** A stored image path or URL; the edition's sharing image when absent. */
  image?: string | null;
  /** Open Graph type: `article` for news and blogs. */
  type?: "website" | "article";
  /**
   * Whether the item is written in a language rather than shown there in english (an item's
   * `!untranslated` in that language): its alternates list only those. Screens are written in
   * every language, so a page without items leaves this out.
   */
  writtenIn?: (locale: SiteLocale) => Promise<boolean>;
  /** The editions the item is for (its answer's `editions`, null for all): its alternates are on their sites too. */
  editions?: readonly string[] | null;
}

/** A plain-text description of at most `max` characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/**
 * The metadata of one page: title, description and keywords from the SEO
 * list (a list page passes its own title for when the list lacks the route;
 * a detail page passes its facts, which win), canonical and hreflang
 * alternates, Open Graph and Twitter cards.
 */
export async function pageMetadata(locale: SiteLocale, route: string, page?: string | PageFacts): Promise<Metadata> {
  const facts: PageFacts = typeof page === "string" ? { title: page } : (page ?? {});
  const detail = typeof page === "object";
  const entry = detail ? undefined : (await loadSeoList(locale.code)).get(route);
  const fallback = await fallbacks(locale);
  const title = titleOf(route, entry && !entry.fallback ? entry.title : facts.title);
  const description = facts.description || entry?.description || fallback.description;
  const sites = await sitesShowing(facts);
  // Another edition may offer a language this one does not: an item's alternates there are the languages it is written in.
  const written: readonly SiteLocale[] = facts.writtenIn
    ? await translatedLocales(facts.writtenIn, sites ? siteLocales : routing.locales)
    : siteLocales;
  const translated: readonly SiteLocale[] = routing.locales.filter((offered) => written.includes(offered));
  const alternates = alternatesOf(locale, route, written, sites ?? undefined);
  // The page's address as it is shared: the canonical one, the english page's for a fallback.
  const url = absoluteUrl(translated.includes(locale) ? locale : routing.locales[0], route);
  const imageUrl = facts.image ? onSite(fileUrl(facts.image)) : null;
  const image = imageUrl ? { url: imageUrl, alt: facts.title ?? siteTitle } : sharingImage();
  return {
    title,
    description,
    keywords: entry?.keywords || fallback.keywords,
    alternates,
    openGraph: {
      type: facts.type ?? "website",
      siteName: siteTitle,
      title,
      description,
      url,
      locale: ogLocales[locale.intl],
      alternateLocale: translated.filter((other) => other !== locale).map((other) => ogLocales[other.intl]),
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

/** JSON-LD of the home page: the organisation, and the site with its search (SPEC §2 `/search/{keyword}`). */
export function homeStructuredData(locale: SiteLocale, settings: Pick<EditionSettings, "company" | "socialLinks">): object[] {
  const { company: companyInfo, socialLinks: link } = settings;
  const home = absoluteUrl(locale, "/");
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: edition.brand.name,
      legalName: companyInfo.title,
      url: home,
      logo: onSite("/icon.svg"),
      email: companyInfo.email,
      ...(companyInfo.phone ? { telephone: companyInfo.phone.split(",")[0]?.trim() } : {}),
      address: companyInfo.address,
      sameAs: link.map((social) => social.url),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteTitle,
      url: home,
      inLanguage: locale.intl,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(locale, "/search")}/{search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
