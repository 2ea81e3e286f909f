import { expect as baseExpect, test, type Page } from "@playwright/test";
import { searchStatisticsResponseSchema } from "@repo/api-client/contract";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { API_URL, editions, offers } from "../editions";

/** A development server compiles a route or an action on first use: answers may take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** How many hits the API has for `keyword` in `languageCode` for `edition`, in all and per type. */
async function statistics(keyword: string, languageCode: string, edition: string) {
  const query = new URLSearchParams({ keyword, languageCode, edition });
  const res = await fetch(`${API_URL}/api/homePage/searchStatistics?${query}`);
  const data = searchStatisticsResponseSchema.parse(await res.json()).data;
  if (!data) throw new Error(`no statistics for ${keyword}`);
  return { total: data.total, counts: Object.fromEntries(data.counts.map((entry) => [entry.type, entry.count])) };
}

/**
 * Opens the header's search panel. The button works once the page is
 * interactive (a click before that is replayed when it becomes so), so it is
 * tried again only after the last try had time to take effect.
 */
async function openSearchPanel(page: Page, open: string) {
  const panel = page.locator('[data-slot="search-panel"]');
  await expect(async () => {
    if (!(await panel.isVisible())) await page.getByRole("banner").getByRole("button", { name: open }).click();
    await expect(panel).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return panel;
}

/** Searches from the header's search panel, as a visitor does. */
async function searchFromHeader(page: Page, keyword: string, names: { open: string; box: string }) {
  const panel = await openSearchPanel(page, names.open);
  const box = panel.getByRole("searchbox", { name: names.box });
  await box.fill(keyword);
  await box.press("Enter");
}

const robots = (page: Page) => page.locator('meta[name="robots"]');

const HOST = "127.0.0.1";

for (const [index, edition] of editions.entries()) {
  test.describe(`${edition.id} edition search`, () => {
    test.use({ baseURL: `http://${HOST}:${edition.port}`, viewport: { width: 1280, height: 900 } });

    test("a type or page the search does not have is shown at the address of what it shows", async ({ request }) => {
      for (const [asked, shown] of [
        ["/search/battery?type=zzz", "/search/battery"],
        ["/search/battery?page=1", "/search/battery"],
        ["/search/battery?type=news&page=abc", "/search/battery?type=news"],
      ] as const) {
        const answer = await request.get(asked, { maxRedirects: 0 });
        expect(answer.status(), asked).toBe(307);
        expect(answer.headers()["location"], asked).toBe(shown);
      }
      expect((await request.get("/search/battery?type=news", { maxRedirects: 0 })).status()).toBe(200);
    });

    test("english: the header finds batteries by stem, counts per type as tabs, pages and marks matches", async ({
      page,
    }) => {
      const stats = await statistics("batteries", "english", edition.id);
      expect(stats.total).toBeGreaterThan(10);
      await page.goto("/");
      await searchFromHeader(page, "batteries", { open: "Open search", box: "Search the site" });
      await expect(page).toHaveURL(/\/search\/batteries$/, { timeout: 60_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “batteries”");
      await expect(page.getByText(`${stats.total} results were found`)).toBeVisible();
      await expect(robots(page)).toHaveAttribute("content", /noindex/);

      const tabs = page.getByRole("navigation", { name: "Result types" });
      await expect(tabs.getByRole("link", { name: `All ${stats.total}` })).toHaveAttribute("aria-current", "page");
      const results = page.getByRole("list", { name: "Results for “batteries”" });
      await expect(results.getByRole("listitem")).toHaveCount(10);
      // "batteries" finds "battery" too, and marks it.
      await expect(
        results
          .locator("mark")
          .filter({ hasText: /^battery$/i })
          .first(),
      ).toBeVisible();
      if (index > 0) return;

      await expectNoSeriousA11yViolations(page);
      await tabs.getByRole("link", { name: `News ${stats.counts.news}` }).click();
      await expect(page).toHaveURL(/\/search\/batteries\?type=news$/, { timeout: 30_000 });
      await expect(tabs.getByRole("link", { name: /^News/ })).toHaveAttribute("aria-current", "page");
      await expect(results.getByText("News", { exact: true })).toHaveCount(Math.min(10, stats.counts.news ?? 0));

      const pages = Math.ceil((stats.counts.news ?? 0) / 10);
      if (pages > 1) {
        await expect(page.getByText("No more results")).toHaveCount(0);
        await page
          .getByRole("navigation", { name: "Result pages" })
          .getByRole("link", { name: `Page ${pages}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`type=news&page=${pages}$`), { timeout: 30_000 });
      }
      await expect(page.getByText("No more results")).toBeVisible();
      await expect(results.getByRole("listitem")).toHaveCount((stats.counts.news ?? 0) - (pages - 1) * 10);
    });

    if (index > 0) return;

    test("spanish: accents survive the URL both ways and match with or without them", async ({ page }) => {
      test.skip(!offers(edition, "spanish"), "it offers no spanish");
      const stats = await statistics("batería", "spanish", edition.id);
      expect(stats.total).toBeGreaterThan(0);
      await page.goto("/spanish");
      await searchFromHeader(page, "batería", { open: "Abrir la búsqueda", box: "Buscar en el sitio" });
      await expect(page).toHaveURL(/\/spanish\/search\/bater%C3%ADa$/, { timeout: 60_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de «batería»");
      await expect(page.getByText(`Se han encontrado ${stats.total} resultados`)).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Buscar en el sitio" }).last()).toHaveValue("batería");
      await expect(
        page
          .locator("main mark")
          .filter({ hasText: /^baterías?$/i })
          .first(),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(robots(page)).toHaveAttribute("content", /noindex/);
    });

    test("burmese: the quick link finds Burmese content and the keyword reads back from the URL", async ({ page }) => {
      test.skip(!offers(edition, "burmese"), "it offers no burmese");
      const keyword = "ဘက်ထရီ";
      const stats = await statistics(keyword, "burmese", edition.id);
      expect(stats.total).toBeGreaterThan(0);
      await page.goto("/burmese");
      const panel = await openSearchPanel(page, "ရှာဖွေမှုကို ဖွင့်ရန်");
      await panel.getByRole("navigation", { name: "အမြန်လင့်ခ်များ" }).getByRole("link", { name: keyword }).click();
      await expect(page).toHaveURL(new RegExp(`/burmese/search/${encodeURIComponent(keyword)}$`), { timeout: 60_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`“${keyword}” အတွက် ရလဒ်များ`);
      // Counts in Myanmar digits, as the tabs beside them (the site's numeral rule).
      await expect(page.getByText(`ရလဒ် ${new Intl.NumberFormat("my").format(stats.total)} ခု တွေ့ရှိပါသည်`)).toBeVisible();
      await expect(page.locator("main mark").filter({ hasText: keyword }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("a keyword without hits says so; no keyword asks for one", async ({ page }) => {
      await page.goto("/search/zqxwv%20plover");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “zqxwv plover”");
      await expect(page.getByText("No results for zqxwv plover")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Result types" })).toHaveCount(0);

      await page.goto("/search");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
      const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
      await expect(box).toHaveAccessibleDescription("Please enter your keywords");
      await expect(robots(page)).toHaveAttribute("content", /noindex/);
      await expectNoSeriousA11yViolations(page);

      if (offers(edition, "burmese")) {
        await page.goto("/burmese/search");
        await expect(page.getByText("ရှာဖွေလိုသော စကားလုံးများကို ရိုက်ထည့်ပါ")).toBeVisible();
      }
    });

    test("a search that finds nothing is not a dead end: the quick links follow", async ({ page }) => {
      test.skip(!offers(edition, "spanish"), "it offers no spanish");
      await page.goto("/spanish/search/zzqxv");
      await expect(page.getByRole("status")).toHaveText("No hay resultados para zzqxv");
      const links = page.getByRole("main").getByRole("navigation", { name: "Accesos rápidos" }).getByRole("link");
      await expect(links).toHaveText(["Folleto", "Ficha técnica", "Inversor", "Batería"]);
      await expectNoSeriousA11yViolations(page);
      await links.filter({ hasText: "Batería" }).click();
      await expect(page).toHaveURL(/\/spanish\/search\/Bater%C3%ADa$/);
      await expect(page.getByText(/Se han encontrado \d+ resultados/)).toBeVisible();
    });

    test("a misspelt keyword that finds nothing is offered the word the texts spell like it", async ({ page }) => {
      await page.goto("/search/baterry");
      await expect(page.getByRole("status")).toHaveText("No results for baterry");
      await page.getByRole("main").getByRole("link", { name: "Did you mean “battery”?" }).click();
      await expect(page).toHaveURL(/\/search\/battery$/);
      await expect(page.getByText(/\d+ results were found/)).toBeVisible();

      if (offers(edition, "burmese")) {
        await page.goto("/burmese/search/zzqxv");
        await expect(page.getByRole("status")).toHaveText("zzqxv အတွက် ရလဒ် မတွေ့ပါ");
        await expect(page.getByRole("main").getByRole("link", { name: /ဆိုလိုပါသလား/ })).toHaveCount(0);
      }
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test.skip(!offers(edition, "spanish"), "it offers no spanish");

      test("the page's own search box, tabs and pages are plain links and forms", async ({ page }) => {
        await page.goto("/spanish/search");
        const box = page.getByRole("main").getByRole("searchbox", { name: "Buscar en el sitio" });
        await box.fill("inversor híbrido");
        await page.getByRole("main").getByRole("button", { name: "Buscar" }).click();
        await expect(page).toHaveURL(/\/spanish\/search\/inversor%20h%C3%ADbrido$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de «inversor híbrido»");
        await expect(page.getByText(/Se han encontrado \d+ resultados?/)).toBeVisible();

        await page
          .getByRole("navigation", { name: "Tipos de resultado" })
          .getByRole("link", { name: /^Productos/ })
          .click();
        await expect(page).toHaveURL(/\?type=product$/);
        await expect(page.locator("main mark").first()).toBeVisible();
      });

      test("a keyword typed without its accents finds the words written with them and marks them", async ({ page }) => {
        const [bare, accented] = [await statistics("bateria", "spanish", edition.id), await statistics("batería", "spanish", edition.id)];
        expect(bare.total).toBeGreaterThan(0);
        expect(bare).toEqual(accented);
        await page.goto("/spanish/search/bateria?type=product");
        await expect(page.getByText(`Se han encontrado ${bare.total} resultados`)).toBeVisible();
        await expect(
          page
            .locator("main mark")
            .filter({ hasText: /^Batería$/ })
            .first(),
        ).toBeVisible();
      });
    });
  });
}
