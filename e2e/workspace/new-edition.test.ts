import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
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

/**
 * A scratch repository with the four editions and the config package (which
 * holds the registry the generator edits); the rest of the workspace, and the
 * installed dependencies, are the real ones, linked.
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

describe("pnpm new-edition", () => {
  let root: string;
  beforeAll(() => {
    root = scratchRepository();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("creates an edition of the same shape, on the next free port", () => {
    const run = generate(root, "kenya", "--region", "Kenya", "--content-set", "english");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Created apps/kenya (@repo/kenya, port 3004)");

    const app = join(root, "apps", "kenya");
    expect(shapeDifferences(join(root, "apps", "global"), app)).toEqual([]);
    expect(packageIdentity(app)).toEqual({ name: "@repo/kenya", ports: [3004] });
    const config = readFileSync(join(app, "edition.config.ts"), "utf8");
    expect(config).toContain('id: "kenya"');
    expect(config).toContain('region: "Kenya"');
    expect(config).toContain('siteUrl: registeredSiteUrl("kenya")');
  });

  it("registers it, so every edition links to it and carries its flag", () => {
    const registry = readFileSync(join(root, "packages", "config", "src", "editions.ts"), "utf8");
    expect(registry).toContain(
      [
        "  {",
        '    id: "kenya",',
        '    name: "Kenya",',
        '    img: "/brand/flags/kenya.svg",',
        '    code: "english",',
        "    port: 3004,",
        '    url: "https://kenya.aurevo.example",',
        "  },",
        "] as const satisfies readonly EditionEntry[];",
      ].join("\n"),
    );
    for (const app of ["global", "nigeria", "australia", "burmese", "kenya"]) {
      expect(existsSync(join(root, "apps", app, "public", "brand", "flags", "kenya.svg")), app).toBe(true);
    }
  });

  it("typechecks the new edition against the workspace", () => {
    linkDependencies(root, "kenya");
    const run = spawnSync(process.execPath, [tsc, "--noEmit", "-p", join(root, "apps", "kenya")], { encoding: "utf8" });
    expect(run.stdout + run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("refuses a key that exists, a malformed key and a taken port, and changes nothing", () => {
    const registry = join(root, "packages", "config", "src", "editions.ts");
    const before = readFileSync(registry, "utf8");

    const again = generate(root, "kenya");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("apps/kenya already exists");

    const malformed = generate(root, "Kenya!");
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('"Kenya!" is not a key');

    const taken = generate(root, "ghana", "--port", "3001");
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("port 3001 is taken");
    expect(existsSync(join(root, "apps", "ghana"))).toBe(false);

    expect(readFileSync(registry, "utf8")).toBe(before);
  });
});
