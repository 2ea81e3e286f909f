import { expect, test, type Page, type Response } from "@playwright/test";
import { getEvents } from "@repo/api-client/about";
import type { LanguageCode } from "@repo/api-client/contract";
import { createFetcher } from "@repo/api-client/fetcher";
import { getHomePage } from "@repo/api-client/home";
import { getCompanyVideos, getProductCategories } from "@repo/api-client/products";
import { API_URL, demoSettings, editions, offers } from "../editions";
import { expectNoSeriousA11yViolations } from "../support/axe";

const languages = [
  {
    code: "english",
    prefix: "",
    lang: "en",
    hero: "Highlights",
    next: "Next slide",
    goTo: (index: number) => `Show slide ${index}`,
    company: "About us",
    contact: "Contact us",
    marker: (office: string) => `${office} on the map`,
  },
  {
    code: "spanish",
    prefix: "/spanish",
    lang: "es",
    hero: "Destacados",
    next: "Diapositiva siguiente",
    goTo: (index: number) => `Mostrar la diapositiva ${index}`,
    company: "Quiénes somos",
    contact: "Contacto",
    marker: (office: string) => `${office} en el mapa`,
  },
  {
    code: "burmese",
    prefix: "/burmese",
    lang: "my",
    hero: "အထူးအချက်များ",
    next: "နောက် ဆလိုက်",
    goTo: (index: number) => `ဆလိုက် ${"၀၁၂၃၄၅၆၇၈၉"[index]} ကို ပြရန်`,
    company: "ကျွန်ုပ်တို့အကြောင်း",
    contact: "ဆက်သွယ်ရန်",
    marker: (office: string) => `မြေပုံပေါ်ရှိ ${office}`,
  },
] as const satisfies readonly ({ code: LanguageCode; prefix: string; lang: string } & Record<string, unknown>)[];

/** The content API itself, through the typed client: what the pages must show. */
/** The API as the edition whose screens are checked in full asks it (the first under test). */
const api = (code: LanguageCode) => createFetcher({ baseUrl: API_URL, languageCode: code, edition: editions[0]?.id });

/** An edition's settings in english, as the run's content API is seeded with them. */
const english = (id: string) => {
  const settings = demoSettings(id);
  return { settings, texts: settings.translations.english! };
};

/** The offices the contact page lists, in order: each one's english name and its phones (none when the settings give none). */
const offices = (id: string) => {
  const { settings, texts } = english(id);
  return settings.offices.map((office) => ({
    title: texts.offices[office.key]!.title,
    phones: office.phone ? office.phone.split(/,\s*/) : [],
  }));
};

/** The application blocks' titles the company page shows, in order. */
const applications = (id: string) => {
  const { settings, texts } = english(id);
  return settings.applications.map((block) => texts.applications[block.key]!.title);
};

/** The edition's first brand claim (SPEC §1: the company's own in the default edition, the group's elsewhere). */
const firstClaim = (id: string) => english(id).texts.claims[0]!;

/** The first sentence of the edition's own about text (SPEC §2: the Nigeria text introduces the Nigerian branch). */
const aboutText = (id: string) => english(id).texts.about[0]!.split(/(?<=\.) /)[0]!;

/** An office's name as a page in `language` writes it: the company's name, its role in that language. */
const officeRoles: Record<string, Record<string, string>> = {
  spanish: { "(headquarters)": "(sede central)", "(engineering partner)": "(socio de ingeniería)" },
  burmese: { "(headquarters)": "(ပင်မရုံးချုပ်)", "(engineering partner)": "(အင်ဂျင်နီယာ မိတ်ဖက်)" },
};
const officeTitleIn = (title: string, language: string) =>
  title.replace(/\((headquarters|engineering partner)\)$/, (role) => officeRoles[language]?.[role] ?? role);

/** `tel:` as the page must write it: the plus and the digits. */
const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/** The font files a page fetches from now on, as their answers arrive; `stop` ends the watch. */
function watchFonts(page: Page) {
  const responses: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "font") responses.push(response);
  };
  page.on("response", collect);
  const matching = (pattern: RegExp) => responses.filter((response) => pattern.test(new URL(response.url()).pathname));
  return {
    matching,
    paths: (pattern: RegExp) => matching(pattern).map((response) => new URL(response.url()).pathname),
    stop: () => page.off("response", collect),
  };
}

/** Resolves once React has hydrated the header and the hero: before that, buttons and scrolling do nothing. */
async function hydrated(page: Page) {
  for (const selector of ['[data-slot="site-header"]', "main"]) {
    await expect
      .poll(() => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))), {
        timeout: 150_000,
      })
      .toBe(true);
  }
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

const [first] = editions;

/**
 * The host the pages are opened on. A development server hydrates only pages
 * opened from `localhost` (it refuses its live-reload socket to other origins,
 * and the client waits for it), so `E2E_HOST=localhost` when running against one.
 */
const host = process.env.E2E_HOST ?? "127.0.0.1";

for (const edition of editions) {
  const full = edition === first;
  test.describe(`${edition.id} edition`, () => {
    test.use({ baseURL: `http://${host}:${edition.port}` });

    if (full) {
      for (const language of languages.filter((language) => offers(edition, language.code))) {
        test(`home shows the hero, categories, featured content, news and events from the API in ${language.code}`, async ({ page }) => {
          const fetcher = api(language.code);
          const [home, categories, events] = await Promise.all([
            getHomePage(fetcher),
            getProductCategories(fetcher),
            getEvents(fetcher, { when: "upcoming", pageSize: 3 }),
          ]);
          const response = await page.goto(`${language.prefix}/`);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toContainText(edition.region);

          // The hero: the first slide shows, the next button brings the second.
          const hero = main.getByRole("region", { name: language.hero });
          const [slide1, slide2] = home.heroSlides;
          await expect(hero.getByRole("heading", { name: slide1!.title })).toBeVisible();
          await expect(hero.getByRole("img", { name: slide1!.imageAlt })).toBeVisible();
          await expect(hero.getByRole("heading", { name: slide2!.title })).toBeHidden();
          await hydrated(page);
          await hero.getByRole("button", { name: language.goTo(2) }).click();
          await expect(hero.getByRole("heading", { name: slide2!.title })).toBeVisible();
          await expect(hero.getByRole("heading", { name: slide1!.title })).toBeHidden();
          await hero.getByRole("button", { name: language.next }).click();
          await expect(hero.getByRole("heading", { name: home.heroSlides[2]?.title ?? slide1!.title })).toBeVisible();

          for (const category of categories) {
            await expect(main.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
              "href",
              `${language.prefix}/product-list/${category.id}`,
            );
          }
          for (const product of home.featuredProducts) {
            await expect(main.getByRole("link", { name: product.name, exact: true })).toHaveAttribute(
              "href",
              `${language.prefix}${product.href}`,
            );
          }
          const solution = home.featuredSolutions[0]!;
          await expect(main.getByRole("link", { name: solution.title, exact: true })).toHaveAttribute(
            "href",
            `${language.prefix}${solution.href}`,
          );
          const study = home.featuredCaseStudies[0]!;
          await expect(main.getByRole("link", { name: study.title, exact: true })).toBeVisible();
          for (const news of home.latestNews) {
            await expect(main.getByRole("link", { name: news.title, exact: true })).toHaveAttribute(
              "href",
              `${language.prefix}${news.href}`,
            );
          }
          for (const event of events.items) {
            await expect(main.getByRole("link", { name: event.title, exact: true })).toHaveAttribute(
              "href",
              `${language.prefix}${event.href}`,
            );
          }
          const shownUntranslated = [...home.featuredProducts, ...home.featuredSolutions.slice(0, 3), ...home.featuredCaseStudies.slice(0, 3), ...home.latestNews, ...events.items].some(
            (item) => item.untranslated,
          );
          await expect(main.getByRole("note")).toHaveCount(shownUntranslated && language.code !== "english" ? 1 : 0);

          // The call to contact leads to the contact page in the same language.
          await expect(main.getByRole("link", { name: language.contact, exact: true })).toHaveAttribute(
            "href",
            `${language.prefix}/about/contact`,
          );
        });
      }

      test("the hero picture is the page's largest paint, loaded first, and nothing shifts", async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto("/");
        const image = page.getByRole("region", { name: "Highlights" }).locator("img").first();
        // Preloaded from the document's head, and never lazy.
        await expect(page.locator('link[rel="preload"][as="image"][imagesrcset*="hero-home-backup"]')).toHaveCount(1);
        await expect(image).not.toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("sizes", "100vw");
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const { lcp, shift } = await page.evaluate(
          () =>
            new Promise<{ lcp: string; shift: number }>((resolve) => {
              let lcp = "";
              new PerformanceObserver((list) => {
                const last: (PerformanceEntry & { element?: Element | null; url?: string }) | undefined = list.getEntries().at(-1);
                lcp = last?.element?.tagName === "IMG" ? (last.url ?? "") : (last?.element?.tagName ?? "");
              }).observe({ type: "largest-contentful-paint", buffered: true });
              let shift = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                  if (!entry.hadRecentInput) shift += entry.value;
                }
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve({ lcp, shift }), 500);
            }),
        );
        expect(lcp).toContain("hero-home-backup");
        expect(shift).toBeLessThan(0.05);
      });

      test("a page fetches the Latin font file alone; Latin Extended letters fetch theirs when they appear", async ({ page }) => {
        test.skip(!offers(edition, "spanish"), "it offers no spanish");
        const fonts = watchFonts(page);
        await page.goto("/spanish");
        await expect.poll(() => fonts.paths(/noto_sans_latin_wght/).length).toBe(1);
        await page.waitForLoadState("load");
        // Spanish needs nothing past Latin-1: the 164 KB extended file and the Burmese files stay on the server.
        expect(fonts.paths(/latin_ext|myanmar/)).toEqual([]);
        await page.locator("main").evaluate((main) => {
          const name = document.createElement("p");
          name.textContent = "Łódź, Ọ̀yọ́";
          main.prepend(name);
        });
        await expect.poll(() => fonts.paths(/noto_sans_latin_ext_wght/).length).toBe(1);
      });

      test("a burmese page carries its face of 40 KB at most in its own document, and a page reached from another language gets it too", async ({ page }) => {
        test.skip(!offers(edition, "burmese"), "it offers no burmese");
        const fetched: string[] = [];
        const collect = (response: Response) => {
          if (["font", "stylesheet"].includes(response.request().resourceType())) fetched.push(new URL(response.url()).pathname);
        };
        page.on("response", collect);
        const faces = () =>
          page.evaluate(() =>
            [...document.fonts].filter((face) => /myanmar burmese/i.test(face.family) && face.status === "loaded").map((face) => face.weight),
          );
        const styles = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('style[data-href^="burmese-faces-"]')].map((style) => ({
              inHead: style.parentElement === document.head,
              bytes: atob(/base64,([A-Za-z0-9+/=]+)\)/.exec(style.textContent ?? "")?.[1] ?? "").length,
            })),
          );
        await page.goto("/burmese");
        await page.waitForLoadState("load");
        // No font file and no stylesheet of its own: the first layout has the face with the document.
        expect(fetched.filter((path) => /myanmar|burmese/i.test(path))).toEqual([]);
        const [style, ...others] = await styles();
        expect(others).toEqual([]);
        expect(style?.inHead).toBe(true);
        expect(style?.bytes).toBeGreaterThan(0);
        expect(style?.bytes).toBeLessThanOrEqual(40 * 1024);
        expect(await faces()).toEqual(["400 600"]);

        // An english page has none; choosing Burmese there brings the face with the Burmese page.
        await page.goto("/about/company");
        await page.waitForLoadState("load");
        expect(await styles()).toEqual([]);
        await hydrated(page);
        await page.getByRole("button", { name: /^Choose your region/ }).click();
        await page.locator('[hreflang="my"]').filter({ visible: true }).first().click();
        await expect(page.locator("html")).toHaveAttribute("lang", "my");
        await expect.poll(faces).toEqual(["400 600"]);
        expect(await styles()).toHaveLength(1);
        page.off("response", collect);
      });

      test("the header is transparent over the hero, white after any scroll, on hover and with a menu open", async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto("/");
        const banner = page.getByRole("banner");
        const hero = page.getByRole("region", { name: "Highlights" });
        await hydrated(page);
        await page.mouse.move(640, 500);
        await expect(banner).toHaveAttribute("data-theme", "transparent");
        // The hero starts under the bar: the header covers its top edge.
        expect((await hero.boundingBox())?.y).toBeLessThanOrEqual(0);
        expect(await banner.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgba(0, 0, 0, 0)");

        await scrollTo(page, 1);
        await expect(banner).toHaveAttribute("data-theme", "white");
        expect(await banner.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
        await scrollTo(page, 0);
        await expect(banner).toHaveAttribute("data-theme", "transparent");

        await banner.getByRole("link", { name: "AUREVO home page" }).hover();
        await expect(banner).toHaveAttribute("data-theme", "white");
        await page.mouse.move(640, 500);
        await expect(banner).toHaveAttribute("data-theme", "transparent");

        // Opened from the keyboard, with the pointer far below the panel: the open menu alone turns it white.
        await page.mouse.move(5, 795);
        await banner.getByRole("button", { name: "Products" }).focus();
        await page.keyboard.press("Enter");
        await expect(page.locator('[data-slot="mega-menu-panel"][data-panel="products"]')).toBeVisible();
        await expect(banner).toHaveAttribute("data-theme", "white");
        await page.keyboard.press("Escape");
        await expect(page.locator('[data-slot="mega-menu-panel"][data-panel="products"]')).toBeHidden();
        await expect(banner).toHaveAttribute("data-theme", "transparent");

        // A page without a hero keeps the header white at the top.
        await page.goto("/about/company");
        await page.mouse.move(640, 500);
        await expect(banner).toHaveAttribute("data-theme", "white");
      });

      test("on mobile the header is transparent over the hero and white with the drawer open or after scrolling", async ({ page }) => {
        test.skip(!offers(edition, "burmese"), "it offers no burmese");
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto("/burmese");
        // Not by role: the open drawer hides the rest of the page from assistive technology.
        const banner = page.locator('[data-slot="site-header"]');
        await expect(banner).toHaveAttribute("data-theme", "transparent");
        await expect(page.getByRole("region", { name: "အထူးအချက်များ" }).locator("img").first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await hydrated(page);
        await banner.getByRole("button", { name: "မီနူးကို ဖွင့်ရန်" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expect(banner).toHaveAttribute("data-theme", "white");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
        // The pointer that opened the drawer still rests on the bar; off it, the bar clears again.
        await page.mouse.move(195, 600);
        await expect(banner).toHaveAttribute("data-theme", "transparent");

        await scrollTo(page, 200);
        await expect(banner).toHaveAttribute("data-theme", "white");
      });

      test("home has no serious accessibility violation on desktop", async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto("/");
        await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test("company pictures zoom to 110 % over 0.3 s on hover, and videos load no player before play", async ({ page }) => {
        const videos = await getCompanyVideos(api("english"), { pageSize: 6 });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto("/about/company");
        await hydrated(page);
        // The picture's frame zooms, the picture in it.
        const picture = page.locator('[data-slot="application-block"] [data-slot="hover-zoom"] > [data-slot="image"]').first();
        await expect(picture.locator("img")).toBeVisible();
        expect(await picture.evaluate((frame) => getComputedStyle(frame).transitionDuration)).toBe("0.3s");
        expect(await picture.evaluate((frame) => getComputedStyle(frame).scale)).toBe("none");
        await picture.hover();
        await expect.poll(() => picture.evaluate((frame) => getComputedStyle(frame).scale)).toBe("1.1");

        const section = page.getByRole("region", { name: "Company videos" });
        await expect(section.locator("iframe")).toHaveCount(0);
        await expect(section.getByRole("button", { name: /^Play the video / })).toHaveCount(videos.items.length);
        const video = videos.items[0]!;
        await section.getByRole("button", { name: `Play the video ${video.title}` }).click();
        const frame = section.locator(`iframe[title="${video.title}"]`);
        await expect(frame).toHaveCount(1);
        expect(new URL((await frame.getAttribute("src")) ?? "").pathname).toBe(new URL(video.embedUrl).pathname);
        await expectNoSeriousA11yViolations(page);
      });

      for (const language of languages.filter((language) => offers(edition, language.code))) {
        test(`company and contact read in ${language.code}`, async ({ page }) => {
          await page.goto(`${language.prefix}/about/company`);
          await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
          await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(language.company);

          await page.goto(`${language.prefix}/about/contact`);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(language.contact);
          for (const office of offices(edition.id)) {
            await expect(main.getByRole("img", { name: language.marker(officeTitleIn(office.title, language.code)) })).toBeVisible();
          }
        });
      }

      test("contact has no serious accessibility violation on mobile", async ({ page }) => {
        test.skip(!offers(edition, "spanish"), "it offers no spanish");
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto("/spanish/about/contact");
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    test("company shows the edition's own text, application blocks and claims", async ({ page }) => {
      const response = await page.goto("/about/company");
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main).toContainText(aboutText(edition.id));
      await expect(main.locator('[data-slot="application-block"] h3')).toHaveText(applications(edition.id));
      const claims = main.getByRole("region", { name: "Why Aurevo" }).getByRole("listitem");
      await expect(claims.first()).toHaveText(firstClaim(edition.id));
      await expect(claims).toHaveCount(8);
    });

    test("contact lists the edition's own offices with tel: links and a map marker each", async ({ page }) => {
      const response = await page.goto("/about/contact");
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      const expected = offices(edition.id);
      const cards = main.locator('[data-slot="office"]');
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(expected.map((office) => office.title));
      for (const [index, office] of expected.entries()) {
        const card = cards.nth(index);
        const phones = card.locator('a[href^="tel:"]');
        await expect(phones).toHaveText(office.phones);
        for (const [at, number] of office.phones.entries()) await expect(phones.nth(at)).toHaveAttribute("href", tel(number));
        await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
        const marker = main.getByRole("img", { name: `${office.title} on the map` });
        await expect(marker).toBeVisible();
        expect(await marker.evaluate((element: HTMLElement) => element.style.left)).toMatch(/^\d+(\.\d+)?%$/);
      }
      await expect(main.locator('[data-slot="map-marker"]')).toHaveCount(expected.length);
      // The land outline is a cached file of its own, not 17 KB in every contact page: it must arrive and draw the continents.
      const outline = main.locator('[data-slot="world-map"] use');
      const outlineHref = (await outline.getAttribute("href")) ?? "";
      expect(outlineHref).toMatch(/^\/_next\/static\/media\/.+\.svg#land$/);
      const file = await page.request.get(outlineHref.replace(/#land$/, ""));
      expect(file.status()).toBe(200);
      expect(file.headers()["cache-control"]).toContain("immutable");
      await expect
        .poll(() => outline.evaluate((element: SVGUseElement) => Math.round(element.getBBox().width)))
        .toBeGreaterThan(800);
      if (full) await expectNoSeriousA11yViolations(page);
    });
  });
}
