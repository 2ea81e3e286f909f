import { type Page, expect as baseExpect, test } from "@playwright/test";
import { getEditions } from "@repo/api-client/editions";
import { createFetcher } from "@repo/api-client/fetcher";
import { API_URL, editions, siteUrlOf } from "../editions";

/** A first render of a page on a shared machine may take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Regional scope as a visitor meets it (FORMAT.md "Regional scope"): the demo news item of the
 * Lagos service centre is for nigeria only, and the Voyager 700 is not sold in australia. Nigeria
 * lists, finds and maps the news item; australia does none of that and answers its address 404.
 */
const nigeria = editions.find((edition) => edition.id === "nigeria");
const australia = editions.find((edition) => edition.id === "australia");

const SLUG = "aurevo-opens-lagos-service-centre";
const TITLE = "Aurevo opens a service centre in Lagos for West African customers";
const ITEM = `/about/news/${SLUG}`;

test.describe("regional scope", () => {
  test.skip(!nigeria || !australia, "needs the nigeria and australia editions");
  const origin = (edition: typeof nigeria) => `http://127.0.0.1:${edition!.port}`;

  test("a nigeria-only news item is on nigeria's news list, search and sitemap, and opens there", async ({ page, request }) => {
    await page.goto(`${origin(nigeria)}/about/news`);
    await expect(page.getByRole("list", { name: "News articles" }).getByRole("heading", { name: TITLE })).toBeVisible();

    await page.goto(`${origin(nigeria)}/search/Nwankwo`);
    await expect(page.getByRole("main").getByRole("link", { name: TITLE }).first()).toBeVisible();

    const sitemap = await (await request.get(`${origin(nigeria)}/sitemap.xml`)).text();
    expect(sitemap).toContain(ITEM);

    const answer = await page.goto(`${origin(nigeria)}${ITEM}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  });

  test("australia leaves it out of its news list, search and sitemap, and answers its address 404", async ({ page, request }) => {
    await page.goto(`${origin(australia)}/about/news`);
    const list = page.getByRole("list", { name: "News articles" });
    await expect(list.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(list.getByRole("heading", { name: TITLE })).toHaveCount(0);

    await page.goto(`${origin(australia)}/search/Nwankwo`);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: TITLE })).toHaveCount(0);
    // The same search on the item's own words finds what australia has, and never the nigeria item.
    await page.goto(`${origin(australia)}/search/Lagos`);
    await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: TITLE })).toHaveCount(0);

    const sitemap = await (await request.get(`${origin(australia)}/sitemap.xml`)).text();
    expect(sitemap).toContain("/about/news/");
    expect(sitemap).not.toContain(ITEM);

    const answer = await page.goto(`${origin(australia)}${ITEM}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  });

  test("a product australia does not sell is off its product list and sitemap; its page says so and links the global site", async ({ page, request }) => {
    await page.goto(`${origin(australia)}/products`);
    await expect(page.getByRole("main").getByRole("link", { name: /Voyager 2000/ }).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Voyager 700/ })).toHaveCount(0);
    const sitemap = await (await request.get(`${origin(australia)}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/products/voyager-700<");
    expect(await (await request.get(`${origin(nigeria)}/sitemap.xml`)).text()).toContain("/products/voyager-700<");

    const answer = await page.goto(`${origin(australia)}/products/voyager-700`);
    expect(answer?.status()).toBe(200);
    const note = page.locator("[data-slot=not-sold-here]");
    await expect(note).toContainText("This product is not sold in Australia.");
    await expect(note.getByRole("link", { name: "See it on the global site" })).toHaveAttribute("href", /\/products\/voyager-700$/);

    await page.goto(`${origin(nigeria)}/products/voyager-700`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Voyager 700");
    await expect(page.locator("[data-slot=not-sold-here]")).toHaveCount(0);
  });

  test("search engines are told of the nigeria-only item on nigeria's site alone, and of an item for all on every edition's", async ({ page }) => {
    const alternates = async (target: Page) =>
      Object.fromEntries(
        await target.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")] as const),
        ),
      ) as Record<string, string>;
    const own = siteUrlOf(nigeria!.id, nigeria!.port);

    await page.goto(`${origin(nigeria)}${ITEM}`);
    const scoped = await alternates(page);
    expect(scoped["en-NG"]).toBe(`${own}${ITEM}`);
    expect(scoped["x-default"]).toBe(`${own}${ITEM}`);
    for (const href of Object.values(scoped)) expect(href.startsWith(`${own}/`)).toBe(true);

    // The Helios 6 is for every edition: its page names the same page on each of their sites, by region.
    const sites = await getEditions(createFetcher({ baseUrl: API_URL, languageCode: "english" }));
    const sydney = sites.find((site) => site.id === "australia")!;
    const global = sites.find((site) => site.region === null)!;
    await page.goto(`${origin(nigeria)}/spanish/products/helios-6`);
    const everywhere = await alternates(page);
    expect(everywhere["es-NG"]).toBe(`${own}/spanish/products/helios-6`);
    expect(everywhere["en-AU"]).toBe(`${sydney.url}/products/helios-6`);
    expect(everywhere["x-default"]).toBe(`${global.url}/products/helios-6`);
  });
});
