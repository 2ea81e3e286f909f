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
/** The studio's port setting (its own start script's port when unset). */
export const STUDIO_PORT_VARIABLE = "STUDIO_PORT";
/** The local admin `pnpm start` prints a one-time studio sign-in link for. */
export const LOCAL_ADMIN_VARIABLE = "STUDIO_LOCAL_ADMIN";
export const LOCAL_ADMIN_DEFAULT = "admin@studio.localhost";

/**
 * The settings `pnpm start` reads itself, as the README's Environment section names them
 * (`PORT_<ID>` stands for one per edition).
 */
export const START_SETTINGS = ["PORT_<ID>", API_PORT_VARIABLE, STUDIO_PORT_VARIABLE, LOCAL_ADMIN_VARIABLE];

/**
 * @typedef {"edition" | "api" | "studio"} Kind
 *   What an app is: an edition (it has an `edition.config.ts`), the studio (`apps/studio`), or the content API.
 * @typedef {{ name: string, start: string, isEdition: boolean, kind: Kind }} App
 *   An app of `apps/` with a `start` script: its folder, that script, and what it is.
 * @typedef {{
 *   name: string,
 *   isEdition: boolean,
 *   kind: Kind,
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
 * `edition.config.ts`, the studio is `apps/studio`, the content API the other.
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
      const isEdition = existsSync(join(appsDir, name, "edition.config.ts"));
      /** @type {Kind} */
      const kind = isEdition ? "edition" : name === "studio" ? "studio" : "api";
      return { name, start, isEdition, kind };
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
 *
 * The studio gets the API's address and its own origin (`STUDIO_URL`, `env`'s when set); the API
 * gets the studio's origin, the studio's secret (`STUDIO_SECRET`: `env`'s, else this run's) and an
 * admin token (`ADMIN_TOKEN`: `env`'s, else this run's), with which `pnpm start` asks it for the
 * local admin's one-time sign-in link.
 * @param {readonly App[]} apps @param {Env} env
 * @param {{ revalidateSecret: string, studioSecret: string, adminToken: string }} secrets
 * @returns {{ services: Service[], problems: string[], localAdmin: string }}
 */
export function startPlan(apps, env, { revalidateSecret, studioSecret, adminToken }) {
  const problems = /** @type {string[]} */ ([]);
  const placed = apps.map((app) => {
    const variable = { edition: portVariable(app.name), api: API_PORT_VARIABLE, studio: STUDIO_PORT_VARIABLE }[app.kind];
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
  const api = placed.find(({ app }) => app.kind === "api");
  const studio = placed.find(({ app }) => app.kind === "studio");
  const editions = placed.filter(({ app }) => app.isEdition);
  const apiUrl = `http://127.0.0.1:${api?.port ?? API_DEFAULT_PORT}`;
  const studioUrl = env.STUDIO_URL || (studio ? `http://localhost:${studio.port}` : undefined);
  const localAdmin = env[LOCAL_ADMIN_VARIABLE] || LOCAL_ADMIN_DEFAULT;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(localAdmin)) {
    problems.push(`${LOCAL_ADMIN_VARIABLE}: an e-mail address (given ${JSON.stringify(localAdmin)})`);
  }
  // Every edition's public origin, the same for every process: the country links between the
  // editions, their canonical links, and the origins the API takes the forms from.
  const siteUrls = Object.fromEntries(
    editions.map(({ app, port }) => [siteUrlVariable(app.name), env[siteUrlVariable(app.name)] || `http://localhost:${port}`]),
  );
  const secret = env.REVALIDATE_SECRET || revalidateSecret;
  const inherited = Object.fromEntries(
    Object.entries(env).filter(/** @returns {entry is [string, string]} */ (entry) => entry[1] !== undefined),
  );

  /** @type {Service[]} */
  const services = placed.map(({ app, variable, port }) => {
    const shared = { ...inherited, ...siteUrls, REVALIDATE_SECRET: secret, PORT: String(port) };
    /** @type {Record<string, string>} */
    const studioOrigin = studioUrl ? { STUDIO_URL: studioUrl } : {};
    const env_ = app.isEdition
      ? { ...shared, CONTENT_API_URL: apiUrl }
      : app.kind === "studio"
        ? { ...shared, ...studioOrigin, CONTENT_API_URL: apiUrl }
        : {
          // The editions run on this machine and post the forms for their visitors: the API
          // takes the visitor's address from them (and from nobody else). The editions
          // themselves trust no one: their visitors connect to them directly.
          TRUSTED_PROXIES: "127.0.0.1,::1",
          ...shared,
          ...studioOrigin,
          STUDIO_SECRET: env.STUDIO_SECRET || studioSecret,
          ADMIN_TOKEN: env.ADMIN_TOKEN || adminToken,
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
      kind: app.kind,
      port,
      portVariable: variable,
      // The app's own start script, on the port of this plan.
      command: app.start.replace(/--port \d+/, `--port ${port}`),
      env: env_,
      ready: app.isEdition ? "/" : "/health",
    };
  });
  // The content API first, then the studio, then the editions by port.
  const order = { api: 0, studio: 1, edition: 2 };
  services.sort((a, b) => order[a.kind] - order[b.kind] || a.port - b.port);
  return { services, problems, localAdmin };
}
