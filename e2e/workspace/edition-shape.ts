/**
 * What makes an edition app an edition, and what may differ between two:
 * `edition.config.ts`, everything under `public/`, and in `package.json` its
 * name and port. Anything else differing is a screen, route or setting that
 * belongs in a package.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Build output and local state (as in `.gitignore`), never part of the shape. */
const SKIP = new Set(["node_modules", ".next", ".turbo", "next-env.d.ts", ".DS_Store"]);

export const repoRoot = join(import.meta.dirname, "..", "..");

/** The edition apps under `<root>/apps`: the folders with an `edition.config.ts`. */
export function editionDirs(root = repoRoot): string[] {
  const apps = join(root, "apps");
  return readdirSync(apps)
    .filter((name) => existsSync(join(apps, name, "edition.config.ts")))
    .sort()
    .map((name) => join(apps, name));
}

/** Every file of an edition, as paths relative to it with `/` separators. */
export function editionFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name) && !entry.name.startsWith(".next-") && !entry.name.endsWith(".tsbuildinfo"))
    .flatMap((entry) =>
      entry.isDirectory() ? editionFiles(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
    )
    .map((path) => path.split(sep).join("/"))
    .sort();
}

/** Files that may differ between editions. */
export function mayDiffer(path: string): boolean {
  return path === "edition.config.ts" || path.startsWith("public/");
}

/** `package.json` with the two fields an edition may change set aside. */
export function comparablePackage(text: string): string {
  const manifest = JSON.parse(text) as { name?: string; scripts?: Record<string, string> };
  manifest.name = "<name>";
  for (const [name, script] of Object.entries(manifest.scripts ?? {})) {
    manifest.scripts![name] = script.replace(/--port \d+/g, "--port <port>");
  }
  return JSON.stringify(manifest, null, 2);
}

/** The name and port an edition's `package.json` gives it. */
export function packageIdentity(dir: string): { name: string; ports: number[] } {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    name: string;
    scripts?: Record<string, string>;
  };
  const ports = Object.values(manifest.scripts ?? {}).flatMap((script) =>
    [...script.matchAll(/--port (\d+)/g)].map((match) => Number(match[1])),
  );
  return { name: manifest.name, ports: [...new Set(ports)] };
}

/** Every way edition `b` differs from edition `a` beyond what is allowed; empty when they are alike. */
export function shapeDifferences(a: string, b: string): string[] {
  const filesA = editionFiles(a).filter((path) => !mayDiffer(path));
  const filesB = editionFiles(b).filter((path) => !mayDiffer(path));
  const differences: string[] = [];
  for (const path of filesA) if (!filesB.includes(path)) differences.push(`${path}: missing`);
  for (const path of filesB) if (!filesA.includes(path)) differences.push(`${path}: not in the other editions`);
  for (const path of filesA.filter((file) => filesB.includes(file))) {
    let left = readFileSync(join(a, path), "utf8");
    let right = readFileSync(join(b, path), "utf8");
    if (path === "package.json") {
      left = comparablePackage(left);
      right = comparablePackage(right);
    }
    if (left !== right) differences.push(`${path}: differs`);
  }
  for (const required of ["edition.config.ts", "public/icon.svg"]) {
    if (!existsSync(join(b, required))) differences.push(`${required}: missing`);
  }
  return differences;
}
