import { describe, expect, it } from "vitest";
import { documentedVariables } from "@repo/config/environment-docs";
import { envSchema } from "./env";

const readme = new URL("../../../README.md", import.meta.url);

describe("the content API's environment", () => {
  it("is the README's Content API table: every variable env.ts reads is there, and nothing else", () => {
    // INIT_CWD is pnpm's, set on every script it runs.
    const read = Object.keys(envSchema.shape).filter((name) => name !== "INIT_CWD");
    const families = ["SITE_URL_*", "REVALIDATE_URL_*", "REVALIDATE_SECRET_*"];
    expect(documentedVariables(readme, "Content API").sort()).toEqual([...read, ...families].sort());
  });
});
