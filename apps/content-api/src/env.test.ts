import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "./env";

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

describe("the content API's environment", () => {
  it("is the README's Content API table: every variable env.ts reads is there, and nothing else", () => {
    // INIT_CWD is pnpm's, set on every script it runs.
    const read = Object.keys(envSchema.shape).filter((name) => name !== "INIT_CWD");
    const families = ["SITE_URL_*", "REVALIDATE_URL_*", "REVALIDATE_SECRET_*"];
    expect(documented("Content API").sort()).toEqual([...read, ...families].sort());
  });
});
