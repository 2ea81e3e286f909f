import { expect, test } from "@playwright/test";
import type { LanguageCode } from "@repo/api-client/contract";
import { demoSettings, editions, offers } from "../editions";

/** SPEC §1: the demo default edition speaks for the company, the regional ones for the parent group. */
const companyClaims = ["Founded in 2014", "More than 10 years of experience", "Clients in more than 50 countries"];
const groupClaims = ["Parent group founded in 2007", "17 years of experience", "Present in more than 50 countries"];

/** Edition `id`'s claims in `language`, as its settings give them: its own first, then those every edition shares. */
const claimsOf = (id: string, language: LanguageCode) => demoSettings(id).translations[language]?.claims ?? [];

test("the demo editions' settings speak for the company on the default edition and for the group elsewhere", () => {
  expect(claimsOf("global", "english").slice(0, 3)).toEqual(companyClaims);
  for (const id of ["nigeria", "australia", "burmese"]) expect(claimsOf(id, "english").slice(0, 3)).toEqual(groupClaims);
});

for (const edition of editions) {
  test.describe(`${edition.id} edition`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("home shows the edition's brand claims", async ({ page }) => {
      await page.goto("/");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toContainText(edition.region);
      const list = main.getByRole("region", { name: "Why Aurevo" }).getByRole("listitem");
      const own = claimsOf(edition.id, "english");
      expect(own).toHaveLength(8);
      await expect(list).toHaveText(own);
      // The other kind of edition's claims are not its own.
      const other = own[0] === companyClaims[0] ? groupClaims : companyClaims;
      for (const text of other) await expect(main.getByText(text)).toHaveCount(0);
    });

    test("the claims read in spanish and burmese, with their own number formats", async ({ page }) => {
      test.skip(!offers(edition, "spanish") && !offers(edition, "burmese"), "it offers english only");
      for (const [language, heading] of [
        ["spanish", "Por qué Aurevo"],
        ["burmese", "Aurevo ကို ရွေးချယ်သင့်သည့် အကြောင်းရင်းများ"],
      ] as const) {
        if (!offers(edition, language)) continue;
        await page.goto(`/${language}`);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { name: heading })).toBeVisible();
        await expect(main.getByRole("region", { name: heading }).getByRole("listitem")).toHaveText(claimsOf(edition.id, language));
      }
      // The settings write each language's figures its own way: 550.000 in spanish, ၅၅၀,၀၀၀ in burmese.
      if (offers(edition, "spanish") && claimsOf(edition.id, "english")[0] === groupClaims[0]) {
        expect(claimsOf(edition.id, "spanish")).toContain("Más de 550.000 sistemas en funcionamiento en todo el mundo");
      }
    });

    test("serves its own icon from public/", async ({ page, request }) => {
      await page.goto("/");
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/icon.svg");
      const icon = await request.get("/icon.svg");
      expect(icon.status()).toBe(200);
      expect(icon.headers()["content-type"]).toContain("image/svg+xml");
    });

    test("serves the flags of the country dropdown and the about page's pictures", async ({ request }) => {
      for (const path of [
        "/brand/flags/global.svg",
        "/brand/flags/nigeria.svg",
        "/brand/flags/australia.svg",
        "/brand/flags/burmese.svg",
        "/brand/applications/residential.svg",
      ]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toMatch(/^<svg /);
      }
    });
  });
}
