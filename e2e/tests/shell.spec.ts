import { expect, test } from "@playwright/test";
import { REVALIDATE_SECRET, editions, offers } from "../editions";

const securityHeaders = {
  "content-security-policy": /default-src 'self'.*object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'.*form-action 'self'/,
  "referrer-policy": /.+/,
  "x-content-type-options": /^nosniff$/,
  "cross-origin-opener-policy": /^same-origin$/,
  "permissions-policy": /camera=\(self\), microphone=\(\)/,
};

for (const edition of editions) {
  test.describe(`${edition.id} edition shell`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test.describe("a spanish browser", () => {
      test.use({ locale: "es-ES" });
      test.skip(!offers(edition, "spanish"), "it offers no spanish");

      test("is sent from / to /spanish once, and the cookie then decides", async ({ page, context }) => {
        await page.goto("/");
        await expect(page).toHaveURL(/\/spanish$/);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
        expect(cookie).toMatchObject({ value: "es", path: "/", sameSite: "Lax" });
        // About 365 days from now.
        expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

        await context.addCookies([{ name: "i18n_redirected", value: "en", url: page.url() }]);
        await page.goto("/");
        await expect(page).toHaveURL(/:\d+\/$/);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      });
    });

    test("a crawler asking for spanish stays on the english home", async ({ request }) => {
      const res = await request.get("/", {
        headers: { "accept-language": "es", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(200);
      expect(res.headers()["set-cookie"]).toBeUndefined();
    });

    test("pages, 404s and the API proxy carry the security headers", async ({ request }) => {
      for (const path of ["/", "/spanish", "/no-such-page", "/api/navigation/getNavigationData", "/api/nope"]) {
        const res = await request.get(path, { maxRedirects: 0 });
        const headers = res.headers();
        for (const [name, pattern] of Object.entries(securityHeaders)) {
          expect(headers[name], `${name} on ${path}`).toMatch(pattern);
        }
        expect(headers["x-powered-by"], `x-powered-by on ${path}`).toBeUndefined();
      }
      expect((await request.get("/no-such-page")).status()).toBe(404);
    });

    test("the revalidate endpoint takes only the shared secret", async ({ request }) => {
      const denied = await request.post("/revalidate", { data: { tags: ["navigation"] } });
      expect(denied.status()).toBe(401);
      const done = await request.post("/revalidate", {
        data: { tags: ["navigation"] },
        headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      });
      expect(done.status()).toBe(200);
      expect(await done.json()).toEqual({ code: 200, msg: "success", data: { revalidated: ["navigation"] } });
      // The page still answers, from the stale copy while it regenerates.
      expect((await request.get("/about/nothing")).status()).toBe(404);
      if (offers(edition, "spanish")) expect((await request.get("/spanish")).status()).toBe(200);
    });
  });
}
