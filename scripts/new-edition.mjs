#!/usr/bin/env node
// `pnpm new-edition <key>`: a new regional edition in `apps/<key>`, of the
// same shape as every other (the thinness test holds it to that), registered
// in the editions' registry so the other editions link to it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

const usage = `Usage: pnpm new-edition <key> [options]

  <key>                   folder and id of the edition: lower-case letters and dashes (kenya, south-africa)
  --region <name>         region shown beside the brand and in the country dropdown (default: from the key)
  --country <code>        the ISO 3166 country it serves, two capitals (KE): its pages' hreflang is en-KE, es-KE, …
  --content-set <key>     content set of @repo/locales: english, nigeria, spanish, australia, bee, burmese (default: english)
  --languages <codes>     languages it offers, comma-separated, english among them (default: english,spanish,burmese)
  --language <code>       language its site opens in, one of those it offers (default: english)
  --port <number>         local port (default: the next free one after the registered editions)
  --url <origin>          public origin in production (default: https://<key>.aurevo.example)
  --root <dir>            repository to write into (default: this one)`;

/** Files and folders that are build output or local state, never part of an edition's shape. */
const SKIP = new Set(["node_modules", ".next", ".turbo", "next-env.d.ts", ".DS_Store"]);
const TEMPLATE = "global";
const REGISTRY = "packages/config/src/editions.ts";
/** The content API's demo content, where each edition's settings file lives (`editions/<key>.json`). */
const EDITION_SETTINGS = "apps/content-api/content/editions";
/** The browser tests' list of editions and their package, which depends on each edition's build. */
const E2E_EDITIONS = "e2e/editions.ts";
const E2E_PACKAGE = "e2e/package.json";
/** The hreflang tag of each language. */
/** @type {Record<string, string>} */
const TAGS = { english: "en", spanish: "es", burmese: "my" };
const CONTENT_SETS = ["english", "nigeria", "spanish", "australia", "bee", "burmese"];
const LANGUAGES = ["english", "spanish", "burmese"];

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`new-edition: ${message}\n\n${usage}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    region: { type: "string" },
    country: { type: "string" },
    "content-set": { type: "string", default: "english" },
    languages: { type: "string", default: LANGUAGES.join(",") },
    language: { type: "string", default: "english" },
    port: { type: "string" },
    url: { type: "string" },
    root: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const [key] = positionals;
if (!key || positionals.length > 1) fail("give exactly one edition key");
const contentSet = values["content-set"];
const language = values.language;
if (!/^[a-z][a-z-]*$/.test(key)) fail(`"${key}" is not a key: use lower-case letters and dashes`);
if (!CONTENT_SETS.includes(contentSet)) fail(`unknown content set "${contentSet}"`);
const languages = values.languages.split(",").map((code) => code.trim());
for (const code of languages) if (!LANGUAGES.includes(code)) fail(`unknown language "${code}" in --languages`);
if (!languages.includes("english")) fail("--languages must include english: it is every page's fallback");
if (new Set(languages).size !== languages.length) fail("--languages names a language twice");
if (!LANGUAGES.includes(language)) fail(`unknown language "${language}"`);
if (!languages.includes(language)) fail(`--language ${language} is not among the languages it offers (${languages.join(", ")})`);

const root = resolve(values.root ?? join(dirname(new URL(import.meta.url).pathname), ".."));
const apps = join(root, "apps");
const template = join(apps, TEMPLATE);
const target = join(apps, key);
const registryFile = join(root, REGISTRY);
if (!existsSync(join(template, "edition.config.ts"))) fail(`no template edition at ${template}`);
if (!existsSync(registryFile)) fail(`no editions' registry at ${registryFile}`);
if (existsSync(target)) fail(`${relative(root, target)} already exists`);

const registry = readFileSync(registryFile, "utf8");
if (registry.includes(`id: "${key}"`)) fail(`"${key}" is already in the editions' registry`);
const settingsDir = join(root, EDITION_SETTINGS);
const settingsTemplate = join(settingsDir, `${TEMPLATE}.json`);
if (!existsSync(settingsTemplate)) fail(`no template edition settings at ${relative(root, settingsTemplate)}`);
if (existsSync(join(settingsDir, `${key}.json`))) fail(`${EDITION_SETTINGS}/${key}.json already exists`);
const country = values.country;
if (!country || !/^[A-Z]{2}$/.test(country)) fail("give --country, the ISO 3166 country the edition serves in two capitals (KE, ZA)");
const ports = [...registry.matchAll(/port: (\d+)/g)].map((match) => Number(match[1]));
const port = values.port ? Number(values.port) : Math.max(2999, ...ports) + 1;
if (!Number.isInteger(port) || port < 1024 || port > 65535) fail(`"${values.port}" is not a port`);
if (ports.includes(port)) fail(`port ${port} is taken by another edition`);
const url = values.url ?? `https://${key}.aurevo.example`;
if (!/^https?:\/\/[^/\s]+$/.test(url)) fail(`"${url}" is not an origin such as https://ke.aurevo.example`);
const region =
  values.region ??
  key
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
if (/["\\\n]/.test(region)) fail("the region may not contain quotes, backslashes or line breaks");

/** Copies the template's files, leaving out build output. @param {string} from @param {string} to */
function copyShape(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".next-") || entry.name.endsWith(".tsbuildinfo")) continue;
    const source = join(from, entry.name);
    const destination = join(to, entry.name);
    if (entry.isDirectory()) copyShape(source, destination);
    else cpSync(source, destination);
  }
}
copyShape(template, target);

// package.json: only its name and port differ between editions.
const packageFile = join(target, "package.json");
const manifest = /** @type {{ name: string, scripts?: Record<string, string> }} */ (
  JSON.parse(readFileSync(packageFile, "utf8"))
);
manifest.name = `@repo/${key}`;
const scripts = manifest.scripts ?? {};
for (const [name, script] of Object.entries(scripts)) {
  scripts[name] = script.replace(/--port \d+/g, `--port ${port}`);
}
writeFileSync(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);

writeFileSync(
  join(target, "edition.config.ts"),
  `import { defineEdition } from "@repo/config/edition";

export default defineEdition({
  id: "${key}",
  region: "${region}",
  brand: { name: "Aurevo" },
  contentSet: "${values["content-set"]}",
  languages: [${LANGUAGES.filter((code) => languages.includes(code)).map((code) => `"${code}"`).join(", ")}],
  monitoringUrl: "https://monitor.aurevo.example",
  analyticsIds: [],
  theme: {},
});
`,
);

// Every edition shows every other edition's flag from its own public/ (the
// CSP allows images from 'self' only), so the new flag goes to all of them.
// It starts as the globe; the regional team replaces it with its flag.
const flag = `/brand/flags/${key}.svg`;
const globe = join(template, "public", "brand", "flags", `${TEMPLATE}.svg`);
for (const edition of readdirSync(apps)) {
  if (!existsSync(join(apps, edition, "edition.config.ts"))) continue;
  const file = join(apps, edition, "public", flag);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    cpSync(globe, file);
  }
}

// In the registry's own (prettier) layout, so the file stays formatted.
const entry = `  {
    id: "${key}",
    name: "${region}",
    img: "${flag}",
    code: "${values.language}",
    port: ${port},
    url: "${url}",
  },
`;
const closing = registry.indexOf("] as const satisfies readonly EditionEntry[];");
if (closing === -1) fail(`cannot find the end of the registry list in ${REGISTRY}`);
writeFileSync(registryFile, registry.slice(0, closing) + entry + registry.slice(closing));

// Its settings as content (claims, offices, company, social links, about texts), which the content
// API serves every edition: the template edition's, in the languages this one offers, as a start.
const settings = JSON.parse(readFileSync(settingsTemplate, "utf8"));
const sortOrders = readdirSync(settingsDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => Number(JSON.parse(readFileSync(join(settingsDir, name), "utf8")).sortOrder) || 0);
const offered = LANGUAGES.filter((code) => languages.includes(code));
Object.assign(settings, {
  slug: key,
  name: region,
  img: flag,
  url,
  languages: offered,
  hreflang: `${TAGS[language]}-${country}`,
  sortOrder: Math.max(0, ...sortOrders) + 1,
  translations: Object.fromEntries(offered.map((code) => [code, settings.translations[code]])),
});
writeFileSync(join(settingsDir, `${key}.json`), `${JSON.stringify(settings, null, 2)}\n`);

// The browser tests run against every edition they list, on a port of their own, in the languages it offers.
const e2eList = join(root, E2E_EDITIONS);
const e2ePackage = join(root, E2E_PACKAGE);
let testedOn = null;
if (existsSync(e2eList) && existsSync(e2ePackage)) {
  const list = readFileSync(e2eList, "utf8");
  const end = list.indexOf("] as const;");
  const listed = list.slice(list.indexOf("const listedEditions = ["), end);
  if (end === -1 || !listed) fail(`cannot find the list of editions under test in ${E2E_EDITIONS}`);
  testedOn = Math.max(...[...listed.matchAll(/port: (\d+)/g)].map((match) => Number(match[1]))) + 1;
  const line = `  { id: "${key}", region: ${JSON.stringify(region)}, port: ${testedOn} },\n`;
  writeFileSync(e2eList, list.slice(0, end) + line + list.slice(end));
  /** @type {{ devDependencies?: Record<string, string> }} */
  const tests = JSON.parse(readFileSync(e2ePackage, "utf8"));
  tests.devDependencies = Object.fromEntries(
    Object.entries({ ...tests.devDependencies, [`@repo/${key}`]: "workspace:*" }).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(e2ePackage, `${JSON.stringify(tests, null, 2)}\n`);
}

console.log(`Created ${relative(root, target)} (@repo/${key}, port ${port}) and registered it in ${REGISTRY}${
  testedOn ? `;\nthe browser tests run against it on port ${testedOn} (${E2E_EDITIONS})` : ""
}.

Next:
  pnpm install
  pnpm --filter @repo/${key} dev       # http://localhost:${port}
Then replace apps/*/public${flag} with the region's flag and apps/${key}/public/icon.svg with its icon,
and set theme accents and analytics ids in apps/${key}/edition.config.ts.
Its settings (claims, offices, company, social links, about texts) start as the ${TEMPLATE} edition's in
${EDITION_SETTINGS}/${key}.json: change them there and import them into the running content API
(node dist/cli.js import, README "Deploy"); every other edition lists it within seconds.`);
