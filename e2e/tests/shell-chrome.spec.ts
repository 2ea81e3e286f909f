import { expect, test, type Page } from "@playwright/test";
import { getNavigationDataResponseSchema, type NavigationItem } from "@repo/api-client/contract";
import { editionRegistry } from "@repo/config/editions";
import { API_URL, editions, offers, offersPath } from "../editions";

/** The menu as the content API's database holds it, in one language. */
async function menuFromApi(languageCode: string, edition: string): Promise<NavigationItem[]> {
  // As the edition asks: its menu leaves out the products it does not sell.
  const res = await fetch(`${API_URL}/api/navigation/getNavigationData?languageCode=${languageCode}&edition=${edition}`);
  return getNavigationDataResponseSchema.parse(await res.json()).data ?? [];
}

/** Fails the test on any error the page logs or throws. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The menu links routes whose screens are not all built yet; their prefetches answer 404.
    if (message.type() === "error" && !message.location().url.includes("_rsc=")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const languages = [
  { code: "english", path: "/", lang: "en", nav: "Main menu", footerNav: "Site links" },
  { code: "spanish", path: "/spanish", lang: "es", nav: "Menú principal", footerNav: null },
  { code: "burmese", path: "/burmese", lang: "my", nav: "ပင်မမီနူး", footerNav: null },
] as const;

for (const edition of editions) {
  test.describe(`${edition.id} edition chrome`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test.describe("desktop", () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test("header and footer show the API menu in all three languages", async ({ page }) => {
        const errors = watchConsole(page);
        for (const language of languages.filter((language) => offers(edition, language.code))) {
          const menu = await menuFromApi(language.code, edition.id);
          const response = await page.goto(language.path);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", language.lang);

          const nav = page.getByRole("banner").getByRole("navigation", { name: language.nav });
          await expect(nav.getByRole("listitem")).toHaveText(menu.map((item) => item.navigationTitle));

          // The footer's two columns are the first two items with children, their links in this language.
          const footer = page.getByRole("contentinfo");
          const columns = menu.filter((item) => item.children.length > 0).slice(0, 2);
          for (const column of columns) {
            await expect(footer.getByText(column.navigationTitle, { exact: true })).toBeVisible();
            const first = column.children[0]!;
            const prefix = language.path === "/" ? "" : language.path;
            await expect(footer.getByRole("link", { name: first.navigationTitle, exact: true })).toHaveAttribute(
              "href",
              `${prefix}${first.routePath}`,
            );
          }
          await expect(footer.getByRole("link", { name: /@.+\.example$/ })).toHaveAttribute("href", /^mailto:/);
          await expect(footer).toContainText("©");
          await expect(footer.getByRole("link", { name: /AUREVO|Aurevo/ }).first()).toBeVisible();
        }
        expect(errors).toEqual([]);
      });

      test("hovering a top item opens its mega-panel from API data, with links in the page's language", async ({ page }) => {
        test.skip(!offers(edition, "spanish"), "it offers no spanish");
        const errors = watchConsole(page);
        const menu = await menuFromApi("spanish", edition.id);
        const products = menu.find((item) => item.mateCode === "Products")!;
        const solutions = menu.find((item) => item.mateCode === "Solutions")!;
        await page.goto("/spanish");
        const banner = page.getByRole("banner");

        await banner.getByRole("button", { name: products.navigationTitle }).hover();
        const panel = page.locator('[data-slot="mega-menu-panel"][data-panel="products"]');
        await expect(panel).toBeVisible();
        const category = products.children[1]!;
        const categoryLink = panel.getByRole("link", { name: category.navigationTitle, exact: true });
        await expect(categoryLink).toHaveAttribute("href", `/spanish${category.routePath}`);
        await categoryLink.hover();
        await expect(panel.getByRole("list", { name: category.navigationTitle })).toContainText(category.children[0]!.navigationTitle);
        await expect(banner).toHaveAttribute("data-theme", "white");

        await banner.getByRole("button", { name: solutions.navigationTitle }).hover();
        const solutionsPanel = page.locator('[data-slot="mega-menu-panel"][data-panel="solutions"]');
        await expect(solutionsPanel).toBeVisible();
        // One card per solution, and the link to the whole section under them.
        await expect(solutionsPanel.getByRole("list").getByRole("link")).toHaveCount(solutions.children.length);
        await expect(solutionsPanel.getByRole("link", { name: `Ver todo en ${solutions.navigationTitle}` })).toHaveAttribute("href", `/spanish${solutions.routePath}`);

        await page.keyboard.press("Escape");
        await expect(solutionsPanel).toBeHidden();
        expect(errors).toEqual([]);
      });

      test("the search panel asks for keywords, offers translated quick links and searches in the page's language", async ({ page }) => {
        test.skip(!offers(edition, "spanish"), "it offers no spanish");
        await page.goto("/spanish");
        const banner = page.getByRole("banner");
        await banner.getByRole("button", { name: "Abrir la búsqueda" }).click();
        const search = page.getByRole("search");
        await search.getByRole("button").click();
        await expect(search.getByRole("alert")).toBeVisible();

        const quick = banner.getByRole("navigation", { name: "Accesos rápidos" });
        await expect(quick.getByRole("link").first()).toHaveAttribute("href", "/spanish/downloads#Brochure");
        await expect(quick.getByRole("link").nth(2)).toHaveAttribute("href", /^\/spanish\/search\/.+/);

        await search.getByRole("searchbox").fill("batería de litio");
        await search.getByRole("searchbox").press("Enter");
        await expect(page).toHaveURL(/\/spanish\/search\/bater%C3%ADa%20de%20litio$/);
      });

      test("the country and language menu lists the other editions and switches language on the same route, remembering it", async ({ page, context }) => {
        test.skip(!offers(edition, "spanish"), "it offers no spanish");
        const errors = watchConsole(page);
        await page.goto("/spanish");
        await page.getByRole("banner").getByRole("button", { name: /Elija su región/ }).click();
        const dropdown = page.getByRole("menu");
        const others = editionRegistry.filter((entry) => entry.id !== edition.id);
        for (const other of others) {
          await expect(dropdown.getByRole("menuitem", { name: other.name, exact: true })).toHaveAttribute("href", other.url);
        }
        await expect(dropdown.getByRole("menuitem", { name: edition.region, exact: true })).toHaveCount(0);
        await expect(dropdown.getByRole("menuitem", { name: "Español" })).toHaveAttribute("aria-current", "true");

        if (offers(edition, "burmese")) {
          await dropdown.getByRole("menuitem", { name: "မြန်မာ" }).click();
          await expect(page).toHaveURL(/:\d+\/burmese$/);
          await expect(page.locator("html")).toHaveAttribute("lang", "my");
          const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
          expect(cookie).toMatchObject({ value: "my", path: "/", sameSite: "Lax" });

          // The remembered language decides the next visit to the english home.
          await page.goto("/");
          await expect(page).toHaveURL(/\/burmese$/);
        }
        expect(errors).toEqual([]);
      });

      test("the first Tab reaches the skip link, which moves focus past the header to the page's content", async ({ page }) => {
        for (const [path, name] of ([
          ["/products/helios-6", "Skip to main content"],
          ["/spanish", "Saltar al contenido principal"],
        ] as const).filter(([path]) => offersPath(edition, path))) {
          await page.goto(path);
          await page.keyboard.press("Tab");
          const skip = page.getByRole("link", { name, exact: true });
          await expect(skip).toBeFocused();
          await expect(skip).toBeInViewport();
          await page.keyboard.press("Enter");
          await expect(page.getByRole("main")).toBeFocused();
        }
      });

      test("the monitoring platform is one click from the header", async ({ page }) => {
        await page.goto("/");
        await expect(page.getByRole("banner").getByRole("link", { name: "Monitoring platform" })).toHaveAttribute(
          "href",
          /^https:\/\/monitor\./,
        );
      });
    });

    test.describe("mobile", () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

      test("the drawer opens from the menu button with the API sections and closes on a link", async ({ page }) => {
        const errors = watchConsole(page);
        const menu = await menuFromApi("english", edition.id);
        await page.goto("/");
        const banner = page.getByRole("banner");
        await expect(banner.getByRole("navigation", { name: "Main menu" })).toBeHidden();
        await expect(banner.getByRole("button", { name: "Open search" })).toBeVisible();

        await banner.getByRole("button", { name: "Open menu" }).click();
        const drawer = page.getByRole("dialog", { name: "Site menu" });
        await expect(drawer).toBeVisible();
        // The drawer slides in from the right edge and comes to rest against it, 70 % wide.
        await expect
          .poll(async () => {
            const box = await drawer.boundingBox();
            return box && [Math.round(box.width), Math.round(box.x + box.width)];
          })
          .toEqual([Math.round(390 * 0.7), 390]);

        const support = menu.find((item) => item.mateCode === "Support")!;
        // Sections are native disclosures: the summary opens one.
        await drawer.getByText(support.navigationTitle, { exact: true }).and(drawer.locator("summary")).click();
        const faq = drawer.getByRole("link", { name: support.children[0]!.navigationTitle, exact: true });
        await expect(faq).toHaveAttribute("href", support.children[0]!.routePath);

        await drawer.getByRole("button", { name: "Close menu" }).click();
        await expect(drawer).toBeHidden();

        // The drawer's search button hands over to the search panel.
        await banner.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Search the site" }).click();
        await expect(page.getByRole("search")).toBeVisible();
        expect(errors).toEqual([]);
      });

      test("?nova shows the reduced header without search and menu buttons", async ({ page }) => {
        await page.goto("/?nova");
        const banner = page.getByRole("banner");
        await expect(banner.getByRole("link", { name: "AUREVO home page" })).toBeVisible();
        await expect(banner.getByRole("button", { name: "Open menu" })).toHaveCount(0);
        await expect(banner.getByRole("button", { name: "Open search" })).toBeHidden();

        await page.goto("/");
        await expect(banner.getByRole("button", { name: "Open menu" })).toBeVisible();
      });
    });
  });
}
