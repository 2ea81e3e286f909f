// What `pnpm start` (start.mjs) runs, worked out from the apps and the environment without
// starting anything: each service's port, command and environment. Every port is a setting
// (`PORT_<ID>` per edition, `CONTENT_API_PORT`), and the addresses the processes use to reach
// each other (CONTENT_API_URL, SITE_URL_*, REVALIDATE_URL_*) are derived from those ports, so
// moved ports keep the country links, the forms and the purges working.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The variable that moves edition `id`'s port: `PORT_NIGERIA`, `PORT_SOUTH_AFRICA`. */
export const portVariable = (/** @type {string} */ id) => `PORT_${id.toUpperCase().replaceAll("-", "_")}`;
/** The variable naming edition `id`'s public origin (`SITE_URL_NIGERIA`), as every server reads it. */
export const siteUrlVariable = (/** @type {string} */ id) => `SITE_URL_${id.toUpperCase().replaceAll("-", "_")}`;
/** The variable naming where the content API tells edition `id` of changes. */
export const revalidateUrlVariable = (/** @type {string} */ id) => `REVALIDATE_URL_${id.toUpperCase().replaceAll("-", "_")}`;

/** The content API's port setting, and its port when unset. */
export const API_PORT_VARIABLE = "CONTENT_API_PORT";
export const API_DEFAULT_PORT = 4000;

/**
 * The settings `pnpm start` reads itself, as the README's Environment section names them
 * (`PORT_<ID>` stands for one per edition).
 */
export const START_SETTINGS = ["PORT_<ID>", API_PORT_VARIABLE];

/**
 * @typedef {{ name: string, start: string, isEdition: boolean, isApi: boolean }} App
 *   An app of `apps/` with a `start` script: its folder, that script, and whether it is an edition
 *   or the content API (neither: the studio).
 * @typedef {{
 *   name: string,
 *   isEdition: boolean,
 *   isApi: boolean,
 *   port: number,
 *   portVariable: string,
 *   command: string,
 *   env: Record<string, string>,
 *   ready: string,
 * }} Service
 * @typedef {Readonly<Record<string, string | undefined>>} Env
 */

/**
 * Every app of `appsDir` with a `start` script in its `package.json`; an edition is one with an
 * `edition.config.ts`, the content API the one in `apps/content-api`.
 * @param {string} appsDir @returns {App[]}
 */
export function appsIn(appsDir) {
  return readdirSync(appsDir)
    .sort()
    .filter((name) => existsSync(join(appsDir, name, "package.json")))
    .flatMap((name) => {
      const manifest = /** @type {{ scripts?: Record<string, string> }} */ (JSON.parse(readFileSync(join(appsDir, name, "package.json"), "utf8")));
      const start = manifest.scripts?.start;
      if (!start) return [];
      return { name, start, isEdition: existsSync(join(appsDir, name, "edition.config.ts")), isApi: name === "content-api" };
    });
}

/**
 * A port setting's value: a whole number from 1 to 65535 (`pnpm start` waits for each service on
 * its port, so "any free port" would leave it nothing to wait for).
 * @param {string} variable @param {string | undefined} value @param {number} fallback
 * @returns {{ port: number } | { problem: string }}
 */
function portOf(variable, value, fallback) {
  if (!value) return { port: fallback };
  const port = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (port >= 1 && port <= 65_535) return { port };
  return { problem: `${variable}: a port from 1 to 65535 (given ${JSON.stringify(value)})` };
}

/**
 * Every service `pnpm start` runs, content API first then the editions by port, or the settings
 * that are wrong (each named with its rule). `env` wins for the public origins (`SITE_URL_<ID>`:
 * a tunnel or a proxy in front), the purge addresses (`REVALIDATE_URL_<ID>`), the secret and the
 * API's `TRUSTED_PROXIES`; ports and the API's address are this plan's, whatever `PORT` or
 * `CONTENT_API_URL` the shell holds.
 * @param {readonly App[]} apps @param {Env} env @param {{ revalidateSecret: string }} options
 * @returns {{ services: Service[], problems: string[] }}
 */
export function startPlan(apps, env, { revalidateSecret }) {
  const problems = /** @type {string[]} */ ([]);
  const placed = apps.map((app) => {
    const variable = app.isApi ? API_PORT_VARIABLE : portVariable(app.name);
    const own = Number(/--port (\d+)/.exec(app.start)?.[1] ?? API_DEFAULT_PORT);
    const read = portOf(variable, env[variable], own);
    if ("problem" in read) problems.push(read.problem);
    return { app, variable, port: "port" in read ? read.port : own };
  });
  const byPort = new Map(/** @type {[number, string][]} */ ([]));
  for (const { variable, port } of placed) {
    const other = byPort.get(port);
    if (other) problems.push(`${variable}: port ${port} is already ${other}'s; give each service its own`);
    else byPort.set(port, variable);
  }
  const api = placed.find(({ app }) => app.isApi);
  const editions = placed.filter(({ app }) => app.isEdition);
  const studio = placed.find(({ app }) => !app.isEdition && !app.isApi);
  const apiUrl = `http://127.0.0.1:${api?.port ?? API_DEFAULT_PORT}`;
  // Every edition's public origin, the same for every process: the country links between the
  // editions, their canonical links, and the origins the API takes the forms from.
  const siteUrls = Object.fromEntries(
    editions.map(({ app, port }) => [siteUrlVariable(app.name), env[siteUrlVariable(app.name)] || `http://localhost:${port}`]),
  );
  const secret = env.REVALIDATE_SECRET || revalidateSecret;
  // The studio's public origin: its sign-in links point there, and the API takes studio changes from it alone.
  const studioUrl = studio ? { STUDIO_URL: env.STUDIO_URL || `http://localhost:${studio.port}` } : {};
  const inherited = Object.fromEntries(
    Object.entries(env).filter(/** @returns {entry is [string, string]} */ (entry) => entry[1] !== undefined),
  );

  /** @type {Service[]} */
  const services = placed.map(({ app, variable, port }) => {
    const shared = { ...inherited, ...siteUrls, REVALIDATE_SECRET: secret, PORT: String(port) };
    const env_ = !app.isApi
      ? { ...shared, ...(app.isEdition ? {} : studioUrl), CONTENT_API_URL: apiUrl }
      : {
          // The editions run on this machine and post the forms for their visitors: the API
          // takes the visitor's address from them (and from nobody else). The editions
          // themselves trust no one: their visitors connect to them directly.
          TRUSTED_PROXIES: "127.0.0.1,::1",
          ...shared,
          ...studioUrl,
          // Each edition is told of content changes where it listens on this machine.
          ...Object.fromEntries(
            editions.map((edition) => [
              revalidateUrlVariable(edition.app.name),
              env[revalidateUrlVariable(edition.app.name)] || `http://127.0.0.1:${edition.port}/revalidate`,
            ]),
          ),
        };
    return {
      name: app.name,
      isEdition: app.isEdition,
      isApi: app.isApi,
      port,
      portVariable: variable,
      // The app's own start script, on the port of this plan.
      command: app.start.replace(/--port \d+/, `--port ${port}`),
      env: env_,
      ready: app.isEdition ? "/" : "/health",
    };
  });
  services.sort((a, b) => Number(!a.isApi) - Number(!b.isApi) || a.port - b.port);
  return { services, problems };
}
