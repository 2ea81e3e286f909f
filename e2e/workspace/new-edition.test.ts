import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editionDirs, editionFiles, packageIdentity, repoRoot, shapeDifferences } from "./edition-shape";

const generator = join(repoRoot, "scripts", "new-edition.mjs");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

function copyFiles(from: string, to: string, files: string[]) {
  for (const path of files) cpSync(join(from, path), join(to, path));
}

const EDITION_SETTINGS = join("apps", "content-api", "content", "editions");

/**
 * A scratch repository with the four editions, the config package (which
 * holds the registry the generator edits) and the demo edition settings; the
 * rest of the workspace, and the installed dependencies, are the real ones, linked.
 */
function scratchRepository(): string {
  const root = mkdtempSync(join(tmpdir(), "aurevo-new-edition-"));
  for (const dir of editionDirs()) copyFiles(dir, join(root, "apps", basename(dir)), editionFiles(dir));
  const config = join(repoRoot, "packages", "config");
  const configFiles = editionFiles(config).filter(
    (path) => path.startsWith("src/") || path.startsWith("tsconfig/") || path === "package.json",
  );
  copyFiles(config, join(root, "packages", "config"), configFiles);
  symlinkSync(join(config, "node_modules"), join(root, "packages", "config", "node_modules"), "dir");
  // The content API's demo edition settings, beside which the generator writes the new edition's.
  cpSync(join(repoRoot, EDITION_SETTINGS), join(root, EDITION_SETTINGS), { recursive: true });
  // The browser tests' list of editions and their package, which the generator adds the new one to.
  mkdirSync(join(root, "e2e"));
  copyFiles(repoRoot, root, ["e2e/editions.ts", "e2e/package.json"]);
  return root;
}

/** The new app's dependencies: the template's, except `@repo/config`, which is the scratch copy with the new registry. */
function linkDependencies(root: string, app: string) {
  const installed = join(repoRoot, "apps", "global", "node_modules");
  const modules = join(root, "apps", app, "node_modules");
  mkdirSync(join(modules, "@repo"), { recursive: true });
  for (const name of readdirSync(installed)) {
    if (name !== "@repo") symlinkSync(join(installed, name), join(modules, name), "dir");
  }
  symlinkSync(join(repoRoot, "packages", "site"), join(modules, "@repo", "site"), "dir");
  symlinkSync(join(root, "packages", "config"), join(modules, "@repo", "config"), "dir");
}

function generate(root: string, ...args: string[]) {
  return spawnSync(process.execPath, [generator, ...args, "--root", root], { encoding: "utf8" });
}

/**
 * Names and a port no regional team would pick, so the test holds in a
 * repository where someone has already run the README's own example
 * (`pnpm new-edition kenya …`).
 */
const NAME = "scratch-test-edition";
const REGION = "Scratch Test Region";
const OTHER = "another-scratch-edition";

/** The port the generator should choose: the one after the highest in the registry. */
function nextFreePort(root: string): number {
  const registry = readFileSync(join(root, "packages", "config", "src", "editions.ts"), "utf8");
  return Math.max(...[...registry.matchAll(/port: (\d+)/g)].map((match) => Number(match[1]))) + 1;
}

describe("pnpm new-edition", () => {
  let root: string;
  let port: number;
  beforeAll(() => {
    root = scratchRepository();
    port = nextFreePort(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("creates an edition of the same shape, on the next free port", () => {
    const run = generate(root, NAME, "--region", REGION, "--country", "ZZ", "--content-set", "english");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Created apps/${NAME} (@repo/${NAME}, port ${port})`);

    const app = join(root, "apps", NAME);
    expect(shapeDifferences(join(root, "apps", "global"), app)).toEqual([]);
    expect(packageIdentity(app)).toEqual({ name: `@repo/${NAME}`, ports: [port] });
    const config = readFileSync(join(app, "edition.config.ts"), "utf8");
    expect(config).toContain(`id: "${NAME}"`);
    expect(config).toContain(`region: "${REGION}"`);
    // Its public origin is a setting of its server (SITE_URL_<ID>), not of its build.
    expect(config).not.toContain("siteUrl");
    expect(config).toContain('languages: ["english", "spanish", "burmese"],');

    // The browser tests run against it, on the port after theirs, and their package builds it first.
    const tested = readFileSync(join(root, "e2e", "editions.ts"), "utf8");
    const testPorts = [...readFileSync(join(repoRoot, "e2e", "editions.ts"), "utf8").matchAll(/\{ id: "[a-z-]+", region: "[^"]*", port: (\d+) \}/g)];
    const testPort = Math.max(...testPorts.map((match) => Number(match[1]))) + 1;
    expect(tested).toContain(`  { id: "${NAME}", region: "${REGION}", port: ${testPort} },\n] as const;`);
    expect(run.stdout).toContain(`the browser tests run against it on port ${testPort}`);
    const tests = JSON.parse(readFileSync(join(root, "e2e", "package.json"), "utf8")) as { devDependencies: Record<string, string> };
    expect(tests.devDependencies[`@repo/${NAME}`]).toBe("workspace:*");
    expect(Object.keys(tests.devDependencies)).toEqual(Object.keys(tests.devDependencies).sort());
  });

  it("makes an edition in the languages named, and refuses one without english or opening in another", () => {
    const registry = join(root, "packages", "config", "src", "editions.ts");
    const before = readFileSync(registry, "utf8");
    const withoutEnglish = generate(root, OTHER, "--languages", "spanish,burmese");
    expect(withoutEnglish.status).toBe(1);
    expect(withoutEnglish.stderr).toContain("--languages must include english");
    const opensElsewhere = generate(root, OTHER, "--languages", "english,spanish", "--language", "burmese");
    expect(opensElsewhere.status).toBe(1);
    expect(opensElsewhere.stderr).toContain("--language burmese is not among the languages it offers (english, spanish)");
    expect(existsSync(join(root, "apps", OTHER))).toBe(false);
    expect(readFileSync(registry, "utf8")).toBe(before);

    const run = generate(root, OTHER, "--languages", "spanish,english", "--country", "ZY");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(readFileSync(join(root, "apps", OTHER, "edition.config.ts"), "utf8")).toContain('languages: ["english", "spanish"],');
    // Its settings as content, in the languages it offers, tagged with its country for search engines.
    const settings = JSON.parse(readFileSync(join(root, EDITION_SETTINGS, `${OTHER}.json`), "utf8")) as Record<string, unknown>;
    expect(settings).toMatchObject({ slug: OTHER, languages: ["english", "spanish"], hreflang: "en-ZY", url: `https://${OTHER}.aurevo.example` });
    expect(Object.keys(settings.translations as object)).toEqual(["english", "spanish"]);
    rmSync(join(root, "apps", OTHER), { recursive: true });
    rmSync(join(root, EDITION_SETTINGS, `${OTHER}.json`));
    for (const app of editionDirs(root)) rmSync(join(app, "public", "brand", "flags", `${OTHER}.svg`), { force: true });
    writeFileSync(registry, before);
  });

  it("registers it, so every edition links to it and carries its flag", () => {
    const registry = readFileSync(join(root, "packages", "config", "src", "editions.ts"), "utf8");
    expect(registry).toContain(
      [
        "  {",
        `    id: "${NAME}",`,
        `    name: "${REGION}",`,
        `    img: "/brand/flags/${NAME}.svg",`,
        '    code: "english",',
        `    port: ${port},`,
        `    url: "https://${NAME}.aurevo.example",`,
        "  },",
        "] as const satisfies readonly EditionEntry[];",
      ].join("\n"),
    );
    const apps = editionDirs(root);
    expect(apps.map((dir) => basename(dir))).toEqual(expect.arrayContaining(["global", "nigeria", "australia", "burmese", NAME]));
    for (const app of apps) {
      expect(existsSync(join(app, "public", "brand", "flags", `${NAME}.svg`)), app).toBe(true);
    }
  });

  it("typechecks the new edition against the workspace", () => {
    linkDependencies(root, NAME);
    const run = spawnSync(process.execPath, [tsc, "--noEmit", "-p", join(root, "apps", NAME)], { encoding: "utf8" });
    expect(run.stdout + run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("refuses a key that exists, a malformed key, no country and a taken port, and changes nothing", () => {
    const registry = join(root, "packages", "config", "src", "editions.ts");
    const before = readFileSync(registry, "utf8");

    const again = generate(root, NAME);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`apps/${NAME} already exists`);

    const malformed = generate(root, "Kenya!");
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('"Kenya!" is not a key');

    const countryless = generate(root, OTHER);
    expect(countryless.status).toBe(1);
    expect(countryless.stderr).toContain("give --country");

    const taken = generate(root, OTHER, "--port", "3001", "--country", "ZX");
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("port 3001 is taken");
    expect(existsSync(join(root, "apps", OTHER))).toBe(false);

    expect(readFileSync(registry, "utf8")).toBe(before);
  });
});
