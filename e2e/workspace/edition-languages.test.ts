import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { allEditions, configuredLanguages } from "../editions";
import { editionDirs, repoRoot } from "./edition-shape";

/**
 * The browser tests visit only the languages an edition offers, and learn them by reading its
 * `edition.config.ts`: that reading must be the one the edition itself makes when it loads the file.
 */
describe("the browser tests' languages of each edition", () => {
  it.each(editionDirs().map((dir) => basename(dir)))("%s: read from its config, they are the ones its config gives", async (name) => {
    const file = join(repoRoot, "apps", name, "edition.config.ts");
    const config = ((await import(file)) as { default: { languages: readonly string[] } }).default;
    expect(configuredLanguages(readFileSync(file, "utf8"))).toEqual(config.languages);
  });

  it.each(allEditions.map((edition) => [edition.id, edition] as const))("%s in e2e/editions.ts has its config's languages", async (id, edition) => {
    const config = ((await import(join(repoRoot, "apps", id, "edition.config.ts"))) as { default: { languages: readonly string[] } }).default;
    expect(edition.languages).toEqual(config.languages);
  });

  it("reads a list in any order and in either quotes, all three when none is named, and refuses what it cannot read", () => {
    expect(configuredLanguages(`defineEdition({ id: "kenya", languages: ['spanish', "english"], contentSet: "english" })`)).toEqual(["english", "spanish"]);
    expect(configuredLanguages(`defineEdition({ id: "kenya", contentSet: "english" })`)).toEqual(["english", "spanish", "burmese"]);
    expect(() => configuredLanguages(`defineEdition({ id: "kenya", languages: offered })`)).toThrow(/list of quoted codes/);
    expect(() => configuredLanguages(`defineEdition({ id: "kenya", languages: ["english", "swahili"] })`)).toThrow(/unknown languages: swahili/);
  });
});
