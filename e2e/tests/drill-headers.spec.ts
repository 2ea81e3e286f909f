import { expect, test } from "@playwright/test";
import { failuresWithoutTls, observatory, type ObservatoryResult } from "../../bench/scripts/observatory.mjs";
import { API_URL, editions, offersPath } from "../editions";

/**
 * The MDN HTTP Observatory's tests (`@mdn/mdn-http-observatory`) against every
 * edition and the content API on loopback. `redirection` and
 * `strict-transport-security` need HTTPS on the public name (the TLS
 * terminator in front adds them) and cannot pass here; every other test must,
 * the script policy's included: each page allows its own inline scripts by
 * their hashes, never with `'unsafe-inline'`.
 */
function print(target: string, result: ObservatoryResult) {
  const failed = result.tests.filter((t) => !t.pass).map((t) => `${t.name}${t.tls ? " (needs TLS)" : ""}: ${t.result}`);
  console.log(`${target}: score ${result.score}, grade ${result.grade}; failed: ${failed.join("; ") || "none"}`);
}

/** A page of each kind: the english home (answered per first visit), a cached page of each tree, a list. */
const PAGES = ["/", "/about/company", "/spanish/products", "/burmese/about/news"];

for (const edition of editions) {
  test(`${edition.id}: every Observatory test that needs no TLS passes, the script policy included`, async () => {
    const origin = `http://127.0.0.1:${edition.port}`;
    for (const path of PAGES.filter((path) => offersPath(edition, path))) {
      const result = await observatory(origin, { path });
      print(`${edition.id} ${path}`, result);
      expect(failuresWithoutTls(result).map((t) => `${t.name}: ${t.result}`), path).toEqual([]);
      const csp = result.tests.find((t) => t.name === "content-security-policy");
      expect(csp?.policy, path).toMatchObject({
        unsafeInline: false,
        unsafeEval: false,
        unsafeObjects: false,
        antiClickjacking: true,
        insecureBaseUri: false,
        insecureFormAction: false,
      });
    }
  });

  test(`${edition.id}: a script injected into a page does not run, and the browser reports it; the page's own scripts do`, async ({ page }) => {
    const origin = `http://127.0.0.1:${edition.port}`;
    for (const path of ["/about/company", "/spanish/about/contact"].filter((path) => offersPath(edition, path))) {
      // The page as the server sent it, headers and all, with one inline script added that no hash allows.
      await page.route(`${origin}${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace("<head>", "<head><script>window.__injected = true</script>");
        await route.fulfill({ response, body: html });
      });
      const report = page.waitForRequest((request) => request.url() === `${origin}/csp-report` && request.method() === "POST");
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy")) violations.push(message.text());
      });
      await page.goto(`${origin}${path}`);
      const sent = await report;
      expect(JSON.stringify(sent.postDataJSON())).toContain("script-src");
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      // Only the injected script was blocked: the page's own came through and it became interactive.
      expect(violations).toHaveLength(1);
      await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe("object");
      await page.unroute(`${origin}${path}`);
      page.removeAllListeners("console");
    }
  });
}

test("the content API passes every Observatory test that needs no TLS", async () => {
  for (const path of ["/health", "/api/navigation/getNavigationData?language=english"]) {
    const result = await observatory(API_URL, { path });
    print(`content API ${path}`, result);
    expect(failuresWithoutTls(result).map((t) => `${t.name}: ${t.result}`)).toEqual([]);
  }
});

test("HSTS goes out on every kind of answer reached over https, and never over plain http", async () => {
  const origin = `http://127.0.0.1:${editions[0]!.port}`;
  // A page of each tree (the spanish and burmese ones skip the proxy), the language redirect, the API through the edition, a 404.
  const paths = ["/spanish", "/burmese/products", "/about/news", "/", "/api/navigation/getNavigationData?language=english", "/no-such-page"];
  for (const path of paths) {
    const headers = { "accept-language": "es" };
    const https = await fetch(`${origin}${path}`, { redirect: "manual", headers: { ...headers, "x-forwarded-proto": "https" } });
    // The API's answers carry the content API's own (shorter) HSTS; at least four months either way.
    expect(https.headers.get("strict-transport-security"), `${path} over https (${https.status})`).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    // The content API sends its HSTS whatever the scheme (browsers ignore it over http); the edition's own answers do not.
    if (path.startsWith("/api/")) continue;
    const http = await fetch(`${origin}${path}`, { redirect: "manual", headers });
    expect(http.headers.get("strict-transport-security"), `${path} over http (${http.status})`).toBeNull();
  }
});
