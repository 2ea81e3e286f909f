import { expect, test } from "@playwright/test";
import { editions, offersPath } from "../editions";

const unknown = [
  { path: "/no-such-page", lang: "en", text: "This page could not be found", home: /:\d+\/$/ },
  { path: "/spanish/no/such/page", lang: "es", text: "No hemos encontrado esta página", home: /\/spanish$/ },
  { path: "/burmese/no-such-page", lang: "my", text: null, home: /\/burmese$/ },
] as const;

for (const edition of editions) {
  test.describe(`${edition.id} edition errors`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("unknown paths answer 404 in every language, with the security headers", async ({ request }) => {
      for (const { path, text } of unknown) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(404);
        expect(res.headers()["content-security-policy"], path).toContain("default-src 'self'");
        expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
        // The page's own title and robots, as a tab, a history entry or a crawler reads them.
        const html = await res.text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        if (text) expect(title, path).toBe(`${text} — AUREVO`);
        else expect(title, path).toMatch(/^\S.* — AUREVO$/u);
        expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
      }
      // The 404 page asked for by its own address is a 404 too, to a HEAD as to a GET (a cache keeps neither as a page).
      for (const path of ["/page-not-found", "/spanish/page-not-found", "/burmese/page-not-found"]) {
        expect((await request.get(path)).status(), path).toBe(404);
        expect((await request.head(path)).status(), `HEAD ${path}`).toBe(404);
      }
      // `/english/...` is not a public prefix: english lives unprefixed.
      expect((await request.get("/english")).status()).toBe(404);
      expect((await request.get("/english/about/news")).status()).toBe(404);
      // A path that only starts like a language is an (unknown) english path.
      expect((await request.get("/spanishfly")).status()).toBe(404);
    });

    for (const viewport of [
      { name: "desktop", width: 1280, height: 800 },
      { name: "mobile", width: 390, height: 844 },
    ]) {
      test.describe(viewport.name, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height } });

        test("the 404 page shows the translated text and image under a white header, then goes home after 5 s", async ({ page }) => {
          const errors: string[] = [];
          page.on("pageerror", (error) => errors.push(error.message));
          for (const [index, { path, lang, text, home }] of unknown.filter(({ path }) => offersPath(edition, path)).entries()) {
            const response = await page.goto(path);
            expect(response?.status()).toBe(404);
            await expect(page.locator("html")).toHaveAttribute("lang", lang);
            const main = page.getByRole("main");
            if (text) await expect(main.getByRole("heading", { level: 1 })).toHaveText(text);
            else await expect(main.getByRole("heading", { level: 1 })).not.toBeEmpty();
            const image = main.getByRole("img", { name: "404" });
            await expect(image).toBeVisible();
            expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
            await expect(page.getByRole("banner")).toHaveAttribute("data-theme", "white");
            // The countdown runs from five down (in burmese digits on burmese pages).
            await expect(main.getByRole("status")).toContainText(lang === "my" ? /[၁-၅]/ : /[1-5]/);
            // Wait for the redirect only once per run of languages; it takes five seconds each.
            if (index === 0 || lang === "es") {
              // It counts down to one before it leaves, whatever the machine's speed.
              await expect(main.getByRole("status")).toContainText(/\b1\b/, { timeout: 9000 });
              await expect(page).toHaveURL(home, { timeout: 9000 });
            }
          }
          expect(errors).toEqual([]);
        });
      });
    }
  });
}
