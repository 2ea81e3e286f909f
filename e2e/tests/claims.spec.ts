import { expect, test } from "@playwright/test";
import { editions, offers } from "../editions";

/** SPEC §1: the default edition speaks for the company, the regional ones for the parent group. */
const claims = {
  global: [
    "Founded in 2014",
    "More than 10 years of experience",
    "Clients in more than 50 countries",
    "One-stop power solutions: generation, distribution, management, storage and remote monitoring",
  ],
  regional: [
    "Parent group founded in 2007",
    "17 years of experience",
    "Present in more than 50 countries",
    "More than 550,000 system sets operating worldwide",
  ],
  shared: [
    "30% of our staff work in research and development",
    "5 laboratories",
    "More than 100 patents",
    "Quality management certified to ISO9001",
  ],
};

for (const edition of editions) {
  test.describe(`${edition.id} edition`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("home shows the edition's brand claims", async ({ page }) => {
      await page.goto("/");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toContainText(edition.region);
      const list = main.getByRole("region", { name: "Why Aurevo" }).getByRole("listitem");
      const own = edition.id === "global" ? claims.global : claims.regional;
      await expect(list).toHaveText([...own, ...claims.shared]);
      const other = edition.id === "global" ? claims.regional : claims.global;
      for (const text of other) await expect(main.getByText(text)).toHaveCount(0);
    });

    test("the claims read in spanish and burmese, with their own number formats", async ({ page }) => {
      test.skip(!offers(edition, "spanish") && !offers(edition, "burmese"), "it offers english only");
      if (offers(edition, "spanish")) {
        await page.goto("/spanish");
        const spanish = page.getByRole("main");
        await expect(spanish.getByRole("heading", { name: "Por qué Aurevo" })).toBeVisible();
        if (edition.id === "global") {
          await expect(spanish).toContainText("Fundada en 2014");
          await expect(spanish).toContainText("Más de 10 años de experiencia");
        } else {
          await expect(spanish).toContainText("Grupo matriz fundado en 2007");
          await expect(spanish).toContainText("Más de 550.000 sistemas en funcionamiento en todo el mundo");
        }
      }

      if (offers(edition, "burmese")) {
        await page.goto("/burmese");
        const burmese = page.getByRole("main");
        await expect(burmese.getByRole("heading", { name: "Aurevo ကို ရွေးချယ်သင့်သည့် အကြောင်းရင်းများ" })).toBeVisible();
        if (edition.id === "global") {
          await expect(burmese).toContainText("၂၀၁၄ ခုနှစ်တွင် တည်ထောင်ခဲ့သည်");
        } else {
          await expect(burmese).toContainText("မိခင်ကုမ္ပဏီအုပ်စုကို ၂၀၀၇ ခုနှစ်တွင် တည်ထောင်ခဲ့သည်");
          await expect(burmese).toContainText("စနစ်ပေါင်း ၅၅၀,၀၀၀ စုံကျော်");
        }
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
