import type { MetadataRoute } from "next";
import { onSite as absolute, siteUrl } from "./edition";
import { type EditionSite, regionalAlternates } from "./hreflang";
import { routeOf, staticRoutes } from "./route-table";
import { editionSites } from "./seo";
import { localizedPath, routing } from "./routing";
import { type SitemapRoute, sitemapRoutes } from "./sitemap-routes";

/** The sitemap entry of an item's page (a product, a post). */
const ITEM_ENTRY = { changeFrequency: "weekly", priority: 0.7 } as const;

/**
 * `/sitemap.xml`: every route in every language it is written in, each entry
 * listing those language alternates (and `x-default`, the english URL). A page
 * that would show the english fallback is not listed in that language: it is
 * not a translation, and names the english page canonical. A screen, which every
 * edition shows, lists its alternates on every edition's site (`sites`) by
 * language and region, as its page does.
 */
export function sitemap(routes: readonly (string | SitemapRoute)[] = staticRoutes, sites?: readonly EditionSite[]): MetadataRoute.Sitemap {
  return routes.flatMap((given) => {
    const { route, writtenIn } = typeof given === "string" ? { route: given, writtenIn: undefined } : given;
    const locales = routing.locales.filter((locale) => !writtenIn || writtenIn.includes(locale));
    let languages: Record<string, string> = {};
    if (sites && !writtenIn) languages = regionalAlternates(route, sites, { writtenIn: locales.map((locale) => locale.code) });
    else {
      for (const locale of locales) languages[locale.intl] = absolute(localizedPath(locale, route));
      languages["x-default"] = absolute(localizedPath(routing.locales[0], route));
    }
    // A screen's own entry says how often it changes; an item's page is as its list's.
    const own = routeOf(route)?.entry.sitemap;
    const { changeFrequency, priority } = typeof own === "object" ? own : ITEM_ENTRY;
    return locales.map((locale) => ({
      url: absolute(localizedPath(locale, route)),
      changeFrequency,
      priority,
      alternates: { languages },
    }));
  });
}

/** The edition's `/sitemap.xml`: every screen and every detail page the content API lists. */
export async function siteSitemap(): Promise<MetadataRoute.Sitemap> {
  const [routes, sites] = await Promise.all([sitemapRoutes(), editionSites()]);
  return sitemap(routes, sites ?? undefined);
}

/** `/robots.txt`: everything public may be crawled; the API and the cache endpoint are not pages. */
export function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/revalidate"] },
    sitemap: absolute("/sitemap.xml"),
    host: siteUrl(),
  };
}
