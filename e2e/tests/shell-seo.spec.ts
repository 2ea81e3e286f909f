import { expect, test } from "@playwright/test";
import { getNews } from "@repo/api-client/about";
import { getEditions } from "@repo/api-client/editions";
import { createFetcher } from "@repo/api-client/fetcher";
import { getProductCategories } from "@repo/api-client/products";
import { getWebinars } from "@repo/api-client/support";
import { API_URL, editions, hreflangTag, languagePrefixes, offers, offersPath, siteUrlOf } from "../editions";

const languages = [
  { path: "/", lang: "en", og: "en_US" },
  { path: "/spanish", lang: "es", og: "es_ES" },
  { path: "/burmese", lang: "my", og: "my_MM" },
] as const;

/** The tag of an edition's pages in a language, by the region its settings' hreflang names; none for the global one. */
const tagOf = hreflangTag;
/** Every edition as the content API lists them: the alternates name each one's pages at the address listed. */
const sites = () => getEditions(createFetcher({ baseUrl: API_URL, languageCode: "english" }));

for (const edition of editions) {
  // Production servers name the public origin they were started with (SITE_URL_<ID>) in canonical links.
  const origin = siteUrlOf(edition.id, edition.port);
  const url = (path: string) => (path === "/" ? `${origin}/` : `${origin}${path}`);
  const offered = languages.filter((language) => offersPath(edition, language.path));

  test.describe(`${edition.id} edition SEO`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("every home names its canonical URL, its language alternates, x-default and its sharing cards", async ({ page }) => {
      for (const language of offered) {
        await page.goto(language.path);
        await expect(page).toHaveTitle("AUREVO");
        const head = page.locator("head");
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url(language.path));
        // Its own pages by language and region (en-NG on Nigeria's, en on the global one's), and the same
        // home on every other edition, the global english home the default.
        for (const other of offered) {
          await expect(head.locator(`link[rel="alternate"][hreflang="${tagOf(edition.id, other.lang)}"]`)).toHaveAttribute("href", url(other.path));
        }
        const listed = await sites();
        for (const site of listed.filter((other) => other.id !== edition.id)) {
          await expect(head.locator(`link[rel="alternate"][hreflang="${tagOf(site.id, "en")}"]`)).toHaveAttribute("href", `${site.url}/`);
        }
        const global = edition.id === "global" ? url("/") : `${listed.find((site) => site.region === null)?.url}/`;
        await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", global);
        await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", language.og);
        await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveCount(offered.length - 1);
        await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/opengraph-image`);
        await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
        const description = await head.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length).toBeGreaterThan(40);
        expect(await head.locator('meta[name="keywords"]').getAttribute("content")).toMatch(/Aurevo/i);
      }
    });

    test("a 404 page's sharing cards name the edition's public origin, never the address its server answers on", async ({ request }) => {
      for (const path of ["/no-such-page", "/spanish/no-such-page", "/burmese/products/no-such-product"]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        const images = [...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]*)"/g)].map((match) => match[1]);
        expect(images, path).toEqual([`${origin}/opengraph-image`, `${origin}/opengraph-image`]);
      }
    });

    test("home carries Organization and WebSite JSON-LD with a search action in its language", async ({ page }) => {
      test.skip(!offers(edition, "spanish"), "it offers no spanish");
      await page.goto("/spanish");
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.flatMap((block) => JSON.parse(block) as Record<string, unknown>[]);
      expect(data.find((item) => item["@type"] === "Organization")).toMatchObject({ name: "Aurevo", url: url("/spanish") });
      expect(data.find((item) => item["@type"] === "WebSite")).toMatchObject({
        potentialAction: { "@type": "SearchAction", target: { urlTemplate: `${origin}/spanish/search/{search_term_string}` } },
      });
    });

    test("pages are cached by a CDN and revalidated in the background", async ({ request }) => {
      for (const path of ["/", "/spanish", "/burmese"].filter((path) => offersPath(edition, path))) {
        const res = await request.get(path);
        expect(res.headers()["cache-control"], path).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
      }
    });

    test("robots.txt points at the sitemap, which lists every route in every language with alternates", async ({ request }) => {
      const robots = await request.get("/robots.txt");
      expect(robots.status()).toBe(200);
      const robotsText = await robots.text();
      expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(robotsText).toContain("Disallow: /api/");

      const sitemap = await request.get("/sitemap.xml");
      expect(sitemap.status()).toBe(200);
      const xml = await sitemap.text();
      for (const route of ["", "/downloads", "/about/news", "/support/webinar", "/case-study"]) {
        for (const prefix of languagePrefixes(edition)) {
          const loc = route === "" && prefix === "" ? `${origin}/` : `${origin}${prefix}${route}`;
          expect(xml).toContain(`<loc>${loc}</loc>`);
        }
      }
      // A screen's alternates are on every edition by language and region, the global english page the default.
      const listed = await sites();
      const global = edition.id === "global" ? origin : listed.find((site) => site.region === null)?.url;
      expect(xml).toContain(`hreflang="x-default" href="${global}/about/news"`);
      if (offers(edition, "burmese")) expect(xml).toContain(`hreflang="${tagOf(edition.id, "my")}" href="${origin}/burmese/about/news"`);
      for (const site of listed.filter((other) => other.id !== edition.id)) {
        expect(xml).toContain(`hreflang="${tagOf(site.id, "es")}" href="${site.url}/spanish/about/news"`);
      }

      // Detail pages, as the content API lists them, in every language they are written in.
      const api = createFetcher({ baseUrl: API_URL, languageCode: "english", edition: edition.id });
      // The newest news item written in every language (one imported by another test may be in english only).
      const writtenIn = async (languageCode: "spanish" | "burmese") =>
        new Set((await getNews(createFetcher({ baseUrl: API_URL, languageCode, edition: edition.id }), { pageSize: 50 })).items.filter((item) => !item.untranslated).map((item) => item.href));
      const [spanishNews, burmeseNews] = await Promise.all([writtenIn("spanish"), writtenIn("burmese")]);
      const news = (await getNews(api, { pageSize: 50 })).items.find((item) => spanishNews.has(item.href) && burmeseNews.has(item.href));
      const product = (await getProductCategories(api)).flatMap((category) => category.products).find((item) => item.href === "/products/helios-6");
      const webinars = (await getWebinars(api, { pageSize: 100 })).items;
      for (const href of [news!.href, product!.href, webinars.at(-1)!.href]) {
        for (const prefix of languagePrefixes(edition)) expect(xml).toContain(`<loc>${origin}${prefix}${href}</loc>`);
      }
      // GridBank 1000 is written in english only: its spanish and burmese pages show the english text, so they
      // are no pages of the sitemap, nor anyone's alternates.
      expect(xml).toContain(`<loc>${origin}/products/gridbank-1000</loc>`);
      for (const prefix of ["/spanish", "/burmese"]) {
        expect(xml).not.toContain(`${origin}${prefix}/products/gridbank-1000<`);
        expect(xml).not.toContain(`href="${origin}${prefix}/products/gridbank-1000"`);
      }
      expect(xml.match(/<url>/g)?.length).toBeGreaterThan(edition.languages.length * (14 + 25 + 13 + 12));
    });

    test("the sharing image is a 1200×630 PNG, and files carry the security headers too", async ({ request }) => {
      const image = await request.get("/opengraph-image");
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const bytes = await image.body();
      expect(bytes.subarray(1, 4).toString()).toBe("PNG");
      expect(bytes.readUInt32BE(16)).toBe(1200);
      expect(bytes.readUInt32BE(20)).toBe(630);

      for (const path of ["/opengraph-image", "/robots.txt", "/sitemap.xml", "/icon.svg"]) {
        const headers = (await request.get(path)).headers();
        expect(headers["content-security-policy"], path).toContain("object-src 'none'");
        expect(headers["x-content-type-options"], path).toBe("nosniff");
        expect(headers["x-powered-by"], path).toBeUndefined();
      }
    });
  });
}
