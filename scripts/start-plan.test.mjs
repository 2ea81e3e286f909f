// What `pnpm start` would run, worked out from the repository's own apps: nothing is started.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { appsIn, START_SETTINGS, startPlan } from "./start-plan.mjs";

const apps = appsIn(new URL("../apps", import.meta.url).pathname);
const editionIds = apps.filter((app) => app.isEdition).map((app) => app.name);
const secret = "r".repeat(48);
const plan = (/** @type {Record<string, string>} */ env = {}) =>
  startPlan(apps, env, { revalidateSecret: secret, studioSecret: "t".repeat(64), adminToken: "a".repeat(64) });
const variableOf = (/** @type {string} */ id) => id.toUpperCase().replaceAll("-", "_");

void describe("pnpm start's plan", () => {
  void it("runs the content API first, then each edition on the port of its own start script", () => {
    const { services, problems } = plan();
    assert.deepEqual(problems, []);
    assert.equal(services[0]?.name, "content-api");
    assert.equal(services[0]?.port, 4000);
    assert.ok(editionIds.length >= 4);
    const global = services.find((s) => s.name === "global");
    assert.equal(global?.port, 3000);
    assert.equal(global?.env.SITE_URL_GLOBAL, "http://localhost:3000");
    assert.equal(global?.env.CONTENT_API_URL, "http://127.0.0.1:4000");
  });

  void it("moves every port by its setting, and wires every process to the moved ones", () => {
    const env = { CONTENT_API_PORT: "3375", ...Object.fromEntries(editionIds.map((id, i) => [`PORT_${variableOf(id)}`, String(3370 + i)])) };
    const { services, problems } = plan(env);
    assert.deepEqual(problems, []);
    const api = services.find((s) => s.kind === "api");
    assert.equal(api?.port, 3375);
    assert.equal(api?.env.PORT, "3375");
    const editions = services.filter((s) => s.isEdition);
    assert.deepEqual(
      editions.map((s) => s.port).sort(),
      editionIds.map((_, i) => 3370 + i),
    );
    // Every process names every edition's site at its moved port: the country links, the canonical
    // links and the origins the API takes forms from agree.
    const siteUrls = Object.fromEntries(editions.map((s) => [`SITE_URL_${variableOf(s.name)}`, `http://localhost:${s.port}`]));
    for (const service of services) {
      for (const [name, value] of Object.entries(siteUrls)) assert.equal(service.env[name], value, `${service.name} ${name}`);
    }
    for (const edition of editions) {
      // It listens on its port: the start script's `--port` is rewritten, and PORT says the same.
      assert.match(edition.command, new RegExp(`--port ${edition.port}$`));
      assert.equal(edition.env.PORT, String(edition.port));
      assert.equal(edition.env.CONTENT_API_URL, "http://127.0.0.1:3375");
      // The API tells it of changes where it now listens.
      assert.equal(api?.env[`REVALIDATE_URL_${variableOf(edition.name)}`], `http://127.0.0.1:${edition.port}/revalidate`);
      assert.equal(edition.env.REVALIDATE_SECRET, api?.env.REVALIDATE_SECRET);
    }
    assert.equal(api?.env.REVALIDATE_SECRET, secret);
  });

  void it("keeps a shell's PORT and CONTENT_API_URL out, and lets its public origins, secret and proxies in", () => {
    const { services } = plan({
      PORT: "8080",
      CONTENT_API_URL: "https://api.elsewhere.example",
      SITE_URL_NIGERIA: "https://ng.tunnel.example",
      REVALIDATE_SECRET: "s".repeat(30),
      TRUSTED_PROXIES: "10.0.0.0/8",
    });
    for (const service of services) {
      assert.notEqual(service.env.PORT, "8080", service.name);
      assert.equal(service.env.SITE_URL_NIGERIA, "https://ng.tunnel.example", service.name);
      assert.equal(service.env.REVALIDATE_SECRET, "s".repeat(30), service.name);
      if (service.isEdition) assert.equal(service.env.CONTENT_API_URL, "http://127.0.0.1:4000");
    }
    assert.equal(services.find((s) => s.kind === "api")?.env.TRUSTED_PROXIES, "10.0.0.0/8");
    assert.equal(plan().services.find((s) => s.kind === "api")?.env.TRUSTED_PROXIES, "127.0.0.1,::1");
  });

  void it("gives the API this run's studio secret and admin token unless the shell has its own, and names a bad local admin", () => {
    const api = (/** @type {Record<string, string>} */ env) => plan(env).services.find((s) => s.kind === "api");
    assert.equal(api({})?.env.STUDIO_SECRET, "t".repeat(64));
    assert.equal(api({})?.env.ADMIN_TOKEN, "a".repeat(64));
    assert.equal(api({ STUDIO_SECRET: "own".repeat(12), ADMIN_TOKEN: "b".repeat(40) })?.env.STUDIO_SECRET, "own".repeat(12));
    assert.equal(api({ ADMIN_TOKEN: "b".repeat(40) })?.env.ADMIN_TOKEN, "b".repeat(40));
    assert.equal(plan().localAdmin, "admin@studio.localhost");
    assert.equal(plan({ STUDIO_LOCAL_ADMIN: "ada@aurevo.example" }).localAdmin, "ada@aurevo.example");
    assert.deepEqual(plan({ STUDIO_LOCAL_ADMIN: "not an address" }).problems, ['STUDIO_LOCAL_ADMIN: an e-mail address (given "not an address")']);
  });

  void it("runs the studio beside the editions, on the API it moves to, at one public origin the API knows too", () => {
    const { services, problems } = plan({ CONTENT_API_PORT: "4400", STUDIO_PORT: "3500" });
    assert.deepEqual(problems, []);
    const studio = services.find((s) => s.kind === "studio");
    const api = services.find((s) => s.kind === "api");
    assert.equal(studio?.port, 3500);
    assert.match(studio?.command ?? "", /--port 3500$/);
    assert.equal(studio?.env.CONTENT_API_URL, "http://127.0.0.1:4400");
    assert.equal(studio?.env.STUDIO_URL, "http://localhost:3500");
    assert.equal(api?.env.STUDIO_URL, "http://localhost:3500");
    assert.equal(studio?.ready, "/health");
    assert.equal(plan({ STUDIO_URL: "https://studio.example.org" }).services.find((s) => s.name === "studio")?.env.STUDIO_URL, "https://studio.example.org");
  });

  void it("names each wrong port setting with its rule, and two services on one port", () => {
    const { problems } = plan({ PORT_GLOBAL: "80a", PORT_NIGERIA: "70000", CONTENT_API_PORT: "0", PORT_AUSTRALIA: "3003" });
    assert.deepEqual([...problems].sort(), [
      'CONTENT_API_PORT: a port from 1 to 65535 (given "0")',
      'PORT_GLOBAL: a port from 1 to 65535 (given "80a")',
      'PORT_NIGERIA: a port from 1 to 65535 (given "70000")',
      "PORT_BURMESE: port 3003 is already PORT_AUSTRALIA's; give each service its own",
    ].sort());
  });
});

void describe("the README's Environment section", () => {
  void it("lists every setting pnpm start reads in its own table", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("\n## Environment\n"), readme.indexOf("\n## ", readme.indexOf("\n## Environment\n") + 1));
    const table = section.slice(section.indexOf("\n`pnpm start`"));
    assert.ok(table.length < section.length, "a table introduced by `pnpm start`");
    const rows = table.split("\n").filter((line) => line.startsWith("| `"));
    const names = rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1]);
    assert.deepEqual(names.slice(0, START_SETTINGS.length).sort(), [...START_SETTINGS].sort());
  });
});
