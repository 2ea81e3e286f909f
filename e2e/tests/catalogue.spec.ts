import { expect, test, type Page } from "@playwright/test";
import type { LanguageCode } from "@repo/api-client/contract";
import { createFetcher } from "@repo/api-client/fetcher";
import { getCaseStudies, getProduct, getProductCategories, getSolutions } from "@repo/api-client/products";
import { API_URL, editions, offers } from "../editions";
import { expectNoSeriousA11yViolations } from "../support/axe";

const languages = [
  {
    code: "english",
    prefix: "",
    lang: "en",
    titles: { products: "Products", solutions: "Solutions", caseStudies: "Case studies" },
    efficiency: "97.6 %",
  },
  {
    code: "spanish",
    prefix: "/spanish",
    lang: "es",
    titles: { products: "Productos", solutions: "Soluciones", caseStudies: "Casos de éxito" },
    efficiency: "97,6 %",
  },
  {
    code: "burmese",
    prefix: "/burmese",
    lang: "my",
    titles: { products: "ထုတ်ကုန်များ", solutions: "ဖြေရှင်းချက်များ", caseStudies: "လုပ်ငန်းအောင်မြင်မှု သာဓကများ" },
    efficiency: "၉၇.၆ %",
  },
] as const satisfies readonly { code: LanguageCode; prefix: string; lang: string; titles: object; efficiency: string }[];

/** The content API itself, through the typed client: what the pages must show. */
/** The API as the edition whose screens are checked in full asks it (the first under test). */
const api = (code: LanguageCode) => createFetcher({ baseUrl: API_URL, languageCode: code, edition: editions[0]?.id });

/** The product whose old-site id the legacy-path test resolves (Helios 6 has 1031 in the demo content). */
const LEGACY = { id: 1031, slug: "helios-6" };

/** Client navigations wait for the next page's data; a development server compiles it first. */
const navigation = { timeout: 60_000 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function productLd(page: Page): Promise<Record<string, unknown> | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat())
    .find((data) => data["@type"] === "Product");
}

const HOST = "127.0.0.1";

const [first, ...others] = editions;

if (first) {
  test.describe(`${first.id} edition catalogue`, () => {
    // Desktop below 1280 px: at 1280 px and wider the header's brand link shows the region beside a
    // name that omits it, which axe reports as a label mismatch of the shared header, not of these screens.
    test.use({ baseURL: `http://${HOST}:${first.port}`, viewport: { width: 1200, height: 800 } });

    for (const language of languages.filter((language) => offers(first, language.code))) {
      test.describe(language.lang, () => {
        test("the catalogue lists the API's products, filters by category in the URL and opens a product", async ({ page }) => {
          const categories = await getProductCategories(api(language.code));
          const all = categories.flatMap((category) => category.products);
          expect(all.length).toBeGreaterThan(0);

          const response = await page.goto(`${language.prefix}/products`);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(language.titles.products);
          // Every product of the API, each once, as a card linking to its page.
          for (const product of all) {
            await expect(main.locator(`a[href$="/products/${product.id}"]`)).toHaveCount(1);
          }
          await expect(main.getByRole("heading", { level: 2 })).toHaveCount(categories.length);
          await expectNoSeriousA11yViolations(page);

          // The filter is a link: the URL and the cards change together.
          const battery = categories.find((category) => category.id === "battery")!;
          const inverter = categories.find((category) => category.id === "inverter")!;
          const filter = main.getByRole("link", { name: new RegExp(`^${escape(battery.name)} \\(\\d+\\)$`) });
          await filter.click();
          await expect(page).toHaveURL(new RegExp(`${language.prefix}/products\\?category=battery$`), navigation);
          await expect(filter).toHaveAttribute("aria-current", "page");
          await expect(main.getByRole("heading", { level: 2 })).toHaveText([battery.name]);
          for (const product of battery.products) await expect(main.getByRole("link", { name: product.name, exact: true })).toBeVisible();
          await expect(main.getByRole("link", { name: inverter.products[0]!.name, exact: true })).toHaveCount(0);

          // A card opens the product.
          const chosen = battery.products[0]!;
          await main.getByRole("link", { name: chosen.name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${language.prefix}/products/${chosen.id}$`), navigation);
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(chosen.name);
        });

        test("a product page shows its gallery, figures, specifications, documents, videos and structured data", async ({ page }) => {
          const product = await getProduct(api(language.code), { id: LEGACY.slug });
          await page.goto(`${language.prefix}/products/${product.id}`);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.name);
          await expect(page).toHaveTitle(`${product.name} — AUREVO`);
          await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/getFile\/products\//);
          // The first image is loaded at once, with its alt text from the content.
          const firstImage = main.getByRole("img", { name: product.imageAlt, exact: false }).first();
          await expect(firstImage).toBeVisible();
          expect(await firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          // Specifications with units, numbers in the page's language; each once, as a key figure or in the table.
          const table = main.locator('table[aria-labelledby="product-specifications"]');
          const keyFigures = main.locator('section[aria-labelledby="product-key-figures"] dt');
          await expect(keyFigures).toHaveCount(4);
          await expect(table.getByRole("row")).toHaveCount(product.specs.length - 4 + 1);
          const efficiency = product.specs.find((spec) => spec.key === "efficiency")!;
          await expect(table.getByRole("row", { name: efficiency.name })).toContainText(language.efficiency);
          // Documents lead into the downloads page, narrowed to the series and the document's tab.
          const datasheet = product.documents.find((document) => document.type === "datasheet")!;
          await expect(main.getByRole("link", { name: datasheet.title, exact: true }).first()).toHaveAttribute(
            "href",
            `${language.prefix}/downloads?type=datasheet&category=${product.category}&series=${product.series}#Datasheet`,
          );
          await expect(main.locator(`a[href="${datasheet.url}"][download]`)).toHaveCount(1);
          // Its video, and the related products as links.
          await expect(main.locator('[data-slot="video-card"]')).not.toHaveCount(0);
          for (const related of product.related) await expect(main.locator(`a[href$="/products/${related.id}"]`)).not.toHaveCount(0);
          const ld = await productLd(page);
          expect(ld).toMatchObject({ "@type": "Product", name: product.name, sku: product.id, brand: { name: "Aurevo" } });
          await expectNoSeriousA11yViolations(page);
        });

        test("the product list narrows a category to a series in the path", async ({ page }) => {
          const [battery] = await getProductCategories(api(language.code), { category: "battery" });
          await page.goto(`${language.prefix}/product-list/battery`);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(battery!.name);
          await expect(main.getByRole("heading", { level: 2 })).toHaveCount(battery!.products.length);
          await expectNoSeriousA11yViolations(page);
          const series = battery!.products[0]!.series;
          await main.getByRole("link", { name: new RegExp(`^${escape(series)} \\(\\d+\\)$`) }).click();
          await expect(page).toHaveURL(new RegExp(`${language.prefix}/product-list/battery/${series.toLowerCase()}$`), navigation);
          const inSeries = battery!.products.filter((product) => product.series === series);
          await expect(main.getByRole("heading", { level: 2 })).toHaveText(inSeries.map((product) => product.name));
        });

        test("solutions list the API's solutions and open one with its products", async ({ page }) => {
          const solutions = await getSolutions(api(language.code));
          await page.goto(`${language.prefix}/solutions`);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(language.titles.solutions);
          await expect(main.getByRole("heading", { level: 2 })).toHaveText(solutions.map((solution) => solution.title));
          await expect(main.getByText(solutions[0]!.shortName, { exact: true })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
          const chosen = solutions[1]!;
          await main.getByRole("link", { name: chosen.title, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${language.prefix}/solutions/${chosen.id}$`), navigation);
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(chosen.title);
          for (const product of chosen.products) await expect(main.getByRole("link", { name: product.name, exact: true })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        });

        test("case studies filter by category in the URL and open a story in place", async ({ page }) => {
          const everything = await getCaseStudies(api(language.code), { pageSize: 100 });
          await page.goto(`${language.prefix}/case-study`);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(language.titles.caseStudies);
          await expect(main.getByRole("article")).toHaveCount(everything.total);
          await expectNoSeriousA11yViolations(page);

          const category = everything.categories.find((candidate) => candidate.id === "residential")!;
          const filtered = await getCaseStudies(api(language.code), { category: category.id, pageSize: 100 });
          await main.getByRole("link", { name: category.name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${language.prefix}/case-study\\?category=residential$`), navigation);
          await expect(main.getByRole("article")).toHaveCount(filtered.total);
          await expect(main.getByRole("heading", { level: 2 })).toHaveText(filtered.items.map((study) => study.title));

          // A story's anchor lands on it, opened.
          const story = everything.items.find((item) => item.productHrefs.length > 0)!;
          await page.goto(`${language.prefix}/case-study#${story.id}`);
          const article = main.locator(`article[id="${story.id}"]`);
          await expect(article.locator("details")).toHaveJSProperty("open", true);
          await expect(article.locator(`a[href$="${story.productHrefs[0]}"]`)).toBeVisible();
        });

        test("an old product id redirects permanently; unknown ids answer 404", async ({ request }) => {
          const product = await getProduct(api(language.code), { legacyId: LEGACY.id });
          for (const path of [`/product-list/${product.category}/${LEGACY.id}`, `/product-list/${LEGACY.id}`]) {
            const res = await request.get(`${language.prefix}${path}`, { maxRedirects: 0 });
            expect([301, 308], path).toContain(res.status());
            expect(new URL(res.headers().location!, "http://x").pathname).toBe(`${language.prefix}/products/${LEGACY.slug}`);
          }
          for (const path of [
            "/products/no-such-product",
            "/solutions/no-such-solution",
            "/product-list/inverter/987654",
            "/product-list/kettles",
            "/product-list/battery/no-such-series",
            "/products?category=kettles",
          ]) {
            expect((await request.get(`${language.prefix}${path}`)).status(), path).toBe(404);
          }
        });
      });
    }

    test.describe("mobile", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("cards stack one per row and the screens stay accessible", async ({ page }) => {
        await page.goto("/products");
        const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.locator('[data-slot="card"]') });
        const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
        await expectNoSeriousA11yViolations(page);
        for (const path of ["/products/helios-6", "/solutions/home-backup", "/case-study"]) {
          await page.goto(`/burmese${path}`);
          await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await expectNoSeriousA11yViolations(page);
        }
      });
    });
  });
}

for (const edition of others) {
  test.describe(`${edition.id} edition catalogue`, () => {
    test.use({ baseURL: `http://${HOST}:${edition.port}` });

    test("serves the catalogue, a product and the old-id redirect", async ({ page, request }) => {
      const categories = await getProductCategories(api("english"));
      await page.goto("/products");
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(categories.length);
      const prefix = offers(edition, "spanish") ? "/spanish" : "";
      const res = await request.get(`${prefix}/product-list/${LEGACY.id}`, { maxRedirects: 0 });
      expect([301, 308]).toContain(res.status());
      expect(new URL(res.headers().location!, "http://x").pathname).toBe(`${prefix}/products/${LEGACY.slug}`);
      expect((await request.get("/products/no-such-product")).status()).toBe(404);
    });
  });
}
