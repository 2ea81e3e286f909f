/**
 * The editions' registry: every regional site that exists, in one typed list.
 * An edition's own config (`edition.config.ts`) says how it looks; this list
 * says where each edition lives, so every edition can link to all the others
 * (the country dropdown) without knowing their configs. `pnpm new-edition`
 * appends to it.
 */
import { z } from "zod";
import { languageCodes } from "./edition";

const editionEntrySchema = z
  .object({
    /** The edition's folder under `apps/` and its `id` in `edition.config.ts`. */
    id: z.string().regex(/^[a-z][a-z-]*$/),
    /** The name shown in the country dropdown. */
    name: z.string().min(1),
    /** Flag or globe image of the dropdown, served from every edition's `public/`. */
    img: z.string().startsWith("/"),
    /** The language the site opens in. */
    code: z.enum(languageCodes),
    /** The port of its local server (`next dev`/`next start`). */
    port: z.number().int().min(1024).max(65535),
    /** Its public origin in production; `SITE_URL_<ID>` overrides it. */
    url: z.url(),
  })
  .strict();

export type EditionEntry = z.infer<typeof editionEntrySchema>;

export const editionRegistry = [
  // registry entries (new-edition appends above the closing bracket)
  {
    id: "global",
    name: "Global",
    img: "/brand/flags/global.svg",
    code: "english",
    port: 3000,
    url: "https://www.aurevo.example",
  },
  {
    id: "nigeria",
    name: "Nigeria",
    img: "/brand/flags/nigeria.svg",
    code: "english",
    port: 3001,
    url: "https://ng.aurevo.example",
  },
  {
    id: "australia",
    name: "Australia",
    img: "/brand/flags/australia.svg",
    code: "english",
    port: 3002,
    url: "https://au.aurevo.example",
  },
  {
    id: "burmese",
    name: "Myanmar",
    img: "/brand/flags/burmese.svg",
    code: "burmese",
    port: 3003,
    url: "https://mm.aurevo.example",
  },
] as const satisfies readonly EditionEntry[];

export type RegisteredEditionId = (typeof editionRegistry)[number]["id"];

/**
 * The rest of a per-edition variable's name (`SITE_URL_`, `REVALIDATE_URL_`, …): the edition's id in
 * capitals, dashes as `_` (`SOUTH_AFRICA` for `south-africa`, as `siteUrlVariable` spells it). Any id
 * of that form is taken, not only the registered ones: an edition added as content while the others
 * run is named by these settings without a new build of them.
 */
export const editionIdInVariable = {
  pattern: /^[A-Z][A-Z_]*$/,
  says: "the edition's id in capitals, dashes as _ (such as SOUTH_AFRICA)",
} as const;

/** The environment variable that overrides an edition's public origin: `SITE_URL_NIGERIA`. */
export function siteUrlVariable(id: string): string {
  return `SITE_URL_${id.toUpperCase().replaceAll("-", "_")}`;
}

/**
 * What decides the editions' public origins: the `SITE_URL_<ID>` overrides and
 * `NODE_ENV`. Nothing here reads the environment: each deployable's `env.ts`
 * reads these variables and passes them in.
 */
export type SiteUrlEnv = Readonly<Record<string, string | undefined>>;

/** The registry's own public URLs, with no override: for data that names every site, such as the content sets. */
export const registeredPublicUrls: SiteUrlEnv = { NODE_ENV: "production" };

/**
 * An edition's public origin: `SITE_URL_<ID>` when set; otherwise its local
 * port in development and its registered URL in production.
 */
export function siteUrlOf(entry: Pick<EditionEntry, "id" | "port" | "url">, env: SiteUrlEnv): string {
  const fromEnv = env[siteUrlVariable(entry.id)];
  const url = fromEnv || (env.NODE_ENV === "production" ? entry.url : `http://localhost:${entry.port}`);
  return z.url().parse(url).replace(/\/$/, "");
}

/** A link of the country dropdown (SPEC §3 "Country link"). */
export interface CountryLink {
  name: string;
  img: string;
  code: (typeof languageCodes)[number];
  link: string;
}

/** Every registered edition's site, as country links. */
export function countryLinks(env: SiteUrlEnv): CountryLink[] {
  return editionRegistry.map((entry) => ({
    name: entry.name,
    img: entry.img,
    code: entry.code,
    link: siteUrlOf(entry, env),
  }));
}

/** The country dropdown of edition `id`: every other edition's site, never its own. */
export function otherEditionLinks(id: string, env: SiteUrlEnv): CountryLink[] {
  const own = editionRegistry.findIndex((entry) => entry.id === id);
  return countryLinks(env).filter((_, index) => index !== own);
}

/** The registered entry of `id`, or undefined when the edition is not registered. */
export function findEdition(id: string): EditionEntry | undefined {
  return editionRegistry.find((entry) => entry.id === id);
}

/** Validates the registry itself: well-formed entries, unique ids and ports. */
export function checkRegistry(entries: readonly EditionEntry[] = editionRegistry): EditionEntry[] {
  const parsed = z.array(editionEntrySchema).parse(entries);
  for (const key of ["id", "port", "url"] as const) {
    const seen = new Set<unknown>();
    for (const entry of parsed) {
      if (seen.has(entry[key])) throw new Error(`Two editions share the ${key} ${String(entry[key])}`);
      seen.add(entry[key]);
    }
  }
  return parsed;
}

/** The public origin of a registered edition, for its own `edition.config.ts`. */
export function registeredSiteUrl(id: RegisteredEditionId, env: SiteUrlEnv): string {
  const entry = findEdition(id);
  if (!entry) throw new Error(`No edition "${id}" in the editions' registry`);
  return siteUrlOf(entry, env);
}
