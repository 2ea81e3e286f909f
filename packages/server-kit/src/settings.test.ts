import { describe, expect, it } from "vitest";
import { z } from "zod";
import { host, list, port, readSettings, secret, SettingsError, settingsAtStart, trustedProxies, url, wholeNumber } from "./settings";

const schema = z.object({
  PORT: port().default(3000),
  HOST: host().default("127.0.0.1"),
  WAIT_MS: wholeNumber(0, 60_000, "milliseconds").optional(),
  API_URL: url({ example: "http://127.0.0.1:4000", origin: true }).optional(),
  CACHE_URL: url({ protocols: ["redis", "rediss"], example: "redis://127.0.0.1:6379", credentials: true }).optional(),
  TOKEN: secret(z.string().min(24, "at least 24 characters")).optional(),
  TRUSTED_PROXIES: trustedProxies().default([]),
  ORIGINS: list(url({ example: "https://a.example", origin: true }), "origins, comma-separated").default([]),
});
const family = { prefix: "SITE_URL_", known: ["SITE_URL_GLOBAL"], of: "registered edition", rule: url({ example: "https://a.example", origin: true }) };

/** The lines a service's refusal of `env` would print. */
function refusal(env: Record<string, string>): string[] {
  try {
    readSettings("the service", schema, env, { families: [family] });
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).issues.map((issue) => issue.message);
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("a service's settings", () => {
  it("take their defaults when unset or empty, and read good values", () => {
    expect(readSettings("the service", schema, { PORT: "", HOST: "" })).toEqual({ PORT: 3000, HOST: "127.0.0.1", TRUSTED_PROXIES: [], ORIGINS: [] });
    expect(
      readSettings("the service", schema, {
        PORT: " 8080 ",
        HOST: "edition-7f9c2d",
        WAIT_MS: "0",
        CACHE_URL: "rediss://default:pw@cache.example:6380/2",
        TRUSTED_PROXIES: "loopback, 10.0.0.0/8,,2001:db8::1",
        ORIGINS: "https://a.example/, http://localhost:3100",
        SITE_URL_GLOBAL: "https://www.example",
      }),
    ).toMatchObject({ PORT: 8080, HOST: "edition-7f9c2d", WAIT_MS: 0, TRUSTED_PROXIES: ["loopback", "10.0.0.0/8", "2001:db8::1"] });
  });

  it.each([
    [{ PORT: "80a" }, 'PORT: a port from 1 to 65535 (given "80a")'],
    [{ PORT: "0" }, "PORT: a port from 1 to 65535"],
    [{ PORT: "1e3" }, "PORT: a port"],
    [{ HOST: "two words" }, 'HOST: an IP address (0.0.0.0, ::, 127.0.0.1) or a host name (given "two words")'],
    [{ HOST: "-leading.example" }, "HOST: an IP address"],
    [{ WAIT_MS: "soon" }, 'WAIT_MS: a whole number of milliseconds from 0 to 60000 (given "soon")'],
    [{ WAIT_MS: "60001" }, "WAIT_MS: a whole number of milliseconds from 0 to 60000"],
    [{ API_URL: "127.0.0.1:4000" }, "API_URL: an http:// or https:// URL with a host, such as http://127.0.0.1:4000"],
    [{ API_URL: "ftp://files.example" }, "API_URL: an http:// or https:// URL"],
    [{ API_URL: "http://api.example/v1" }, "API_URL: an origin (scheme, host and port, no path or credentials)"],
    [{ API_URL: "http://api.example?x" }, "API_URL: an origin"],
    [{ CACHE_URL: "redis://" }, "CACHE_URL: a redis:// or rediss:// URL with a host"],
    [{ TRUSTED_PROXIES: "10.0.0.0/8,nginx.internal" }, 'TRUSTED_PROXIES: IP addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated ("nginx.internal" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal)'],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, '"10.0.0.0/33" is not an IP address'],
    [{ ORIGINS: "https://a.example, https://b.example/forms" }, 'ORIGINS: origins, comma-separated ("https://b.example/forms" is not an origin'],
    [{ SITE_URL_GLOBAL: "www.example" }, 'SITE_URL_GLOBAL: an http:// or https:// URL with a host, such as https://a.example (given "www.example")'],
    [{ SITE_URL_GLOBL: "https://www.example" }, "SITE_URL_GLOBL: names no registered edition (SITE_URL_GLOBAL)"],
  ])("refuses %j, naming the variable, its rule and the value given", (env, says) => {
    expect(refusal(env).join("\n")).toContain(says);
  });

  it("takes any variable of a family known by the form of its names, and refuses one of another form", () => {
    const editions = { prefix: "HOOK_URL_", known: { pattern: /^[A-Z][A-Z_]*$/, says: "an id in capitals (HOOK_URL_SOUTH_AFRICA)" }, of: "edition id", rule: url({ example: "https://a.example" }) };
    const read = (env: Record<string, string>) => readSettings("the service", schema, env, { families: [editions] });
    expect(() => read({ HOOK_URL_KENYA: "https://ke.example/hook", HOOK_URL_SOUTH_AFRICA: "https://za.example/hook" })).not.toThrow();
    expect(() => read({ HOOK_URL_KENYA: "ke.example" })).toThrow(/HOOK_URL_KENYA: an http:\/\/ or https:\/\/ URL/);
    for (const name of ["HOOK_URL_kenya", "HOOK_URL_KENYA2", "HOOK_URL_", "HOOK_URL__KENYA"]) {
      expect(() => read({ [name]: "https://ke.example/hook" }), name).toThrow(`${name}: names no edition id (HOOK_URL_ then an id in capitals (HOOK_URL_SOUTH_AFRICA))`);
    }
  });

  it("never shows a secret, nor the credentials of a URL", () => {
    const lines = refusal({ TOKEN: "tiny-token", API_URL: "http://user:hunter2@127.0.0.1:4000", CACHE_URL: "http://u:pw2@cache" });
    expect(lines).toEqual([
      'API_URL: an origin (scheme, host and port, no path or credentials) such as http://127.0.0.1:4000 (given "http://…@127.0.0.1:4000")',
      'CACHE_URL: a redis:// or rediss:// URL with a host, such as redis://127.0.0.1:6379 (given "http://…@cache")',
      "TOKEN: at least 24 characters",
    ]);
    expect(refusal({ API_URL: "http://u:p@ss/w@127.0.0.1:4000", ORIGINS: "https://a.example/x, https://u:pw4@b.example" }).join("\n")).not.toMatch(/ss|p@|pw4/);
    const cache = z.object({ CACHE_URL: secret(url({ protocols: ["redis"], example: "redis://c", credentials: true })).default("redis://c") });
    expect(() => readSettings("the service", cache, { CACHE_URL: "redis://:pw3@" })).toThrow(/^(?![\s\S]*pw3)[\s\S]*CACHE_URL: a redis:\/\/ URL with a host/);
  });

  it("names every wrong setting at once, then checks the rule between them", () => {
    expect(refusal({ PORT: "x", HOST: "a b", SITE_URL_GLOBAL: "nope" }).map((line) => line.split(":")[0])).toEqual(["PORT", "HOST", "SITE_URL_GLOBAL"]);
    const across = (settings: z.output<typeof schema>) =>
      settings.WAIT_MS !== undefined && settings.WAIT_MS > settings.PORT ? { variable: "WAIT_MS", message: "WAIT_MS must not exceed PORT" } : undefined;
    expect(() => readSettings("the service", schema, { WAIT_MS: "9000", PORT: "80" }, { across })).toThrow("WAIT_MS must not exceed PORT");
    expect(() => readSettings("the service", schema, { WAIT_MS: "9000", PORT: "x" }, { across })).toThrow(/^(?![\s\S]*must not exceed)/);
  });
});

describe("settingsAtStart", () => {
  it("stops the service on a wrong setting: the refusal on stderr, exit 1", () => {
    const logged: string[] = [];
    const exits: number[] = [];
    const start = () =>
      settingsAtStart(() => readSettings("the service", schema, { PORT: "eighty" }), {
        name: "service",
        log: { error: (line: string) => logged.push(line) },
        exit: (code) => exits.push(code),
      });
    expect(start).toThrow(SettingsError);
    expect(exits).toEqual([1]);
    expect(logged.join("\n")).toMatch(/^service: Invalid environment for the service:\n {2}PORT: a port from 1 to 65535 \(given "eighty"\)\nservice: not started/);
  });

  it("hands back good settings, and any other failure as it is", () => {
    expect(settingsAtStart(() => readSettings("the service", schema, {}), { name: "service" }).PORT).toBe(3000);
    expect(() => settingsAtStart(() => { throw new TypeError("broken"); }, { name: "service" })).toThrow(TypeError);
  });
});
