import { expect, test, type Page } from "@playwright/test";
import { editions, offers } from "../editions";

/** Counts the view transitions the page starts. */
async function countTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __transitions: number };
    w.__transitions = 0;
    const original = document.startViewTransition?.bind(document);
    if (original) {
      document.startViewTransition = ((update: () => Promise<void>) => {
        w.__transitions += 1;
        return original(update);
      }) as typeof document.startViewTransition;
    }
  });
  return () => page.evaluate(() => (window as unknown as { __transitions: number }).__transitions);
}

/**
 * Records every state the loading bar shows: a failed bar stays half a second
 * (SPEC §9), less than a busy machine may take between two looks at the page.
 */
async function recordBarStates(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __barStates: string[] };
    w.__barStates = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (target.getAttribute?.("data-slot") === "loading-bar") w.__barStates.push(target.getAttribute("data-state") ?? "");
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
  });
  return () => page.evaluate(() => (window as unknown as { __barStates: string[] }).__barStates);
}

for (const edition of editions) {
  test.describe(`${edition.id} edition navigation`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}`, viewport: { width: 1280, height: 800 } });

    test("a slow navigation shows the loading bar and fades between pages; the first load does not animate", async ({ page }) => {
      test.skip(!offers(edition, "spanish"), "it offers no spanish");
      const transitions = await countTransitions(page);
      // The way home starts on a 404 page.
      await page.goto("/spanish/no-such-page");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(await transitions()).toBe(0);

      // Hold the next page's data back long enough for the bar to show.
      await page.route(/_rsc=/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      const bar = page.getByRole("progressbar");
      await expect(bar).toBeHidden();
      await page.getByRole("banner").getByRole("link", { name: /AUREVO/ }).click();
      await expect(bar).toHaveAttribute("data-state", "progressing");
      await expect(page).toHaveURL(/\/spanish$/);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(/aurevo/i);
      await expect(bar).toBeHidden();
      // The same document, faded over once: a soft navigation, not a reload.
      expect(await transitions()).toBe(1);
    });

    test("a page rendered for its query does not animate on its first load either; the bar ends when only the query changes", async ({ page }) => {
      const transitions = await countTransitions(page);
      await page.goto("/downloads?type=brochure");
      await page.waitForLoadState("networkidle");
      // A fade here would run over the page the visitor is starting to use, and drop their input while it starts.
      expect(await transitions()).toBe(0);

      await page.route(/_rsc=/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.continue();
      });
      const bar = page.getByRole("progressbar");
      await page.getByRole("main").getByRole("link", { name: "User Manual", exact: true }).click();
      await expect(bar).toHaveAttribute("data-state", "progressing");
      await expect(page).toHaveURL(/\/downloads\?type=user-manual$/);
      await expect(page.getByRole("heading", { level: 2, name: "User Manual" })).toBeVisible();
      await expect(bar).toBeHidden();
      expect(await transitions()).toBe(1);
    });

    test("back restores the scroll position; a new page starts at the top", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.goto("/");
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
      // Clicked where it is, without scrolling the page to it first: the position to come back to stays 400.
      await page.getByRole("contentinfo").getByRole("link", { name: "Company", exact: true }).evaluate((link: HTMLElement) => link.click());
      await expect(page).toHaveURL(/\/about\/company$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    });

    test("going offline shows a notice and fails the navigation started meanwhile", async ({ page, context }) => {
      test.skip(!offers(edition, "spanish"), "it offers no spanish");
      const barStates = await recordBarStates(page);
      await page.goto("/spanish");
      await context.setOffline(true);
      await expect(page.getByRole("status").filter({ hasText: "No tiene conexión" })).toBeVisible();
      await page.getByRole("banner").getByRole("link", { name: "Casos de éxito" }).click();
      await expect.poll(barStates).toContain("failed");
      await expect(page).toHaveURL(/\/spanish$/);
      await context.setOffline(false);
      await expect(page.getByRole("status").filter({ hasText: "No tiene conexión" })).toBeHidden();
    });

    test.describe("on a metered connection", () => {
      test("links are not prefetched", async ({ page }) => {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, "connection", {
            configurable: true,
            value: Object.assign(new EventTarget(), { saveData: true, effectiveType: "4g" }),
          });
        });
        const prefetches: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("_rsc=")) prefetches.push(request.url());
        });
        await page.goto("/");
        await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
        await page.waitForLoadState("networkidle");
        expect(prefetches).toEqual([]);
      });

      test("links wait for the page to load before they prefetch", async ({ page }) => {
        // The hero picture held back, as on a slow link: the page's own bytes come first.
        await page.route(/\/_next\/image\?/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await route.continue().catch(() => {});
        });
        await page.goto("/");
        await page.waitForLoadState("load");
        const timings = () =>
          page.evaluate(() => ({
            loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
            prefetches: performance.getEntriesByType("resource").filter((entry) => entry.name.includes("_rsc=")).map((entry) => Math.round(entry.startTime)),
          }));
        await expect.poll(async () => (await timings()).prefetches.length).toBeGreaterThan(0);
        const { loaded, prefetches } = await timings();
        expect(loaded).toBeGreaterThan(2000);
        expect(Math.min(...prefetches)).toBeGreaterThanOrEqual(loaded);
      });

      test("without Save-Data the footer's links are prefetched", async ({ page }) => {
        const prefetches: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("_rsc=")) prefetches.push(request.url());
        });
        await page.goto("/");
        await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
        await expect.poll(() => prefetches.length).toBeGreaterThan(0);
      });
    });
  });
}
