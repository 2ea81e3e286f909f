import { expect, test, type Page } from "@playwright/test";
import { editions } from "../editions";
import { conflictReport } from "../support/class-conflicts";

/*
 * No element of any page carries two utility classes that set the same property: a component's
 * own classes and the className a caller passes never collide (a variant says what differs), so
 * what a visitor sees does not hang on the order Tailwind writes its stylesheet in. The pages'
 * HTML as the server sends it, and the header's menus and drawer as they open in the browser.
 */

const classAttributes = (html: string) => [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1] ?? "");

/** Pages no sitemap lists but visitors reach: a 404, searches, filtered and paged lists. */
const extraPaths = ["/no-such-page", "/search/battery", "/search/baterry", "/about/news?page=2", "/downloads?type=brochure", "/products?category=battery"];

test.describe("no element's classes fight over one property", () => {
  test.setTimeout(600_000);

  test("in every page's HTML, in the three languages, on every edition", async ({ request }) => {
    const conflicts: string[] = [];
    let pages = 0;
    for (const [index, edition] of editions.entries()) {
      const origin = `http://127.0.0.1:${edition.port}`;
      const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
      const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
      // The first edition page by page; the others differ in their content sets and menus, which home, company and contact show.
      const paths =
        index === 0
          ? [...listed, ...extraPaths.flatMap((path) => [path, `/spanish${path}`, `/burmese${path}`])]
          : listed.filter((path) => /^(\/(spanish|burmese))?(\/|\/about\/company|\/about\/contact)?$/.test(path));
      for (const path of new Set(paths)) {
        const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        if (!/^text\/html/.test(response.headers()["content-type"] ?? "")) continue;
        pages += 1;
        conflicts.push(...conflictReport(`${edition.id} ${path}`, classAttributes(await response.text())));
      }
    }
    expect(pages).toBeGreaterThan(200);
    expect(conflicts).toEqual([]);
  });

  const domClasses = (page: Page) => page.locator("[class]").evaluateAll((elements) => elements.map((element) => element.getAttribute("class") ?? ""));

  for (const prefix of ["", "/burmese"]) {
    test(`in the header's menus, search and drawer as they open (${prefix || "/"})`, async ({ page }) => {
      const origin = `http://127.0.0.1:${editions[0]!.port}`;
      const conflicts: string[] = [];
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${origin}${prefix || "/"}`);
      const triggers = page.locator('header [aria-haspopup], header [aria-expanded="false"]');
      const count = await triggers.count();
      expect(count).toBeGreaterThan(2);
      for (let index = 0; index < count; index += 1) {
        const trigger = triggers.nth(index);
        if (!(await trigger.isVisible())) continue;
        await trigger.click();
        await page.waitForTimeout(300);
        conflicts.push(...conflictReport(`desktop ${prefix || "/"} after opening header control ${index}`, await domClasses(page)));
        await page.keyboard.press("Escape");
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      const drawer = page.locator('[data-slot="mobile-drawer-trigger"]');
      await drawer.click();
      await page.waitForTimeout(300);
      conflicts.push(...conflictReport(`mobile ${prefix || "/"} with the drawer open`, await domClasses(page)));
      expect(conflicts).toEqual([]);
    });
  }
});
