import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECKED_NEXT_VERSION, frameworkInternals } from "./framework-internals";

const nextFolder = dirname(createRequire(import.meta.url).resolve("next/package.json"));

describe("the private parts of Next.js the edition relies on", () => {
  it("were checked against the installed version: an upgrade reads each again first", () => {
    const { version } = JSON.parse(readFileSync(join(nextFolder, "package.json"), "utf8")) as { version: string };
    expect(version).toBe(CHECKED_NEXT_VERSION);
  });

  it.each(frameworkInternals.map((internal) => [internal.name, internal] as const))("%s is still where it was", (_name, internal) => {
    expect(readFileSync(join(nextFolder, internal.foundIn), "utf8")).toContain(internal.name);
  });

  it("names, for each, where it is used, why, and upstream's word", () => {
    for (const internal of frameworkInternals) {
      expect(internal.usedIn.length, internal.name).toBeGreaterThan(0);
      expect(internal.why.length, internal.name).toBeGreaterThan(20);
      expect(internal.upstream, internal.name).not.toBe("");
    }
  });
});
