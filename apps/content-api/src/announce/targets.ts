import type { EditionSite } from "../edition-sites";
import type { AnnounceTarget } from "./announcer";

/** How the editions are told of changes, from the settings (`env.ts`), by edition id. */
export interface AnnounceSettings {
  /** `REVALIDATE_SECRET`: every edition's, unless it has its own. */
  secret?: string;
  /** `REVALIDATE_SECRET_<ID>`: an edition's own secret. */
  secrets: Readonly<Record<string, string>>;
  /** `REVALIDATE_URL_<ID>`: where an edition is told instead of its site, one URL per process. */
  urls: Readonly<Record<string, readonly string[]>>;
}

/** Whether any edition can be told at all: a secret is set, shared or an edition's own. */
export function announcing(settings: AnnounceSettings): boolean {
  return !!settings.secret || Object.keys(settings.secrets).length > 0;
}

/**
 * Every endpoint to tell of changes: each edition with a secret (its own, else
 * the shared one), at its `REVALIDATE_URL_<ID>` when set, else its public
 * site's `/revalidate`.
 */
export function announceTargets(sites: readonly EditionSite[], settings: AnnounceSettings): AnnounceTarget[] {
  return sites.flatMap((site) => {
    const secret = settings.secrets[site.id] ?? settings.secret;
    if (!secret) return [];
    const urls = settings.urls[site.id] ?? [new URL("/revalidate", site.url).href];
    return urls.map((url) => ({ edition: site.id, url, secret }));
  });
}

/**
 * The ids a per-edition setting names that no edition has (yet): each is taken
 * once an edition of that id is imported, so it is no typo the API can refuse at
 * start, but the log says so.
 */
export function unheardOf(sites: readonly EditionSite[], ids: Iterable<string>): string[] {
  const known = new Set(sites.map((site) => site.id));
  return [...new Set(ids)].filter((id) => !known.has(id)).sort();
}
