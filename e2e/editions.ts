import { readFileSync } from "node:fs";
import { join } from "node:path";
import { languageCodes, type LanguageCode } from "@repo/config/edition";
import { siteUrlVariable } from "@repo/config/editions";

/** The editions the suite runs against, each on its own port. Their languages come from their configs. */
const listedEditions = [
  { id: "global", region: "Global", port: 3100 },
  { id: "nigeria", region: "Nigeria", port: 3101 },
  { id: "australia", region: "Australia", port: 3102 },
  { id: "burmese", region: "Myanmar", port: 3103 },
] as const;

/**
 * The languages `apps/<id>/edition.config.ts` offers, read from its `languages: [...]` line (all
 * three when it names none, as the schema's default), so a spec never visits a language the
 * edition's routing does not know. The file is read rather than loaded, since loading it needs
 * the edition's settings; `workspace/edition-languages.test.ts` checks the two readings agree.
 */
export function configuredLanguages(configSource: string): readonly LanguageCode[] {
  if (!/\blanguages\s*:/.test(configSource)) return languageCodes;
  const line = /\blanguages\s*:\s*\[([^\]]*)\]/.exec(configSource);
  if (!line) throw new Error("edition.config.ts names its languages other than as a list of quoted codes: write `languages: [\"english\", …]`");
  const named = [...line[1]!.matchAll(/["']([a-z]+)["']/g)].map((match) => match[1]!);
  const unknown = named.filter((code) => !(languageCodes as readonly string[]).includes(code));
  if (unknown.length > 0) throw new Error(`edition.config.ts names unknown languages: ${unknown.join(", ")}`);
  return languageCodes.filter((code) => named.includes(code));
}

export const allEditions = listedEditions.map((edition) => ({
  ...edition,
  languages: configuredLanguages(readFileSync(join(import.meta.dirname, "..", "apps", edition.id, "edition.config.ts"), "utf8")),
}));

type Edition = { id: (typeof listedEditions)[number]["id"]; region: string; port: number; languages: readonly LanguageCode[] };

/** Whether `edition` offers `language`: a spec visits a language's pages only where it does. */
export function offers(edition: { languages: readonly LanguageCode[] }, language: LanguageCode): boolean {
  return edition.languages.includes(language);
}

/**
 * Whether `path` is a page of a language `edition` offers: `/burmese/about/news` is not, on an
 * edition without burmese (its routing knows no such prefix); a path of no language prefix is.
 */
export function offersPath(edition: { languages: readonly LanguageCode[] }, path: string): boolean {
  const first = path.split(/[/?#]/)[1] ?? "";
  return !(languageCodes as readonly string[]).includes(first) || offers(edition, first as LanguageCode);
}

/** The URL prefix of each language `edition` offers, english's (none) first: `["", "/spanish", "/burmese"]`. */
export function languagePrefixes(edition: { languages: readonly LanguageCode[] }): string[] {
  return edition.languages.map((code) => (code === "english" ? "" : `/${code}`));
}

/**
 * `E2E_SERVERS=global:3210,nigeria:3211` runs the suite against servers that
 * are already up (a development server while a screen is being built) on
 * those ports, for those editions only; `E2E_API_PORT` names the content
 * API's port then. Unset, the run starts every edition's production build.
 */
export const externalServers = process.env.E2E_SERVERS
  ? new Map(
      process.env.E2E_SERVERS.split(",").map((pair) => {
        const [id = "", port = ""] = pair.split(":");
        return [id.trim(), Number(port)] as const;
      }),
    )
  : undefined;

/** The editions under test and the ports their servers take during the run. */
export const editions: readonly Edition[] = externalServers
  ? allEditions.filter((edition) => externalServers.has(edition.id)).map((edition) => ({ ...edition, port: externalServers.get(edition.id) ?? edition.port }))
  : allEditions;

/**
 * The public origin an edition of the run is started with (its own
 * `SITE_URL_<ID>`): a name of its own on loopback, neither the registry's
 * domain nor the address the tests reach it at, so a canonical link shows the
 * setting was read. Against servers already up, the origin `pnpm start` and
 * a development server give an edition unset: `http://localhost:<port>`.
 */
export function siteUrlOf(id: string, port: number): string {
  return externalServers ? `http://localhost:${port}` : `http://${id}.localhost:${port}`;
}

/** The environment that gives edition `id` on `port` its public origin: `{ SITE_URL_<ID>: … }`. */
export function siteUrlEnv(id: string, port: number): Record<string, string> {
  return { [siteUrlVariable(id)]: siteUrlOf(id, port) };
}

/** What the browser tests read of an edition's settings (FORMAT.md "Edition settings"). */
export interface DemoSettings {
  hreflang: string;
  offices: { key: string; phone: string }[];
  applications: { key: string }[];
  translations: Partial<
    Record<
      LanguageCode,
      {
        claims: string[];
        about: string[];
        offices: Record<string, { title: string }>;
        applications: Record<string, { title: string }>;
      }
    >
  >;
}

/**
 * Edition `id`'s settings as the run's content API is seeded with them
 * (`apps/content-api/content/editions/<id>.json`): what its pages must show, whichever edition it is.
 */
export function demoSettings(id: string): DemoSettings {
  const file = join(import.meta.dirname, "..", "apps", "content-api", "content", "editions", `${id}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as DemoSettings;
}

/** The hreflang tag of edition `id`'s pages in `lang` (`en-NG`; `en` on an edition of no region, the global one). */
export function hreflangTag(id: string, lang: string): string {
  const region = demoSettings(id).hreflang.split("-")[1];
  return region ? `${lang}-${region}` : lang;
}

/** The content API of the run, on its own fresh embedded database. */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const API_URL = `http://127.0.0.1:${API_PORT}`;

/**
 * The content API's admin token in the run, to read back what the forms stored
 * (`/admin/submissions/{kind}.csv`); against servers already up, `E2E_ADMIN_TOKEN`.
 */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token-0123456789abcdef0123456789";

/** The secret the editions of the run accept on `POST /revalidate`. */
export const REVALIDATE_SECRET = "e2e-revalidate-secret-0123456789";

/** The studio of the run: its port, its public origin (the API's `STUDIO_URL` too) and the API's `STUDIO_SECRET`. */
export const STUDIO_PORT = 4105;
export const STUDIO_URL = `http://127.0.0.1:${STUDIO_PORT}`;
export const STUDIO_SECRET = "e2e-studio-secret-0123456789abcdef0123456789";

/**
 * A second production server of the first edition that reaches the content
 * API through a relay the outage tests open and cut (`relay.port`); it runs
 * on `relay.server`, and the relay leads to a content API those tests start
 * and stop themselves (`relay.api`). Against servers that are already up, set
 * `E2E_RELAY_PORT`, `E2E_RELAY_SERVER` (and `E2E_RELAY_API`) to have one.
 */
export const relay: { port: number; server: number; api: number } | undefined = externalServers
  ? process.env.E2E_RELAY_PORT && process.env.E2E_RELAY_SERVER
    ? { port: Number(process.env.E2E_RELAY_PORT), server: Number(process.env.E2E_RELAY_SERVER), api: Number(process.env.E2E_RELAY_API ?? 4120) }
    : undefined
  : { port: 4110, server: 3110, api: 4120 };

/**
 * The relay edition's longest revalidation window, in seconds
 * (`CONTENT_REVALIDATE_MAX_SECONDS`): the outage drill waits past it.
 */
export const RELAY_REVALIDATE_SECONDS = 5;

/** The load drill's own content API (its rows are counted against its answers); `E2E_LOAD_API` to move it. */
export const LOAD_API_PORT = Number(process.env.E2E_LOAD_API ?? 4130);

/** The deployment smoke test's content API and edition, started from copies of their build outputs. */
export const SMOKE_PORTS = { api: 4140, edition: 3140 } as const;

/** The visitor-identity tests' content API (with a low insert limit), their edition, and nginx in front of it. */
export const IDENTITY_PORTS = { api: 4150, edition: 3150, nginx: 8150 } as const;

/** The live-content test's content API (on Postgres), its four editions (from here up) and nginx in front of each. */
export const LIVE_PORTS = { api: 4180, editions: 3180, nginx: 8180 } as const;

/** The port of the editions the deployment-settings tests start (and stop) with right and wrong settings. */
export const SETTINGS_PORT = 3160;

/**
 * The shared-cache tests: their Redis server (started, stopped and started again by them), content
 * API, two processes of the first edition and nginx in front of both.
 */
export const SHARED_CACHE_PORTS = { redis: 6391, api: 4170, editions: [3170, 3171], nginx: 8170 } as const;

/**
 * Every port a test server of the run takes, by what takes it: two on one port would start one
 * and find the other answering in its place (a studio once stood where a test's own API belonged).
 */
const runPorts: [string, number][] = [
  ["API_PORT", API_PORT],
  ["STUDIO_PORT", STUDIO_PORT],
  ...(relay ? ([["relay.port", relay.port], ["relay.server", relay.server], ["relay.api", relay.api]] as [string, number][]) : []),
  ["LOAD_API_PORT", LOAD_API_PORT],
  ...Object.entries(SMOKE_PORTS).map(([name, port]): [string, number] => [`SMOKE_PORTS.${name}`, port]),
  ...Object.entries(IDENTITY_PORTS).map(([name, port]): [string, number] => [`IDENTITY_PORTS.${name}`, port]),
  ...Object.entries(LIVE_PORTS).map(([name, port]): [string, number] => [`LIVE_PORTS.${name}`, port]),
  ["SETTINGS_PORT", SETTINGS_PORT],
  ["SHARED_CACHE_PORTS.redis", SHARED_CACHE_PORTS.redis],
  ["SHARED_CACHE_PORTS.api", SHARED_CACHE_PORTS.api],
  ["SHARED_CACHE_PORTS.nginx", SHARED_CACHE_PORTS.nginx],
  ...SHARED_CACHE_PORTS.editions.map((port, index): [string, number] => [`SHARED_CACHE_PORTS.editions[${index}]`, port]),
];
const takenBy = new Map<number, string>();
for (const [name, port] of runPorts) {
  const other = takenBy.get(port);
  if (other) throw new Error(`${name} and ${other} both take port ${port}: give each its own`);
  takenBy.set(port, name);
}
