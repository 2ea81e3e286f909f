import { expect, test, type Locator, type Page } from "@playwright/test";
import { editions, offers, offersPath } from "../editions";

/**
 * Content in the page's language, and a word on the item when it is not:
 * the edition's own texts follow the page's language, an item shown in
 * english on a spanish or burmese page says "Only in English" in the
 * page's language, the footer's company name ends in one period, a product
 * page gives each figure once and frames its pictures like the lists do.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const languages = [
  { code: "english", prefix: "" },
  { code: "spanish", prefix: "/spanish" },
  { code: "burmese", prefix: "/burmese" },
] as const;

/** The share of a text's letters written in Myanmar script. */
function myanmarShare(text: string): number {
  const myanmar = text.match(/[\u1000-\u109F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return myanmar + latin === 0 ? 0 : myanmar / (myanmar + latin);
}

/** Words only an english sentence uses; a spanish page's prose has none of them. */
const ENGLISH_WORDS = /\b(the|and|with|that|for|our|its|of)\b/i;

/** The company page's introduction paragraphs and application blocks, as the visitor reads them. */
async function companyTexts(page: Page, prefix: string): Promise<{ paragraphs: string[]; applications: string[] }> {
  await page.goto(`${prefix}/about/company`);
  const main = page.getByRole("main");
  const intro = main.locator("section").filter({ has: page.locator("#company-intro") });
  const paragraphs = (await intro.locator("p").allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  const applications = (await main.locator("[data-slot='application-block'], section:has(#company-applications) li").allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
  return { paragraphs, applications };
}

function expectLanguage(texts: string[], language: (typeof languages)[number]["code"], what: string): void {
  expect(texts.length, what).toBeGreaterThan(0);
  for (const text of texts) {
    if (language === "burmese") expect(myanmarShare(text), `${what}: ${text}`).toBeGreaterThan(0.8);
    else expect(myanmarShare(text), `${what}: ${text}`).toBe(0);
    if (language === "spanish") expect(text, `${what}: ${text}`).not.toMatch(ENGLISH_WORDS);
  }
}

for (const edition of editions) {
  test.describe(`${edition.id} edition`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("5: the company page, contact offices and footer read in the page's language (english, spanish, burmese)", async ({ browser }) => {
      const seen: Record<string, { paragraphs: string[]; applications: string[] }> = {};
      for (const language of languages.filter((language) => offers(edition, language.code))) {
        const context = await browser.newContext({ baseURL: `http://127.0.0.1:${edition.port}` });
        const page = await context.newPage();
        const texts = await companyTexts(page, language.prefix);
        expectLanguage(texts.paragraphs, language.code, `${language.code} company paragraphs`);
        expectLanguage(texts.applications, language.code, `${language.code} application blocks`);
        seen[language.code] = texts;

        await page.goto(`${language.prefix}/about/contact`);
        const offices = await page.locator("[data-slot='office'] address > p:first-of-type, [data-slot='office'] h3").allInnerTexts();
        const addresses = await page.locator("[data-slot='office'] address > p").first().innerText();
        expect(offices.length).toBeGreaterThan(0);
        if (language.code === "burmese") expect(myanmarShare(addresses), addresses).toBeGreaterThan(0.3);
        else expect(myanmarShare(offices.join(" ")), offices.join(" | ")).toBe(0);

        const footerAddress = await page.getByRole("contentinfo").locator("address").first().innerText();
        if (language.code === "burmese") expect(myanmarShare(footerAddress), footerAddress).toBeGreaterThan(0.3);
        else expect(myanmarShare(footerAddress), footerAddress).toBe(0);
        await context.close();
      }
      // Three languages, three different texts: none is another language's copy.
      for (const paragraph of seen.spanish?.paragraphs ?? []) expect(seen.english?.paragraphs).not.toContain(paragraph);
      expect(seen.spanish?.applications).not.toEqual(seen.english?.applications);
    });

    test("18: the footer names the company with one period before the rights notice (english, burmese)", async ({ page }) => {
      for (const prefix of ["", "/burmese"].filter((prefix) => offersPath(edition, prefix))) {
        await page.goto(`${prefix}/about/contact`);
        const footer = page.getByRole("contentinfo");
        await expect(footer).toContainText(/©/);
        const text = await footer.innerText();
        expect(text).not.toMatch(/\.\.|\.။/);
        if (prefix === "" && /Ltd\./.test(text)) expect(text).toMatch(/Ltd\. All rights reserved\./);
      }
    });
  });
}

const global = editions.find((edition) => edition.id === "global");
const burmeseEdition = editions.find((edition) => edition.id === "burmese") ?? global;

test.describe("6: english fallbacks say so on the item", () => {
  test.skip(!global, "needs the global edition");
  test.use({ baseURL: `http://127.0.0.1:${global?.port ?? 0}` });

  /** The list item of a card whose link reads `name`. */
  const card = (page: Page, name: string): Locator =>
    page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) }).last();

  test("spanish: GridBank 1000 says «Solo en inglés» on the products page and its own page; translated products do not", async ({ page }) => {
    await page.goto("/spanish/products");
    const gridbank = card(page, "GridBank 1000 containerised storage");
    await expect(gridbank.getByText("Solo en inglés", { exact: true })).toBeVisible();
    await expect(gridbank.getByText("Solo en inglés", { exact: true })).toHaveAttribute("lang", "es");
    await expect(card(page, "Armario GridBank 215 kWh").getByText("Solo en inglés")).toHaveCount(0);

    await page.goto("/spanish/products/gridbank-1000");
    await expect(page.getByRole("main").getByText("Solo en inglés", { exact: true })).toBeVisible();
    // Not a translation: search engines are sent to the english page, and no language points here.
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/products\/gridbank-1000$/);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    await page.goto("/products/gridbank-1000");
    await expect(page.locator('head link[rel="alternate"][hreflang="es"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);

    await page.goto("/products");
    await expect(page.getByRole("main").getByText(/Only in English|Solo en inglés/)).toHaveCount(0);
  });

  test("spanish: the case study «A Yangon townhouse…» says «Solo en inglés»", async ({ page }) => {
    await page.goto("/spanish/case-study");
    const study = page.getByRole("article").filter({ has: page.getByRole("heading", { name: /^A Yangon townhouse/ }) });
    await expect(study.getByText("Solo en inglés", { exact: true })).toBeVisible();
  });

  test("burmese: Meter 3P says «အင်္ဂလိပ်ဘာသာဖြင့်သာ» in the products list", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${burmeseEdition?.port ?? 0}` });
    const page = await context.newPage();
    await page.goto("/burmese/products");
    const meter = card(page, "Meter 3P three-phase energy meter");
    await expect(meter.getByText("အင်္ဂလိပ်ဘာသာဖြင့်သာ", { exact: true })).toBeVisible();
    await context.close();
  });

  test("burmese: Meter 3P says «အင်္ဂလိပ်ဘာသာဖြင့်သာ» in the products mega-panel", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${burmeseEdition?.port ?? 0}` });
    const page = await context.newPage();
    await page.goto("/burmese");
    const nav = page.getByRole("banner").getByRole("navigation").first();
    await nav.getByRole("button", { name: "ထုတ်ကုန်များ" }).hover();
    const products = page.locator("[data-slot=mega-menu-products]");
    await expect(products).toBeVisible();
    const meter = products.getByRole("listitem").filter({ hasText: "Meter 3P three-phase energy meter" });
    await meter.scrollIntoViewIfNeeded();
    await expect(meter.getByText("အင်္ဂလိပ်ဘာသာဖြင့်သာ", { exact: true })).toBeVisible();
    await expect(products.getByRole("listitem").filter({ hasText: "Voyager" }).first().getByText("အင်္ဂလိပ်ဘာသာဖြင့်သာ")).toHaveCount(0);
    await context.close();
  });
});

/** Where an `<img>` paints its picture, and the box that frames it (the card's or the gallery's, around the picture's own frame). */
async function pictureGeometry(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const box = (el.closest('[data-slot="image"]') ?? el).parentElement!.getBoundingClientRect();
    const rect = el.getBoundingClientRect();
    const fit = getComputedStyle(el).objectFit;
    const scales = [rect.width / el.naturalWidth, rect.height / el.naturalHeight];
    const scale = fit === "contain" ? Math.min(...scales) : fit === "cover" ? Math.max(...scales) : Number.NaN;
    const painted = Number.isNaN(scale)
      ? { width: rect.width, height: rect.height }
      : { width: el.naturalWidth * scale, height: el.naturalHeight * scale };
    return {
      box: { width: box.width, height: box.height },
      painted,
      /** The painted picture's aspect against its own: 1 when it is not stretched. */
      stretch: painted.width / painted.height / (el.naturalWidth / el.naturalHeight),
    };
  });
}

test.describe("19: a product page shows each figure once, and pictures are framed alike", () => {
  test.skip(!global, "needs the global edition");
  test.use({ baseURL: `http://127.0.0.1:${global?.port ?? 0}` });

  test("english: Helios 6's four key figures appear once each", async ({ page }) => {
    await page.goto("/products/helios-6");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Key figures" })).toHaveCount(1);
    for (const label of ["Rated power", "Peak power (10 s)", "Max. PV input power", "Max. PV input voltage"]) {
      await expect(main.getByText(label, { exact: true }), label).toHaveCount(1);
    }
    await expect(main.getByText("550 V", { exact: true })).toHaveCount(1);
    // The other specifications are still listed.
    await expect(main.getByRole("table")).toContainText("Max. efficiency");
    await expect(main.getByRole("table")).toContainText("97.6 %");
  });

  test("english, spanish: product pictures sit whole, at one scale, in boxes of one size and shape", async ({ page }) => {
    for (const prefix of ["", "/spanish"]) {
      await page.goto(`${prefix}/product-list/battery`);
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(5);
      const geometries = [];
      for (const img of await cards.locator("img").all()) geometries.push(await pictureGeometry(img));
      const first = geometries[0]!;
      for (const geometry of geometries) {
        expect(Math.abs(geometry.box.width - first.box.width)).toBeLessThan(1);
        expect(Math.abs(geometry.box.height - first.box.height)).toBeLessThan(1);
        // Whole (not cropped), not stretched, and filling most of its frame.
        expect(geometry.painted.width).toBeLessThanOrEqual(geometry.box.width + 0.5);
        expect(geometry.painted.height).toBeLessThanOrEqual(geometry.box.height + 0.5);
        expect(Math.abs(geometry.stretch - 1)).toBeLessThan(0.02);
        const share = (geometry.painted.width * geometry.painted.height) / (geometry.box.width * geometry.box.height);
        expect(share).toBeGreaterThan(0.6);
      }

      await page.goto(`${prefix}/products/powercube-5`);
      const gallery = page.getByRole("main").locator("section").first().locator("img").first();
      const detail = await pictureGeometry(gallery);
      expect(detail.painted.width).toBeLessThanOrEqual(detail.box.width + 0.5);
      expect(detail.painted.height).toBeLessThanOrEqual(detail.box.height + 0.5);
      // The product page frames the picture in the lists' shape.
      expect(Math.abs(detail.box.width / detail.box.height - first.box.width / first.box.height)).toBeLessThan(0.02);
    }
  });
});
