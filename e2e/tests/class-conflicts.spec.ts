import { expect, test, type Page } from "@playwright/test";
import { editions, offersPath } from "../editions";
import { conflictReport } from "../support/class-conflicts";
import { everyPageHtml } from "../support/every-page";

/*
 * No element of any page carries two utility classes that set the same property: a component's
 * own classes and the className a caller passes never collide (a variant says what differs), so
 * what a visitor sees does not hang on the order Tailwind writes its stylesheet in. The pages'
 * HTML as the server sends it, and the header's menus and drawer as they open in the browser.
 */

const classAttributes = (html: string) => [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1] ?? "");

test.describe("no element's classes fight over one property", () => {
  test.setTimeout(600_000);

  test("in every page's HTML, in the three languages, on every edition", async ({ request }) => {
    const documents = await everyPageHtml(request);
    const conflicts = [...documents].flatMap(([name, html]) => conflictReport(name, classAttributes(html)));
    expect(documents.size).toBeGreaterThan(200);
    expect(conflicts).toEqual([]);
  });

  const domClasses = (page: Page) => page.locator("[class]").evaluateAll((elements) => elements.map((element) => element.getAttribute("class") ?? ""));

  for (const prefix of ["", "/burmese"].filter((prefix) => offersPath(editions[0]!, prefix))) {
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
