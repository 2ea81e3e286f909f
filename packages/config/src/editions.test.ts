import { describe, expect, it } from "vitest";
import { checkRegistry, countryLinks, editionRegistry, otherEditionLinks, siteUrlOf } from "./editions";

const nigeria = { id: "nigeria", port: 3001, url: "https://ng.aurevo.example" };

describe("siteUrlOf", () => {
  it("is the local port in development", () => {
    expect(siteUrlOf(nigeria, { NODE_ENV: "development" })).toBe("http://localhost:3001");
    expect(siteUrlOf(nigeria, {})).toBe("http://localhost:3001");
  });

  it("is the registered URL in production", () => {
    expect(siteUrlOf(nigeria, { NODE_ENV: "production" })).toBe("https://ng.aurevo.example");
  });

  it("takes SITE_URL_<ID> over both, without a trailing slash", () => {
    const env = { NODE_ENV: "production", SITE_URL_NIGERIA: "https://nigeria.staging.example/" };
    expect(siteUrlOf(nigeria, env)).toBe("https://nigeria.staging.example");
  });

  it("refuses a variable that is not a URL, naming nothing silently", () => {
    expect(() => siteUrlOf(nigeria, { SITE_URL_NIGERIA: "ng.aurevo" })).toThrow();
  });
});

describe("the registry", () => {
  it("is well formed, with unique ids, ports and URLs", () => {
    // The demo editions first; `pnpm new-edition` appends a regional team's own after them.
    expect(checkRegistry().map((entry) => entry.id).slice(0, 4)).toEqual(["global", "nigeria", "australia", "burmese"]);
  });

  it("refuses two editions on one port", () => {
    const [first] = editionRegistry;
    expect(() => checkRegistry([first, { ...first, id: "copy", url: "https://copy.example" }])).toThrow(/port 3000/);
  });

  it("gives each edition every other edition's site, never its own", () => {
    const env = { NODE_ENV: "development" };
    expect(countryLinks(env)).toHaveLength(editionRegistry.length);
    const fromNigeria = otherEditionLinks("nigeria", env);
    expect(fromNigeria).toHaveLength(editionRegistry.length - 1);
    expect(fromNigeria.map((link) => link.name).slice(0, 3)).toEqual(["Global", "Australia", "Myanmar"]);
    expect(fromNigeria.map((link) => link.link)).not.toContain("http://localhost:3001");
    expect(otherEditionLinks("burmese", env).find((link) => link.name === "Global")?.link).toBe(
      "http://localhost:3000",
    );
  });

  it("lists every registered edition for an edition not (yet) registered", () => {
    expect(otherEditionLinks("not-registered-anywhere", { NODE_ENV: "development" })).toHaveLength(editionRegistry.length);
  });
});

describe("registeredSiteUrl", () => {
  it("reads the registry for an edition's own config", async () => {
    const { registeredSiteUrl } = await import("./editions");
    expect(registeredSiteUrl("burmese", { NODE_ENV: "production" })).toBe("https://mm.aurevo.example");
    expect(registeredSiteUrl("burmese", { NODE_ENV: "development" })).toBe("http://localhost:3003");
  });
});
