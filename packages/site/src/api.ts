import "server-only";
import type { LanguageCode, SeoEntry } from "@repo/api-client/contract";
import { createFetcher } from "@repo/api-client/fetcher";
import { getSeoList } from "@repo/api-client/home";
import { getNavigation } from "@repo/api-client/navigation";
import { serverEnv } from "./env";

/** Revalidation windows and cache tags per content type (the content API can revalidate a tag on change). */
export const cachePolicy = {
  navigation: { revalidate: 300, tags: ["navigation"] },
  seo: { revalidate: 3600, tags: ["seo"] },
} as const;

/** Every tag the site caches content under: what `/revalidate` accepts. */
export const cacheTags = [...new Set(Object.values(cachePolicy).flatMap((policy) => policy.tags))] as [
  string,
  ...string[],
];

function serverFetcher(languageCode: LanguageCode) {
  return createFetcher({ baseUrl: serverEnv().CONTENT_API_URL, languageCode });
}

/** The menu in `languageCode`, cached and revalidated by tag rather than fetched per request. */
export function loadNavigation(languageCode: LanguageCode) {
  return getNavigation(serverFetcher(languageCode), {
    next: { revalidate: cachePolicy.navigation.revalidate, tags: [...cachePolicy.navigation.tags] },
  });
}

/**
 * The SEO entries of every route in `languageCode`, loaded once and shared by
 * every page's metadata. Metadata never takes a page down: when the list
 * cannot be loaded the pages use their fallbacks until the next revalidation.
 */
export async function loadSeoList(languageCode: LanguageCode): Promise<Map<string, SeoEntry>> {
  try {
    return await getSeoList(serverFetcher(languageCode), {
      next: { revalidate: cachePolicy.seo.revalidate, tags: [...cachePolicy.seo.tags] },
    });
  } catch (error) {
    console.error(`SEO list unavailable (${languageCode}); using fallbacks:`, error instanceof Error ? error.message : error);
    return new Map();
  }
}
