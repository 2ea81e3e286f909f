import { expect, test, type Locator, type Page } from "@playwright/test";
import { editions } from "../editions";

/** The content's pictures reach the page through the image optimizer. */
const optimized = "**/_next/image?*";

/** Pictures of the page's content, in its main landmark (the header's are not content pictures). */
const pictures = (page: Page) => page.getByRole("main").locator('[data-slot="image"]');

/** Whether any `<img>` in the element shows the browser's broken-image glyph (finished, no picture). */
const brokenGlyphs = (scope: Locator) =>
  scope.locator("img").evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0).length);

/** Requests for pictures wait until `release()`: the page meanwhile shows them loading. */
async function holdPictures(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(optimized, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const [edition] = editions;

if (edition) {
  test.describe(`${edition.id} edition pictures`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}`, viewport: { width: 1200, height: 800 } });

    for (const language of [
      { prefix: "", failed: "The image could not be loaded", loading: "Loading image" },
      { prefix: "/spanish", failed: "No se ha podido cargar la imagen", loading: "Cargando la imagen" },
    ]) {
      test(`${language.prefix || "/"}: a picture whose file fails says so in the page's language, with no broken glyph`, async ({ page }) => {
        await page.route(optimized, (route) => route.abort());
        await page.goto(`${language.prefix}/product-list/battery`);
        const first = pictures(page).first();
        await expect(first).toHaveAttribute("data-state", "failed");
        await expect(first.getByText(language.failed)).toBeVisible();
        // A product's picture is named by its text, and now says it failed.
        await expect(first.getByRole("img", { name: language.failed, exact: false })).toBeVisible();
        // The picture's box stays as it was: the card does not collapse.
        const box = (await first.boundingBox())!;
        expect(box.height).toBeGreaterThan(100);
        await expect.poll(() => pictures(page).evaluateAll((frames) => frames.filter((frame) => frame.getAttribute("data-state") !== "failed").length)).toBe(0);
        expect(await brokenGlyphs(page.getByRole("main"))).toBe(0);
      });

      test(`${language.prefix || "/"}: a lazy picture shows the loading indicator until its file arrives`, async ({ page }) => {
        const release = await holdPictures(page);
        // The page's load event waits for its first picture, which is held.
        await page.goto(`${language.prefix}/product-list/battery`, { waitUntil: "domcontentloaded" });
        const lazy = pictures(page).nth(1);
        await expect(lazy.locator("img")).toHaveAttribute("loading", "lazy");
        await expect(lazy).toHaveAttribute("data-state", "loading");
        await expect(lazy.getByRole("status")).toHaveText(language.loading);
        // Nothing half-drawn or broken shows under the indicator (once the hydrated page's fade has run its course).
        await expect.poll(() => lazy.locator("img").evaluate((img) => getComputedStyle(img).opacity)).toBe("0");
        release();
        await expect(lazy).toHaveAttribute("data-state", "loaded");
        await expect(lazy.getByRole("status")).toHaveCount(0);
        await expect.poll(() => lazy.locator("img").evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
        expect(await lazy.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      });
    }

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the pictures show, with no loading indicator left over them", async ({ page }) => {
        await page.goto("/product-list/battery");
        const frames = pictures(page);
        await expect(frames).toHaveCount(5);
        await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
        for (const frame of await frames.all()) {
          const img = frame.locator("img");
          await img.scrollIntoViewIfNeeded();
          await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
          expect(await img.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
          await expect(img).toBeVisible();
        }
      });
    });
  });
}
