import { expect, test } from "@playwright/test";
import { getNavigationDataResponseSchema } from "@repo/api-client/contract";
import { API_URL, editions, offers } from "../editions";

/** The menu titles as the content API's database holds them, in one language. */
async function menuFromApi(languageCode: string): Promise<string[]> {
  const res = await fetch(`${API_URL}/api/navigation/getNavigationData?languageCode=${languageCode}`);
  const body = getNavigationDataResponseSchema.parse(await res.json());
  return (body.data ?? []).map((item) => item.navigationTitle);
}

for (const edition of editions) {
  test.describe(`${edition.id} edition`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("home shows the brand and the six menu items read from the API", async ({ page }) => {
      const menu = await menuFromApi("english");
      expect(menu).toEqual(["About us", "Solutions", "Products", "Support", "Downloads", "Case Study"]);

      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("AUREVO");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "AUREVO home page" })).toBeVisible();
      await expect(banner).toContainText(edition.region);
      const nav = banner.getByRole("navigation", { name: "Main menu" });
      // Items with children open mega-panels (buttons); the others are links.
      await expect(nav.getByRole("listitem")).toHaveText(menu);
      await expect(nav.getByRole("button", { name: "Downloads" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Case Study" })).toHaveAttribute("href", "/case-study");
    });

    test("spanish and burmese homes show the menu in their language", async ({ page }) => {
      test.skip(!offers(edition, "spanish") && !offers(edition, "burmese"), "it offers english only");
      if (offers(edition, "spanish")) {
        await page.goto("/spanish");
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        const spanish = page.getByRole("navigation", { name: "Menú principal" });
        await expect(spanish.getByRole("listitem")).toHaveText(await menuFromApi("spanish"));
        await expect(spanish.getByRole("link", { name: "Casos de éxito" })).toHaveAttribute("href", "/spanish/case-study");
      }

      if (offers(edition, "burmese")) {
        await page.goto("/burmese");
        await expect(page.locator("html")).toHaveAttribute("lang", "my");
        await expect(page).toHaveTitle("AUREVO");
        const burmese = page.getByRole("navigation", { name: "ပင်မမီနူး" });
        await expect(burmese.getByRole("listitem")).toHaveText(await menuFromApi("burmese"));
      }
    });

    test("/api/* reaches the content API and unknown paths answer a 404 envelope", async ({ request }) => {
      const menu = await request.get("/api/navigation/getNavigationData?languageCode=spanish");
      expect(menu.status()).toBe(200);
      expect(getNavigationDataResponseSchema.parse(await menu.json()).data?.[0]?.navigationTitle).toBe("Sobre nosotros");

      const missing = await request.get("/api/nope");
      expect(missing.status()).toBe(404);
      expect(await missing.json()).toEqual({ code: 404, msg: "No such path: /api/nope", data: null });
    });
  });
}
