import { expect, test } from "@playwright/test";
import { editions } from "../editions";

/**
 * What a visitor sees on a first visit, in a fresh browser with empty caches
 * (each test's own context): the 404 page with and without JavaScript.
 */
const edition = editions[0]!;
const origin = `http://127.0.0.1:${edition.port}`;

const notFoundPages = [
  { path: "/no-such-page", lang: "en", heading: "This page could not be found", home: `${origin}/` },
  { path: "/about/news/no-such-news-item", lang: "en", heading: "This page could not be found", home: `${origin}/` },
  { path: "/spanish/products/no-such-product", lang: "es", heading: "No hemos encontrado esta página", home: `${origin}/spanish` },
  { path: "/burmese/about/event/no-such-event", lang: "my", heading: "ဤစာမျက်နှာကို ရှာမတွေ့ပါ", home: `${origin}/burmese` },
] as const;

test.describe("the 404 page", () => {
  test("without JavaScript it is in the HTML: header, picture, text, footer, and it still goes home after 5 s", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
    const page = await context.newPage();
    for (const [index, { path, lang, heading, home }] of notFoundPages.entries()) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(heading);
      const image = main.getByRole("img", { name: "404" });
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      if (index === 0 || lang === "my") await expect(page).toHaveURL(home, { timeout: 9000 });
    }
    await context.close();
  });

  test("with JavaScript the server-rendered page comes to life where the visitor asked for it", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !/404/.test(message.text())) errors.push(message.text());
    });
    const response = await page.goto(`${origin}/about/news/no-such-news-item`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    // The address stays the one the visitor typed while the countdown runs.
    await expect(page.getByRole("main").getByRole("status")).toContainText(/[1-4]/);
    expect(new URL(page.url()).pathname).toBe("/about/news/no-such-news-item");
    await expect(page).toHaveURL(`${origin}/`, { timeout: 9000 });
    await expect(page.getByRole("main")).not.toContainText("This page could not be found");
    expect(errors).toEqual([]);
  });

  test("its own address is a 404 too, never a page a crawler keeps", async ({ request }) => {
    for (const path of ["/page-not-found", "/spanish/page-not-found", "/burmese/page-not-found"]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('name="robots" content="noindex');
    }
  });
});
