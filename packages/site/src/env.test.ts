import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSettingsSchema, serverSettingsSchema } from "./server/settings";

/** The variables (first column, `<ID>` as `*`) of the README's table introduced by a line starting with `intro`. */
function documented(intro: string): string[] {
  const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
  const start = readme.indexOf(`\n${intro}`);
  const table = readme.slice(readme.indexOf("\n|", start)).split("\n\n")[0]!;
  return table
    .split("\n")
    .slice(3)
    .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/<ID>$/, "*")));
}

describe("the editions' environment", () => {
  it("is the README's Editions table: every variable the server checks at start, and nothing else", () => {
    expect(documented("Editions").sort()).toEqual([...Object.keys(serverSettingsSchema.shape), "SITE_URL_*"].sort());
  });

  it("is the README's Builds table for the Next config", () => {
    expect(documented("Builds").sort()).toEqual(Object.keys(buildSettingsSchema.shape).sort());
  });
});
