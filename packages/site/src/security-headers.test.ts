import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, strictTransportSecurity } from "./security-headers";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("is strict everywhere, inline scripts included", () => {
    const csp = directives(contentSecurityPolicy({ analytics: false }));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    // Inline scripts are allowed by the hashes the edition's server adds per page, never by 'unsafe-inline'.
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("allows the analytics host only when the edition configures analytics", () => {
    expect(contentSecurityPolicy({ analytics: false })).not.toMatch(/googletagmanager/);
    const csp = directives(contentSecurityPolicy({ analytics: true }));
    expect(csp.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(csp.get("connect-src")).toContain("https://*.google-analytics.com");
  });

  it("allows eval only in development", () => {
    expect(contentSecurityPolicy({ analytics: false })).not.toMatch(/unsafe-eval/);
    expect(contentSecurityPolicy({ analytics: false, development: true })).toMatch(/'unsafe-eval'/);
  });
});

describe("securityHeaders", () => {
  it("names the policy headers every response carries", () => {
    const names = securityHeaders({ analytics: false }).map((h) => h.key);
    expect(names).toEqual(
      expect.arrayContaining([
        "Content-Security-Policy",
        "Referrer-Policy",
        "X-Content-Type-Options",
        "Cross-Origin-Opener-Policy",
        "Permissions-Policy",
      ]),
    );
  });
});

describe("strictTransportSecurity", () => {
  it("applies only where the proxy in front reports https", () => {
    expect(strictTransportSecurity.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
    expect(strictTransportSecurity.headers).toEqual([{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]);
  });
});
