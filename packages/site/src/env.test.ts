import { describe, expect, it } from "vitest";
import { documentedVariables } from "@repo/config/environment-docs";
import { buildSettingsSchema, serverSettingsSchema } from "./settings";

const readme = new URL("../../../README.md", import.meta.url);

describe("the editions' environment", () => {
  it("is the README's Editions table: every variable the server checks at start, and nothing else", () => {
    expect(documentedVariables(readme, "Editions").sort()).toEqual([...Object.keys(serverSettingsSchema.shape), "SITE_URL_*"].sort());
  });

  it("is the README's Builds table for the Next config", () => {
    expect(documentedVariables(readme, "Builds").sort()).toEqual(Object.keys(buildSettingsSchema.shape).sort());
  });
});
