import { type SiteUrlEnv, editionRegistry, siteUrlOf } from "@repo/config/editions";
import type { Database } from "./db/client";
import { readEditions } from "./routes/editions";

/** An edition and its public origin. */
export interface EditionSite {
  id: string;
  /** Its public origin, as `GET editions` names it (`SITE_URL_<ID>` first). */
  url: string;
}

/**
 * Every edition there is, read now: each one the content holds, at the URL
 * `GET editions` lists it by, then each registered edition the content lacks,
 * at its registered site. The registry's editions stay in even without their
 * settings, so a database they were never imported into still tells (and takes
 * the forms of) the editions this build ships.
 */
export async function readEditionSites(db: Database, siteUrls: SiteUrlEnv): Promise<EditionSite[]> {
  const stored = (await readEditions(db, siteUrls)).map(({ id, url }) => ({ id, url }));
  const held = new Set(stored.map((site) => site.id));
  const registered = editionRegistry
    .filter((edition) => !held.has(edition.id))
    .map((edition) => ({ id: edition.id, url: siteUrlOf(edition, siteUrls) }));
  return [...stored, ...registered];
}

export interface EditionSites {
  /** The editions, as last read: read again once older than the cache's time, or after `refresh()`. */
  read(): Promise<readonly EditionSite[]>;
  /** Their public origins (`https://ke.aurevo.example`), from the same read. */
  origins(): Promise<ReadonlySet<string>>;
  /** Forgets the last read, so the next one asks the database: the editions changed. */
  refresh(): void;
}

interface Loaded {
  sites: readonly EditionSite[];
  origins: ReadonlySet<string>;
}

/**
 * The editions as the content holds them, kept for `ttlMs` (an edition is added
 * seldom, and a form's origin is checked on every post), and read again at once
 * after `refresh()`: the announcer calls it when a change touches the editions.
 * Concurrent readers share one query; a failed one is not kept.
 */
export function editionSites(
  db: Database,
  siteUrls: SiteUrlEnv,
  { ttlMs = 5_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): EditionSites {
  let cached: { at: number; loaded: Promise<Loaded> } | null = null;

  function current(): Promise<Loaded> {
    if (cached && now() - cached.at < ttlMs) return cached.loaded;
    const loaded = readEditionSites(db, siteUrls).then((sites) => ({
      sites,
      origins: new Set(sites.map((site) => new URL(site.url).origin)),
    }));
    const entry = { at: now(), loaded };
    cached = entry;
    loaded.catch(() => {
      if (cached === entry) cached = null;
    });
    return loaded;
  }

  return {
    read: async () => (await current()).sites,
    origins: async () => (await current()).origins,
    refresh() {
      cached = null;
    },
  };
}
