import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { getNavigationDataResponseSchema, type NavigationItem } from "@repo/api-client/contract";
import { API_URL, editions, offers, offersPath } from "../editions";
import { drawnFonts } from "../support/fonts";

/** A product link's accessible name: the product's name, then the "only in English" notice when it has one. */
const productNamed = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`);

/*
 * The header, its menus and the drawer as a demanding visitor meets them on a
 * first visit (every test runs in a fresh browser context): every entry
 * reachable and visible, in the right place, in english and burmese.
 */

const desktop = { width: 1440, height: 900 };
const mobile = { width: 390, height: 844 };

const languages = [
  {
    code: "english",
    prefix: "",
    lang: "en",
    openSearch: "Open search",
    searchBox: "Search the site",
    openMenu: "Open menu",
    region: "Choose your region",
    seeAll: (name: string) => `See all in ${name}`,
  },
  {
    code: "spanish",
    prefix: "/spanish",
    lang: "es",
    openSearch: "Abrir la búsqueda",
    searchBox: "Buscar en el sitio",
    openMenu: "Abrir el menú",
    region: "Elija su región",
    seeAll: (name: string) => `Ver todo en ${name}`,
  },
  {
    code: "burmese",
    prefix: "/burmese",
    lang: "my",
    openSearch: "ရှာဖွေမှုကို ဖွင့်ရန်",
    searchBox: "ဝက်ဘ်ဆိုက်တွင် ရှာဖွေရန်",
    openMenu: "မီနူးကို ဖွင့်ရန်",
    region: "သင့်ဒေသကို ရွေးချယ်ပါ",
    seeAll: (name: string) => `${name} အားလုံးကို ကြည့်ရန်`,
  },
] as const;

/** The menu as the content API holds it, in one language. */
async function menuFromApi(languageCode: string, edition: string): Promise<NavigationItem[]> {
  // As the edition asks: its menu leaves out the products it does not sell.
  const res = await fetch(`${API_URL}/api/navigation/getNavigationData?languageCode=${languageCode}&edition=${edition}`);
  return getNavigationDataResponseSchema.parse(await res.json()).data ?? [];
}

/**
 * Opens `path` with the Myanmar web font in use. The faces use
 * `font-display: optional`, so a first paint may fall back to another font;
 * the geometry that matters is the one with the shipped font, the one every
 * visitor gets once it is cached: load it, then open the page again.
 */
async function gotoWithWebFonts(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  });
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The faces Chromium drew `locator`'s text in (the files' own family names), whatever family name
 * the page's CSS gave them: Burmese pages reach the same Latin file under a family of their own.
 */
async function drawnFaces(locator: Locator): Promise<string[]> {
  return (await drawnFonts(locator)).map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`);
}

/** The box of `locator`, failing if it has none. */
async function box(locator: Locator) {
  const value = await locator.boundingBox();
  expect(value, "the element is rendered").not.toBeNull();
  return value!;
}

/** Whether `inner` lies wholly inside `outer` (1 px of rounding allowed). */
function inside(
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
) {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/** The part of the panel the visitor sees: the panel, cut by any list inside it that scrolls. */
async function visibleArea(entry: Locator) {
  return entry.evaluate((element) => {
    let rect = element.closest('[data-slot="mega-menu-panel"]')!.getBoundingClientRect();
    let clip = { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    for (let node = element.parentElement; node && node.dataset.slot !== "mega-menu-panel"; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowY === "visible" && style.overflowX === "visible") continue;
      rect = node.getBoundingClientRect();
      clip = {
        top: Math.max(clip.top, rect.top),
        bottom: Math.min(clip.bottom, rect.bottom),
        left: Math.max(clip.left, rect.left),
        right: Math.min(clip.right, rect.right),
      };
    }
    return { x: clip.left, y: clip.top, width: clip.right - clip.left, height: clip.bottom - clip.top };
  });
}

/** Brings `entry` into view the way a visitor would (the wheel over its list), then checks all of it shows in the panel. */
async function expectFullyShown(page: Page, entry: Locator, name: string) {
  await expect(entry, name).toBeVisible();
  await entry.scrollIntoViewIfNeeded();
  const shown = await box(entry);
  expect(inside(shown, await visibleArea(entry)), `"${name}" shows whole inside the panel`).toBe(true);
  // The page behind the panel stays where it was.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** Lines of text `element` wraps onto. */
async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 1) tops.add(Math.round(rect.top / 4));
    }
    return tops.size;
  });
}

/** Where the first line of `element`'s text starts, whatever padding its box has. */
async function textLeft(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rect = [...range.getClientRects()].find((candidate) => candidate.width > 1);
      if (rect) return rect.left;
    }
    return Number.NaN;
  });
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * The header is one component fed by one menu (the content API's) on every
 * edition; the editions differ in theme, footer and contact texts. Its checks
 * of one language's behaviour (every panel entry measured, four pages' edges,
 * the language switch, search, the drawer) run each language once, on a
 * different edition per language and per check (among the editions that offer
 * that language), so every edition is checked by some of them and none repeats
 * the same page three times over.
 */
const measures = (edition: (typeof editions)[number], languageIndex: number, check: number) => {
  const offering = editions.filter((candidate) => offers(candidate, languages[languageIndex]!.code));
  return offering[(languageIndex + check) % offering.length]?.id === edition.id;
};

for (const edition of editions) {
  test.describe(`${edition.id}: the header a visitor meets`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test.describe("desktop 1440×900", () => {
      test.use({ viewport: desktop });

      for (const [languageIndex, language] of languages.entries()) {
        if (measures(edition, languageIndex, 0))
          test(`point 4, ${language.code}: the Solutions panel shows all its solutions, whole, at its 484 px`, async ({
            page,
          }, testInfo) => {
            test.setTimeout(60_000);
            const solutions = (await menuFromApi(language.code, edition.id)).find((item) => item.mateCode === "Solutions")!;
            expect(solutions.children.length).toBeGreaterThan(3);
            await gotoWithWebFonts(page, language.prefix || "/");
            await page.getByRole("banner").getByRole("button", { name: solutions.navigationTitle }).hover();
            const panel = page.locator('[data-slot="mega-menu-panel"][data-panel="solutions"]');
            await expect(panel).toBeVisible();
            expect(Math.round((await box(panel)).height)).toBe(484);
            await page.waitForTimeout(400);
            await shoot(page, testInfo, `solutions-panel-${edition.id}-${language.code}`);

            // Where the list is longer than the panel, the wheel over it reaches the last solution without moving the page.
            const last = solutions.children.at(-1)!;
            const lastLink = panel.getByRole("link", { name: last.navigationTitle });
            const firstBox = await box(panel.getByRole("link", { name: solutions.children[0]!.navigationTitle }));
            await page.mouse.move(firstBox.x + 20, firstBox.y + 20);
            if (!inside(await box(lastLink), await visibleArea(lastLink))) {
              await page.mouse.wheel(0, 1200);
              await expect
                .poll(async () => inside(await box(lastLink), await visibleArea(lastLink)), {
                  message: "the wheel brings the last solution into view",
                })
                .toBe(true);
              expect(await page.evaluate(() => window.scrollY)).toBe(0);
              await page.waitForTimeout(300);
              await shoot(page, testInfo, `solutions-panel-end-${edition.id}-${language.code}`);
            }

            for (const solution of solutions.children) {
              await expectFullyShown(
                page,
                panel.getByRole("link", { name: solution.navigationTitle }),
                solution.navigationTitle,
              );
            }
            const seeAll = panel.getByRole("link", { name: language.seeAll(solutions.navigationTitle) });
            await expect(seeAll).toHaveAttribute("href", `${language.prefix}${solutions.routePath}`);
            expect(inside(await box(seeAll), await box(panel))).toBe(true);
          });

        if (measures(edition, languageIndex, 1))
          test(`point 4, ${language.code}: the Products panel shows every product of every category whole, with whole 4:3 thumbnails, at its 380 px`, async ({
            page,
          }, testInfo) => {
            test.setTimeout(120_000);
            const products = (await menuFromApi(language.code, edition.id)).find((item) => item.mateCode === "Products")!;
            await gotoWithWebFonts(page, language.prefix || "/");
            await page.getByRole("banner").getByRole("button", { name: products.navigationTitle }).hover();
            const panel = page.locator('[data-slot="mega-menu-panel"][data-panel="products"]');
            await expect(panel).toBeVisible();
            expect(Math.round((await box(panel)).height)).toBe(380);

            for (const [index, category] of products.children.entries()) {
              await panel.getByRole("link", { name: category.navigationTitle, exact: true }).hover();
              const list = panel.getByRole("list", { name: category.navigationTitle, exact: true });
              await expect(list).toBeVisible();
              if (index === 0) {
                await page.waitForTimeout(400);
                await shoot(page, testInfo, `products-panel-${edition.id}-${language.code}`);
              }
              for (const product of category.children) {
                const link = list.getByRole("link", { name: productNamed(product.navigationTitle) });
                await expectFullyShown(page, link, product.navigationTitle);
                // The name is never cut: all of its text lies inside the link.
                const clipped = await link.getByText(product.navigationTitle, { exact: true }).evaluate((name) => {
                  const style = getComputedStyle(name);
                  return (
                    name.scrollWidth > name.clientWidth + 1 ||
                    style.webkitLineClamp !== "none" ||
                    style.textOverflow === "ellipsis"
                  );
                });
                expect(clipped, `"${product.navigationTitle}" shows its whole name`).toBe(false);
                // The picture shows whole: its box has the picture's own proportions, or the picture is fitted inside.
                const picture = link.locator("img");
                const cropped = await picture.evaluate((image: HTMLImageElement) => {
                  const rect = image.getBoundingClientRect();
                  const fit = getComputedStyle(image).objectFit;
                  const ratio = image.naturalWidth / image.naturalHeight;
                  return fit !== "contain" && fit !== "scale-down" && Math.abs(rect.width / rect.height - ratio) > 0.03;
                });
                expect(cropped, `the picture of "${product.navigationTitle}" is not cropped`).toBe(false);
              }
              const seeAll = panel.getByRole("link", { name: language.seeAll(category.navigationTitle) });
              await expect(seeAll).toHaveAttribute("href", `${language.prefix}${category.routePath}`);
              expect(inside(await box(seeAll), await box(panel))).toBe(true);
            }
          });

        if (measures(edition, languageIndex, 2))
          test(`point 4, ${language.code}: a page carries the menu's outline; the panels' products arrive in one request when the visitor reaches for the menu`, async ({
            page,
            request,
          }) => {
            const products = (await menuFromApi(language.code, edition.id)).find((item) => item.mateCode === "Products")!;
            const category = products.children[0]!;
            const product = category.children[0]!;
            const path = `${language.prefix}/about/company`;
            // The company page names no product: neither its markup nor its page data holds the menu's products.
            const html = await (await request.get(path)).text();
            expect(html).toContain(category.navigationTitle);
            expect(html).not.toContain(product.navigationTitle);

            const file = `${language.prefix}/menu.json`;
            const whole = await request.get(file);
            expect(whole.status()).toBe(200);
            expect(whole.headers()["content-type"]).toContain("application/json");
            expect(JSON.stringify(await whole.json())).toContain(product.navigationTitle);

            const asked: string[] = [];
            page.on("request", (sent) => {
              const { pathname } = new URL(sent.url());
              if (pathname.endsWith("/menu.json")) asked.push(pathname);
            });
            await page.goto(path);
            const trigger = page.getByRole("banner").getByRole("button", { name: products.navigationTitle });
            await expect(trigger).toBeVisible();
            expect(asked, "nothing is asked for before the visitor reaches for the menu").toEqual([]);
            await trigger.hover();
            const panel = page.locator('[data-slot="mega-menu-panel"][data-panel="products"]');
            await panel.getByRole("link", { name: category.navigationTitle, exact: true }).hover();
            const list = panel.getByRole("list", { name: category.navigationTitle, exact: true });
            await expect(list.getByRole("link", { name: productNamed(product.navigationTitle) })).toBeVisible();
            await expect(list.locator("img").first()).toBeVisible();
            expect(asked).toEqual([file]);
          });

        if (measures(edition, languageIndex, 3))
          test(`point 12, ${language.code}: the language switch keeps the query and the anchor`, async ({ page }) => {
            test.skip(!offers(edition, "spanish"), "it offers english only: there is no language to switch to");
            const from = `${language.prefix}/downloads?type=brochure`;
            await page.goto(from);
            const target =
              language.code === "english"
                ? { label: "Español", prefix: "/spanish", tab: "Folleto" }
                : { label: "English", prefix: "", tab: "Brochure" };
            await page
              .getByRole("banner")
              .getByRole("button", { name: new RegExp(language.region) })
              .click();
            await page.getByRole("menuitem", { name: target.label }).click();
            await expect(page).toHaveURL(new RegExp(`${target.prefix}/downloads\\?type=brochure$`));
            await expect(page.getByRole("main").getByRole("link", { name: target.tab, exact: true })).toHaveAttribute(
              "aria-current",
              "page",
            );

            // An anchor on the page is kept too: the ids are the same in every language.
            await page.goto(`${language.prefix}/support/faq?from=search#top`);
            await page
              .getByRole("banner")
              .getByRole("button", { name: new RegExp(language.region) })
              .click();
            await page.getByRole("menuitem", { name: target.label }).click();
            await expect(page).toHaveURL(new RegExp(`${target.prefix}/support/faq\\?from=search#top$`));
          });

        if (measures(edition, languageIndex, 2))
          test(`point 14, ${language.code}: header, content and footer share one left and one right edge`, async ({
            page,
          }) => {
            for (const route of ["/", "/products", "/about/news", "/downloads"]) {
              await gotoWithWebFonts(page, `${language.prefix}${route === "/" ? "" : route}` || "/");
              const header = await box(page.getByRole("banner").getByRole("link").first());
              const content = await textLeft(page.getByRole("main").getByRole("heading", { level: 1 }).first());
              const footer = page.getByRole("contentinfo");
              const footerBrand = await box(footer.getByRole("link").first());
              const copyright = await textLeft(footer.getByText("©"));
              expect(Math.round(header.x), `${route}: header and content`).toBe(Math.round(content));
              expect(Math.round(footerBrand.x), `${route}: footer and content`).toBe(Math.round(content));
              expect(Math.round(copyright), `${route}: copyright and content`).toBe(Math.round(content));
              // The header's last button ends where the footer's social links do.
              const actions = page.getByRole("banner").locator("button, a").filter({ visible: true });
              const lastAction = await box(actions.last());
              const social = await box(footer.getByRole("link").last());
              expect(Math.round(lastAction.x + lastAction.width), `${route}: right edges`).toBe(
                Math.round(social.x + social.width),
              );
            }
          });

        if (measures(edition, languageIndex, 4))
          test(`point 15 (desktop), ${language.code}: opening search puts the cursor in the search field`, async ({
            page,
          }) => {
            await page.goto(language.prefix || "/");
            const toggle = page.getByRole("banner").getByRole("button", { name: language.openSearch });
            await toggle.click();
            const field = page.getByRole("searchbox", { name: language.searchBox });
            await expect(field).toBeFocused();
            await page.keyboard.type("battery");
            await expect(field).toHaveValue("battery");
            await page.keyboard.press("Escape");
            await expect(field).toBeHidden();
            await expect(toggle).toBeFocused();
            await toggle.press("Enter");
            await expect(field).toBeFocused();
            await page.keyboard.type("inverter");
            await page.keyboard.press("Enter");
            await expect(page).toHaveURL(new RegExp(`${language.prefix}/search/inverter$`));
          });
      }

      test("point 17: the AUREVO wordmark has the same face and sits the same beside the logo mark in every language", async ({
        page,
      }) => {
        const looks = [];
        for (const path of ["/", "/spanish", "/burmese"].filter((path) => offersPath(edition, path))) {
          await gotoWithWebFonts(page, path);
          const brand = page.getByRole("banner").getByRole("link").first();
          const wordmark = brand.getByText(/^AUREVO$/i);
          const mark = brand.locator("svg");
          const [text, logo] = [await box(wordmark), await box(mark)];
          looks.push({
            path,
            faces: await drawnFaces(wordmark),
            size: await wordmark.evaluate((element) => getComputedStyle(element).fontSize),
            offset: Math.round(text.y - logo.y),
            height: Math.round(text.height),
            width: Math.round(text.width),
          });
        }
        expect(looks[0]!.faces).toEqual(["Noto Sans (web font)"]);
        for (const look of looks.slice(1)) expect({ ...look, path: "" }, look.path).toEqual({ ...looks[0]!, path: "" });
      });

      test("point 20: the header's menu is never a <nav> inside a <span>, before and after its panels load", async ({
        page,
        request,
      }) => {
        for (const path of ["/", "/spanish/downloads", "/burmese/about/contact"].filter((path) => offersPath(edition, path))) {
          const html = await (await request.get(path)).text();
          const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
          expect(header).toContain("<nav");
          expect(header, `${path}: served HTML`).not.toMatch(/<span[^>]*>(?:(?!<\/span>).)*?<nav/s);
          await page.goto(path);
          await page.getByRole("banner").getByRole("navigation").first().hover();
          await expect(page.locator('[data-slot="mega-menu"]')).toBeVisible();
          expect(await page.locator("header span nav").count(), `${path}: after the panels load`).toBe(0);
        }
      });
    });

    test.describe("desktop 950–1023 px", () => {
      test("point 11, burmese: the top menu keeps to two lines inside the 75 px header", async ({ page }) => {
        test.skip(!offers(edition, "burmese"), "it offers no burmese");
        const menu = await menuFromApi("burmese", edition.id);
        await page.setViewportSize({ width: 960, height: 800 });
        await gotoWithWebFonts(page, "/burmese");
        for (const width of [950, 960, 990, 1023, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          const header = await box(page.getByRole("banner"));
          expect(Math.round(header.height)).toBe(75);
          const nav = page.getByRole("banner").getByRole("navigation");
          for (const item of menu) {
            const entry = nav.getByRole(item.children.length > 0 ? "button" : "link", { name: item.navigationTitle });
            expect(await lineCount(entry), `${width} px: "${item.navigationTitle}" lines`).toBeLessThanOrEqual(2);
            expect(inside(await box(entry), header), `${width} px: "${item.navigationTitle}" inside the header`).toBe(
              true,
            );
          }
          // Nothing of the bar runs over another part of it.
          const brand = await box(page.getByRole("banner").getByRole("link").first());
          const first = await box(nav.getByRole("listitem").first());
          const last = await box(nav.getByRole("listitem").last());
          const search = await box(page.getByRole("banner").getByRole("button", { name: languages[2].openSearch }));
          expect(first.x).toBeGreaterThanOrEqual(brand.x + brand.width);
          expect(last.x + last.width).toBeLessThanOrEqual(search.x);
        }
      });
    });

    test.describe("mobile 390×844", () => {
      test.use({ viewport: mobile });

      for (const [languageIndex, language] of languages.entries()) {
        if (measures(edition, languageIndex, 5))
          test(`point 13, ${language.code}: the drawer slides in from the right, and product categories open one by one`, async ({
            page,
          }) => {
            const products = (await menuFromApi(language.code, edition.id)).find((item) => item.mateCode === "Products")!;
            await page.goto(language.prefix || "/");
            // Where the drawer's left edge is on each frame while it opens.
            await page.evaluate(() => {
              const track: number[] = [];
              (window as unknown as { drawerTrack: number[] }).drawerTrack = track;
              const started = performance.now();
              const sample = () => {
                const drawer = document.querySelector('[role="dialog"]');
                if (drawer) track.push(drawer.getBoundingClientRect().left);
                if (performance.now() - started < 4000) requestAnimationFrame(sample);
              };
              requestAnimationFrame(sample);
            });
            await page.getByRole("button", { name: language.openMenu }).click();
            const drawer = page.getByRole("dialog");
            await expect(drawer).toBeVisible();
            await page.waitForTimeout(600);
            const shown = await box(drawer);
            expect(Math.round(shown.x + shown.width)).toBe(mobile.width);
            expect(Math.round(shown.width)).toBe(Math.round(mobile.width * 0.7));
            const track = await page.evaluate(() => (window as unknown as { drawerTrack: number[] }).drawerTrack);
            expect(track[0]!, "the drawer starts off to the right").toBeGreaterThan(shown.x + 40);
            expect(track.at(-1)).toBeCloseTo(shown.x, 0);

            await drawer.getByText(products.navigationTitle, { exact: true }).and(drawer.locator("summary")).click();
            for (const category of products.children)
              await expect(drawer.getByText(category.navigationTitle, { exact: true })).toBeVisible();
            const all = products.children.flatMap((category) => category.children);
            for (const product of all)
              await expect(drawer.getByRole("link", { name: productNamed(product.navigationTitle) })).toBeHidden();

            const [first, second] = products.children;
            await drawer.getByText(first!.navigationTitle, { exact: true }).click();
            for (const product of first!.children)
              await expect(drawer.getByRole("link", { name: productNamed(product.navigationTitle) })).toBeVisible();
            await expect(drawer.getByRole("link", { name: language.seeAll(first!.navigationTitle) })).toHaveAttribute(
              "href",
              `${language.prefix}${first!.routePath}`,
            );
            for (const product of second!.children)
              await expect(drawer.getByRole("link", { name: productNamed(product.navigationTitle) })).toBeHidden();
            await drawer.getByText(first!.navigationTitle, { exact: true }).click();
            for (const product of first!.children)
              await expect(drawer.getByRole("link", { name: productNamed(product.navigationTitle) })).toBeHidden();
          });

        if (measures(edition, languageIndex, 6))
          test(`point 15 (mobile), ${language.code}: search from the bar or the drawer puts the cursor in the field`, async ({
            page,
          }) => {
            await page.goto(language.prefix || "/");
            await page.getByRole("banner").getByRole("button", { name: language.openSearch }).click();
            await expect(page.getByRole("searchbox", { name: language.searchBox })).toBeFocused();
            await page.keyboard.press("Escape");
            await page.getByRole("button", { name: language.openMenu }).click();
            await page.getByRole("dialog").getByRole("button", { name: language.searchBox }).click();
            await expect(page.getByRole("dialog")).toBeHidden();
            await expect(page.getByRole("searchbox", { name: language.searchBox })).toBeFocused();
          });
      }

      test("point 13: a visitor who asks for less motion gets the drawer in place at once, its categories collapsed", async ({
        browser,
      }) => {
        test.skip(!offers(edition, "burmese"), "it offers no burmese");
        const context = await browser.newContext({
          viewport: mobile,
          reducedMotion: "reduce",
          baseURL: `http://127.0.0.1:${edition.port}`,
        });
        const page = await context.newPage();
        await page.goto("/burmese");
        await page.evaluate(() => {
          const track: number[] = [];
          (window as unknown as { drawerTrack: number[] }).drawerTrack = track;
          const sample = () => {
            const drawer = document.querySelector('[role="dialog"]');
            if (drawer) track.push(drawer.getBoundingClientRect().left);
            if (track.length < 30) requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        });
        await page.getByRole("button", { name: languages[2].openMenu }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.waitForTimeout(600);
        const track = await page.evaluate(() => (window as unknown as { drawerTrack: number[] }).drawerTrack);
        expect(track.length).toBeGreaterThan(0);
        for (const left of track) expect(Math.round(left)).toBe(Math.round(mobile.width * 0.3));
        // Products opens on its categories, still collapsed.
        const products = (await menuFromApi("burmese", edition.id)).find((item) => item.mateCode === "Products")!;
        await page
          .getByRole("dialog")
          .getByText(products.navigationTitle, { exact: true })
          .and(page.locator("summary"))
          .click();
        await expect(
          page.getByRole("dialog").getByText(products.children[0]!.navigationTitle, { exact: true }),
        ).toBeVisible();
        await expect(
          page
            .getByRole("dialog")
            .getByRole("link", { name: productNamed(products.children[0]!.children[0]!.navigationTitle) }),
        ).toBeHidden();
        await context.close();
      });
    });
  });
}
