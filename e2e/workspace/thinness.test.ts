import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { editionRegistry } from "@repo/config/editions";
import { editionDirs, editionFiles, packageIdentity, repoRoot, shapeDifferences } from "./edition-shape";

const editions = editionDirs();
const [reference, ...others] = editions;

describe("edition apps", () => {
  it("are the registered editions, no more and no fewer", () => {
    const folders = editions.map((dir) => basename(dir));
    expect(folders).toEqual(expect.arrayContaining(["australia", "burmese", "global", "nigeria"]));
    expect(folders).toEqual(editionRegistry.map((entry) => entry.id).sort());
  });

  it.each(others.map((dir) => basename(dir)))(
    "%s is identical to the others except its config, public/ and name/port",
    (name) => {
      expect(shapeDifferences(reference!, join(repoRoot, "apps", name))).toEqual([]);
    },
  );

  it.each(editions.map((dir) => basename(dir)))("%s names itself and its port as the registry does", (name) => {
    const dir = join(repoRoot, "apps", name);
    const entry = editionRegistry.find((edition) => edition.id === name);
    expect(entry, `apps/${name} is not in the editions' registry`).toBeDefined();
    expect(packageIdentity(dir)).toEqual({ name: `@repo/${name}`, ports: [entry!.port] });
    expect(readFileSync(join(dir, "edition.config.ts"), "utf8")).toContain(`id: "${name}"`);
  });

  it.each(editions.map((dir) => basename(dir)))("%s carries every registered edition's flag", (name) => {
    const files = editionFiles(join(repoRoot, "apps", name));
    for (const entry of editionRegistry) expect(files).toContain(`public${entry.img}`);
  });
});

describe("the thinness check", () => {
  const scratch = mkdtempSync(join(tmpdir(), "aurevo-thinness-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  function copyOf(name: string): string {
    const dir = join(scratch, name);
    for (const path of editionFiles(join(repoRoot, "apps", name))) {
      cpSync(join(repoRoot, "apps", name, path), join(dir, path));
    }
    return dir;
  }

  it("fails on a route file that differs, and on one that only one edition has", () => {
    const copy = copyOf("nigeria");
    writeFileSync(join(copy, "app", "[locale]", "page.tsx"), "export default function Page() { return null; }\n");
    writeFileSync(join(copy, "app", "extra.ts"), "export {};\n");
    expect(shapeDifferences(reference!, copy)).toEqual([
      "app/extra.ts: not in the other editions",
      "app/[locale]/page.tsx: differs",
    ]);
  });

  it("fails on a package.json that differs in more than its name and port", () => {
    const copy = copyOf("australia");
    const manifest = JSON.parse(readFileSync(join(copy, "package.json"), "utf8"));
    manifest.dependencies["left-pad"] = "^1.3.0";
    writeFileSync(join(copy, "package.json"), JSON.stringify(manifest, null, 2));
    expect(shapeDifferences(reference!, copy)).toEqual(["package.json: differs"]);
  });

  it("lets the config, the icon and other public assets differ", () => {
    const copy = copyOf("burmese");
    writeFileSync(join(copy, "public", "icon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(join(copy, "public", "banner.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(shapeDifferences(reference!, copy)).toEqual([]);
  });
});
