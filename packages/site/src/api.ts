import "server-only";
import { type LanguageCode } from "@repo/api-client/contract";
import { createFetcher } from "@repo/api-client/fetcher";
import { getNavigation } from "@repo/api-client/navigation";
import { serverEnv } from "./env";

/** Revalidation windows and cache tags per content type (the content API can revalidate a tag on change). */
export const cachePolicy = {
  navigation: { revalidate: 300, tags: ["navigation"] },
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
