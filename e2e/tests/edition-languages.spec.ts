import { expect, test } from "@playwright/test";
import { editions, offers, siteUrlOf } from "../editions";
import { inPool } from "../support/hostile";

/**
 * An edition offers the languages its `edition.config.ts` names, english among them. Each one it
 * offers has its home, its sitemap entries, its alternate links and its place in the language menu;
 * one it leaves out has none of these: its prefix answers 404, no page links to it or names it as an
 * alternate, and a visitor who prefers it (by browser or by a remembered choice) stays on english.
 */

const siteLanguages = [
  { code: "english", prefix: "", intl: "en", autonym: "English", browser: "en-GB" },
  { code: "spanish", prefix: "/spanish", intl: "es", autonym: "Español", browser: "es-ES" },
  { code: "burmese", prefix: "/burmese", intl: "my", autonym: "မြန်မာ", browser: "my" },
] as const;

/** Pages no sitemap lists that a visitor still reaches: a 404, a search, a filtered list. */
const UNLISTED = ["/no-such-page", "/search/battery", "/downloads?type=brochure", "/about/news?page=2"];

/** The paths of a sitemap's `<loc>` entries, on whatever origin it names. */
const sitemapPaths = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");

/** The alternate links in a document's head, as `hreflang` and address. */
const headAlternates = (html: string) => {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => ({ lang: match[1]!, href: match[2]! }));
};

/** A string as a literal part of a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const edition of editions) {
  const offered = siteLanguages.filter((language) => offers(edition, language.code));
  const leftOut = siteLanguages.filter((language) => !offers(edition, language.code));
  // Its own pages are on the public origin it was started with; the alternates also name the other editions' pages.
  const origin = siteUrlOf(edition.id, edition.port);

  test.describe(`${edition.id} edition, in ${offered.map((language) => language.code).join(", ")}`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("every language it offers has a home that answers 200 and is in the sitemap, with its alternate", async ({ request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      const listed = sitemapPaths(xml);
      for (const language of offered) {
        const home = language.prefix || "/";
        const answer = await request.get(home, { headers: { "accept-language": "en" }, maxRedirects: 0 });
        expect(answer.status(), home).toBe(200);
        expect(await answer.text(), home).toContain(`<html lang="${language.intl}"`);
        expect(listed, `${home} in the sitemap`).toContain(home);
        expect(xml, `${language.code} alternates in the sitemap`).toContain(`hreflang="${language.intl}"`);
      }
    });

    test("the home's head names an alternate for each language it offers and x-default, no other", async ({ request }) => {
      for (const language of offered) {
        const home = language.prefix || "/";
        const html = await (await request.get(home, { headers: { "accept-language": "en" }, maxRedirects: 0 })).text();
        const alternates = headAlternates(html);
        // On its own origin, one alternate per language it offers (en, en-NG: the language, then its region).
        const own = alternates.filter((alternate) => alternate.lang !== "x-default" && alternate.href.startsWith(`${origin}/`));
        expect(own.map((alternate) => alternate.lang.split("-")[0]).sort(), home).toEqual(offered.map((other) => other.intl).sort());
        expect(alternates.filter((alternate) => alternate.lang === "x-default"), home).toHaveLength(1);
      }
    });

    test("a language it leaves out has no route, no sitemap entry and no alternate or link on any page", async ({ request }) => {
      test.skip(leftOut.length === 0, "it offers every language");
      test.setTimeout(300_000);
      const xml = await (await request.get("/sitemap.xml")).text();
      const listed = sitemapPaths(xml);
      // The sitemap is the edition's pages: enough of them that a clean crawl says something.
      expect(listed.length).toBeGreaterThan(50);
      for (const language of leftOut) {
        for (const path of [language.prefix, `${language.prefix}/about/news`, `${language.prefix}/products`, `${language.prefix}/no-such-page`]) {
          const answer = await request.get(path, { maxRedirects: 0 });
          expect(answer.status(), path).toBe(404);
          // The 404 page is the english one: there is no such language here to write it in.
          expect(await answer.text(), path).toContain('<html lang="en"');
        }
        expect(listed.filter((path) => path === language.prefix || path.startsWith(`${language.prefix}/`)), `${language.code} in the sitemap`).toEqual([]);
        expect(xml).not.toContain(`href="${origin}${language.prefix}`);
      }

      const failures: string[] = [];
      await inPool([...new Set([...listed, ...UNLISTED])], 4, async (path) => {
        const answer = await request.get(path, { headers: { "accept-language": "en" }, maxRedirects: 0 });
        const html = await answer.text();
        for (const language of leftOut) {
          // Another edition's page in that language is its own to offer: only this edition's own addresses count.
          if (new RegExp(`href=\\\\?"(${literal(origin)})?${language.prefix}(/|\\\\?"|\\?|#)`).test(html)) failures.push(`${path}: a link to ${language.prefix}`);
        }
      });
      expect(failures).toEqual([]);
    });

    test("the language menu offers exactly the languages it offers", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: /^Choose your region/ }).click();
      const menu = page.getByRole("menu");
      // The other editions are listed whatever the languages: the menu is open and complete.
      await expect(menu.getByRole("menuitem").first()).toBeVisible();
      if (offered.length > 1) {
        for (const language of offered) {
          await expect(menu.getByRole("menuitem", { name: language.autonym, exact: true }), language.code).toHaveAttribute("hreflang", language.intl);
        }
      } else {
        // One language is no choice: the menu has no language group at all.
        await expect(menu.locator("[hreflang]")).toHaveCount(0);
      }
      for (const language of leftOut) {
        await expect(menu.getByRole("menuitem", { name: language.autonym, exact: true }), language.code).toHaveCount(0);
        await expect(page.locator(`body [hreflang="${language.intl}"]`), language.code).toHaveCount(0);
      }
    });

    test("a visitor who prefers a language is sent to its home only if the edition offers it, else stays on english", async ({ browser }) => {
      for (const language of siteLanguages.filter((language) => language.code !== "english")) {
        const offersIt = offers(edition, language.code);
        // Preferred by the browser's language, and by a choice remembered from another visit (or another edition).
        for (const setUp of ["accept-language", "cookie"] as const) {
          const context = await browser.newContext({
            baseURL: `http://127.0.0.1:${edition.port}`,
            locale: setUp === "accept-language" ? language.browser : "en-GB",
          });
          if (setUp === "cookie") await context.addCookies([{ name: "i18n_redirected", value: language.intl, url: `http://127.0.0.1:${edition.port}` }]);
          const page = await context.newPage();
          const response = await page.goto("/");
          expect(response?.status(), `${language.code} by ${setUp}`).toBe(200);
          await expect(page, `${language.code} by ${setUp}`).toHaveURL(offersIt ? new RegExp(`${language.prefix}$`) : /:\d+\/$/);
          await expect(page.locator("html"), `${language.code} by ${setUp}`).toHaveAttribute("lang", offersIt ? language.intl : "en");
          await context.close();
        }
      }
    });
  });
}
