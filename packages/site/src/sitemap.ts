import type { MetadataRoute } from "next";
import { edition } from "./edition";
import { localizedPath, routing, staticRoutes } from "./routing";
import { sitemapRoutes } from "./sitemap-routes";

function absolute(path: string): string {
  return new URL(path, `${edition.siteUrl}/`).toString();
}

/**
 * `/sitemap.xml`: every route in every language, each entry listing its
 * language alternates (and `x-default`, the english URL).
 */
export function sitemap(routes: readonly string[] = staticRoutes): MetadataRoute.Sitemap {
  return routes.flatMap((route) => {
    const languages: Record<string, string> = {};
    for (const locale of routing.locales) languages[locale.intl] = absolute(localizedPath(locale, route));
    languages["x-default"] = absolute(localizedPath(routing.locales[0], route));
    return routing.locales.map((locale) => ({
      url: absolute(localizedPath(locale, route)),
      changeFrequency: route === "/" ? ("daily" as const) : ("weekly" as const),
      priority: route === "/" ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}

/** The edition's `/sitemap.xml`: every screen and every detail page the content API lists. */
export async function siteSitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemap(await sitemapRoutes());
}

/** `/robots.txt`: everything public may be crawled; the API and the cache endpoint are not pages. */
export function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/revalidate"] },
    sitemap: absolute("/sitemap.xml"),
    host: edition.siteUrl,
  };
}
