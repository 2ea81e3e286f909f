import { describe, expect, it } from "vitest";
import { SettingsError } from "@repo/server-kit/settings";
import { readOwnSiteUrl, readRenderSettings, readServerSettings as readFor } from "./settings";

/** The global edition's server, with its own public origin unless `env` says otherwise. */
const readServerSettings = (env: Record<string, string>) => readFor({ SITE_URL_GLOBAL: "https://www.aurevo.example", ...env }, "global");

const refusal = (env: Record<string, string>) => {
  try {
    readServerSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe("the edition's settings", () => {
  it("has working defaults, and an empty value counts as unset", () => {
    expect(readServerSettings({ PORT: "", CONTENT_API_URL: "" })).toEqual({
      CONTENT_API_URL: "http://127.0.0.1:4000",
      PORT: 3000,
      HOSTNAME: "0.0.0.0",
      TRUSTED_PROXIES: [],
      SITE_URL: "https://www.aurevo.example",
    });
  });

  it("reads good values", () => {
    const settings = readServerSettings({
      CONTENT_API_URL: "https://api.aurevo.example",
      REVALIDATE_SECRET: "x".repeat(24),
      CONTENT_REVALIDATE_MAX_SECONDS: "30",
      PORT: "8080",
      HOSTNAME: "127.0.0.1",
      KEEP_ALIVE_TIMEOUT: "65000",
      TRUSTED_PROXIES: "loopback, 10.0.0.0/8,192.168.1.7",
      SITE_URL_NIGERIA: "https://ng.aurevo.example",
      REDIS_URL: "rediss://default:secret@cache.aurevo.example:6380/2",
    });
    expect(settings).toMatchObject({ PORT: 8080, REDIS_URL: "rediss://default:secret@cache.aurevo.example:6380/2", CONTENT_REVALIDATE_MAX_SECONDS: 30, KEEP_ALIVE_TIMEOUT: 65000 });
    expect(settings.TRUSTED_PROXIES).toEqual(["loopback", "10.0.0.0/8", "192.168.1.7"]);
    expect(readServerSettings({ HOSTNAME: "edition-7f9c2d" }).HOSTNAME).toBe("edition-7f9c2d");
  });

  it.each([
    [{ REVALIDATE_SECRET: "short" }, "REVALIDATE_SECRET: at least 24 characters"],
    [{ CONTENT_API_URL: "localhost:4000" }, "CONTENT_API_URL"],
    [{ CONTENT_API_URL: "ftp://files.example" }, "CONTENT_API_URL"],
    [{ CONTENT_API_URL: "http://api.example/v1" }, "CONTENT_API_URL: an origin"],
    [{ CONTENT_API_URL: "http://user:secret@127.0.0.1:4000" }, "CONTENT_API_URL: an origin"],
    [{ CONTENT_REVALIDATE_MAX_SECONDS: "1.5" }, "CONTENT_REVALIDATE_MAX_SECONDS"],
    [{ PORT: "0" }, "PORT"],
    [{ PORT: "3000abc" }, "PORT"],
    [{ HOSTNAME: "two words" }, "HOSTNAME"],
    [{ KEEP_ALIVE_TIMEOUT: "soon" }, "KEEP_ALIVE_TIMEOUT"],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "nginx" }, '"nginx" is not an IP address'],
    [{ REDIS_URL: "127.0.0.1:6379" }, "REDIS_URL: a redis:// or rediss:// URL"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL: a redis:// or rediss:// URL"],
    [{ REDIS_URL: "redis://" }, "REDIS_URL"],
    [{ SITE_URL_NIGERIA: "not a url" }, "SITE_URL_NIGERIA"],
    [{ SITE_URL_kenya: "https://ke.example" }, "SITE_URL_kenya: names no edition (SITE_URL_ then the edition's id in capitals"],
    [{ SITE_URL_KENYA_2: "https://ke.example" }, "SITE_URL_KENYA_2: names no edition"],
    [{ SITE_URL_GLOBAL: "www.aurevo.example" }, "SITE_URL_GLOBAL"],
  ])("refuses %j, naming it", (env, says) => {
    expect(refusal(env)).toContain(says);
  });

  it("names every bad setting at once", () => {
    const message = refusal({ PORT: "x", REVALIDATE_SECRET: "short", SITE_URL_GLOBAL: "nope" });
    expect(message).toContain("PORT");
    expect(message).toContain("REVALIDATE_SECRET");
    expect(message).toContain("SITE_URL_GLOBAL");
  });

  it("stops without the edition's own public origin, naming SITE_URL_<ID> in one line", () => {
    for (const env of [{}, { SITE_URL_KENYA: "" }, { SITE_URL_NIGERIA: "https://ng.aurevo.example" }]) {
      let refused: SettingsError | undefined;
      try {
        readFor(env, "kenya");
      } catch (error) {
        refused = error as SettingsError;
      }
      expect(refused, JSON.stringify(env)).toBeInstanceOf(SettingsError);
      expect(refused!.variables).toEqual(["SITE_URL_KENYA"]);
      expect(refused!.issues[0]!.message).toMatch(/^SITE_URL_KENYA: unset; .*required in production.*canonical links, sitemap and robots\.txt/);
      expect(refused!.issues[0]!.message).not.toContain("\n");
    }
    // Named with the other wrong settings, all at once.
    expect(() => readFor({ PORT: "x" }, "kenya")).toThrow(/PORT[\s\S]*SITE_URL_KENYA/);
  });

  it("gives the server its own public origin as an origin", () => {
    expect(readFor({ SITE_URL_KENYA: "https://KE.aurevo.example/" }, "kenya").SITE_URL).toBe("https://ke.aurevo.example");
    expect(readFor({ SITE_URL_KENYA: "http://127.0.0.1:3362" }, "kenya").SITE_URL).toBe("http://127.0.0.1:3362");
    expect(() => readFor({ SITE_URL_KENYA: "https://ke.aurevo.example/en" }, "kenya")).toThrow(/SITE_URL_KENYA: an origin/);
  });

  it("gives rendering only its own settings", () => {
    expect(readRenderSettings({ PORT: "nonsense", REVALIDATE_SECRET: "y".repeat(30) })).toEqual({
      CONTENT_API_URL: "http://127.0.0.1:4000",
      REVALIDATE_SECRET: "y".repeat(30),
    });
  });
});

describe("the edition's own public origin, as pages read it", () => {
  it("is SITE_URL_<ID> when set, in production or not", () => {
    expect(readOwnSiteUrl("nigeria", { NODE_ENV: "production", SITE_URL_NIGERIA: "https://nigeria.staging.example/" })).toBe("https://nigeria.staging.example");
    expect(readOwnSiteUrl("south-africa", { SITE_URL_SOUTH_AFRICA: "http://localhost:3390" })).toBe("http://localhost:3390");
  });

  it("is the local origin outside production: next dev on the registry's port", () => {
    expect(readOwnSiteUrl("nigeria", { NODE_ENV: "development" })).toBe("http://localhost:3001");
    expect(readOwnSiteUrl("nigeria", {})).toBe("http://localhost:3001");
  });

  it("is never the registry's placeholder domain in production: unset, it names the setting", () => {
    expect(() => readOwnSiteUrl("nigeria", { NODE_ENV: "production" })).toThrow(SettingsError);
    expect(() => readOwnSiteUrl("nigeria", { NODE_ENV: "production" })).toThrow(/SITE_URL_NIGERIA: unset/);
    expect(() => readOwnSiteUrl("nigeria", { NODE_ENV: "production", SITE_URL_NIGERIA: "ng.aurevo.example" })).toThrow(/SITE_URL_NIGERIA/);
  });
});
