import { AxeBuilder } from "@axe-core/playwright";
import { type Page, expect as baseExpect, test } from "@playwright/test";
import { API_URL, editions, offers } from "../editions";

// A development server compiles a page on its first client-side visit; give navigations time.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Axe on the screen's own content (the `main` landmark) with the suite's
 * rules: serious and critical violations fail. The header and footer are the
 * shell's, checked by its own specs.
 */
async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/**
 * The downloads, FAQ, videos and warranty screens. Every language is checked
 * in full on the first edition; the others only show that each screen renders
 * their content, since the screens are shared.
 */

const languages = [
  { code: "english", prefix: "", tabs: ["Datasheet", "User Manual", "Brochure", "Manual", "More Files"], show: "Show documents" },
  {
    code: "spanish",
    prefix: "/spanish",
    tabs: ["Ficha técnica", "Manual de usuario", "Folleto", "Manual técnico", "Otros archivos"],
    show: "Mostrar documentos",
  },
  {
    code: "burmese",
    prefix: "/burmese",
    tabs: ["အချက်အလက်စာရွက်", "အသုံးပြုသူ လက်စွဲ", "လက်ကမ်းစာစောင်", "နည်းပညာ လက်စွဲ", "အခြားဖိုင်များ"],
    show: "စာရွက်စာတမ်းများ ပြပါ",
  },
] as const;

interface Listing<T> {
  code: number;
  data: T;
}
interface DocumentRow {
  id: string;
  title: string;
  file: string;
  revision: string;
}
interface FaqCategory {
  id: string;
  name: string;
  list: { id: string; question: string }[];
}
interface VideoRow {
  id: string;
  title: string;
  embedUrl: string;
}

/** A read of the content API itself, to compare the page with. */
async function api<T>(path: string, query: Record<string, string>): Promise<T> {
  const res = await fetch(`${API_URL}/api/${path}?${new URLSearchParams(query).toString()}`);
  const body = (await res.json()) as Listing<T>;
  if (body.code !== 200) throw new Error(`${path}: ${body.code}`);
  return body.data;
}

const documents = (query: Record<string, string>) =>
  api<{ list: DocumentRow[]; total: number }>("download/getDocumentSearchResultList", { pageSize: "100", ...query });

/** The documents listed on the page, by title. */
const listedTitles = (page: Page) => page.getByRole("main").locator("li h3");

async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((text) => {
      const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(data) ? data : [data];
    })
    .filter((item) => item["@type"] === type);
}

for (const [index, edition] of editions.entries()) {
  const origin = `http://127.0.0.1:${edition.port}`;

  if (index > 0) {
    test.describe(`${edition.id} support screens`, () => {
      test.use({ baseURL: origin });

      test("downloads, FAQ, videos and warranty render their content", async ({ page }) => {
        const [datasheets, faqs, warranty] = await Promise.all([
          documents({ languageCode: "english", type: "datasheet" }),
          api<FaqCategory[]>("support/getFaqListByCategoryList", { languageCode: "english" }),
          api<{ name: string }[]>("support/getWarrantyListByCategoryList", { languageCode: "english" }),
        ]);
        await page.goto("/downloads");
        await expect(listedTitles(page)).toHaveCount(Math.min(datasheets.total, 20));
        await page.goto("/support/faq");
        await expect(page.locator("summary", { hasText: faqs[0]!.list[0]!.question })).toBeVisible();
        await page.goto("/support/videoList");
        await expect(page.getByRole("button", { name: /^Play the video / }).first()).toBeVisible();
        await page.goto("/support/warranty");
        await expect(page.getByRole("heading", { level: 2, name: warranty[0]!.name })).toBeVisible();
        await expect(page.getByRole("textbox", { name: "Data-stick serial number" })).toBeVisible();
      });
    });
    continue;
  }

  test.describe(`${edition.id} downloads`, () => {
    test.use({ baseURL: origin });

    test("a filter value the page does not have is shown at the address of what it shows; a page past the last is a 404", async ({ request }) => {
      const unknown = await request.get("/downloads?type=zzz&series=Nothing", { maxRedirects: 0 });
      expect(unknown.status()).toBe(307);
      expect(unknown.headers()["location"]).toBe("/downloads?type=datasheet");
      expect((await request.get("/downloads?type=datasheet", { maxRedirects: 0 })).status()).toBe(200);
      expect((await request.get("/downloads?type=datasheet&page=40")).status()).toBe(404);
    });

    for (const language of languages.filter((language) => offers(edition, language.code))) {
      test(`${language.code}: the tabs and the files come from the API`, async ({ page }) => {
        const datasheets = await documents({ languageCode: language.code, type: "datasheet" });
        expect(datasheets.total).toBeGreaterThan(0);
        const response = await page.goto(`${language.prefix}/downloads`);
        expect(response?.status()).toBe(200);
        const tabs = page.getByRole("navigation", { name: /./ }).filter({ has: page.getByRole("link", { name: language.tabs[4] }) });
        await expect(tabs.getByRole("link")).toHaveText([...language.tabs]);
        await expect(tabs.getByRole("link", { name: language.tabs[0] })).toHaveAttribute("aria-current", "page");
        await expect(listedTitles(page)).toHaveText(datasheets.list.slice(0, 20).map((row) => row.title));
        // Each file shows its revision; the link goes through /getFile/.
        const first = page.getByRole("main").locator("li").filter({ has: page.getByRole("heading", { name: datasheets.list[0]!.title }) });
        await expect(first).toContainText(datasheets.list[0]!.revision);
        await expect(first.getByRole("link", { name: datasheets.list[0]!.title })).toHaveAttribute("href", `/getFile/${datasheets.list[0]!.file}`);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test("a file link answers 200 from /getFile/ with the file's bytes", async ({ page, request }) => {
      await page.goto("/downloads?type=brochure");
      const href = await page.getByRole("main").locator("li h3 a").first().getAttribute("href");
      expect(href).toMatch(/^\/getFile\//);
      const file = await request.get(`${origin}${href}`);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toContain("application/pdf");
      expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    });

    test("#Brochure opens the brochure tab", async ({ page }) => {
      const brochures = await documents({ languageCode: "english", type: "brochure" });
      await page.goto("/downloads#Brochure");
      await expect(page.getByRole("link", { name: "Brochure", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(page).toHaveURL(/[?&]type=brochure/);
      await expect(page.getByRole("heading", { level: 2, name: "Brochure" })).toBeVisible();
      await expect(listedTitles(page)).toHaveText(brochures.list.map((row) => row.title));
    });

    test("filters change the results and the URL", async ({ page }) => {
      test.skip(!offers(edition, "spanish"), "it offers no spanish");
      const battery = await documents({ languageCode: "spanish", type: "datasheet", category: "battery" });
      const series = await documents({ languageCode: "spanish", type: "datasheet", category: "battery", series: "PowerRack" });
      const all = await documents({ languageCode: "spanish", type: "datasheet" });
      expect(battery.total).toBeLessThan(all.total);
      expect(series.total).toBeLessThan(battery.total);

      await page.goto("/spanish/downloads");
      await expect(listedTitles(page)).toHaveCount(Math.min(all.total, 20));
      await page.getByLabel("Tipo de producto").selectOption("battery");
      await expect(page).toHaveURL(/\/spanish\/downloads\?type=datasheet&category=battery$/);
      await expect(listedTitles(page)).toHaveText(battery.list.map((row) => row.title));
      await page.getByLabel("Serie de producto").selectOption("PowerRack");
      await expect(page).toHaveURL(/category=battery&series=PowerRack$/);
      await expect(listedTitles(page)).toHaveText(series.list.map((row) => row.title));

      // Another tab keeps the filters.
      await page.getByRole("link", { name: "Folleto" }).click();
      await expect(page).toHaveURL(/type=brochure&category=battery&series=PowerRack/);
      await page.getByRole("link", { name: "Quitar filtros" }).first().click();
      await expect(page).toHaveURL(/\/spanish\/downloads\?type=brochure$/);
    });

    test("a filter with no match shows the empty state", async ({ page }) => {
      test.skip(!offers(edition, "burmese"), "it offers no burmese");
      const none = await documents({ languageCode: "burmese", type: "more-files", category: "general", documentLanguage: "spanish" });
      expect(none.total).toBe(0);
      await page.goto("/burmese/downloads?type=more-files&category=general&language=spanish");
      await expect(page.getByText("ဤစစ်ထုတ်မှုများနှင့် ကိုက်ညီသော စာရွက်စာတမ်း မရှိပါ။")).toBeVisible();
      await expect(listedTitles(page)).toHaveCount(0);
    });

    test("on a phone the filters stack and still apply", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const english = await documents({ languageCode: "english", type: "datasheet", documentLanguage: "english" });
      await page.goto("/downloads");
      await page.getByLabel("Language").selectOption("english");
      await expect(page).toHaveURL(/language=english/);
      await expect(listedTitles(page)).toHaveText(english.list.slice(0, 20).map((row) => row.title));
      await expectNoSeriousA11yViolations(page);
    });

    test("a filter chosen before the page's script has arrived still applies", async ({ page }) => {
      const english = await documents({ languageCode: "english", type: "datasheet", documentLanguage: "english" });
      // A slow phone: the scripts come 2 s after the page.
      await page.route("**/_next/static/chunks/*.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.goto("/downloads", { waitUntil: "domcontentloaded" });
      await page.getByLabel("Language").selectOption("english");
      await expect(page).toHaveURL(/language=english/);
      await expect(listedTitles(page)).toHaveText(english.list.slice(0, 20).map((row) => row.title));
      await expect(page.getByLabel("Language")).toHaveValue("english");
    });
  });

  test.describe(`${edition.id} downloads without JavaScript`, () => {
    test.use({ baseURL: origin, javaScriptEnabled: false });

    test("the filter form sends its choices in the URL and the server filters", async ({ page }) => {
      const filtered = await documents({ languageCode: "english", type: "user-manual", category: "inverter", documentLanguage: "english" });
      await page.goto("/downloads?type=user-manual");
      await page.getByLabel("Product type").selectOption("inverter");
      await page.getByLabel("Language").selectOption("english");
      await page.getByRole("button", { name: "Show documents" }).click();
      await expect(page).toHaveURL(/\/downloads\?type=user-manual&category=inverter&series=&language=english$/);
      await expect(listedTitles(page)).toHaveText(filtered.list.map((row) => row.title));
      await page.getByRole("link", { name: "Manual", exact: true }).click();
      await expect(page).toHaveURL(/type=manual&category=inverter&language=english$/);
    });
  });

  test.describe(`${edition.id} FAQ`, () => {
    test.use({ baseURL: origin });

    for (const language of languages.filter((language) => offers(edition, language.code))) {
      test(`${language.code}: a deep link opens its question; the page carries FAQPage data`, async ({ page }) => {
        const categories = await api<FaqCategory[]>("support/getFaqListByCategoryList", { languageCode: language.code });
        const all = categories.flatMap((category) => category.list);
        const target = categories[1]!.list[1]!;
        const other = categories[0]!.list[0]!;
        await page.goto(`${language.prefix}/support/faq#faq-${target.id}`);
        for (const category of categories) {
          await expect(page.getByRole("heading", { level: 2, name: category.name })).toBeVisible();
        }
        // A question is a native disclosure: its summary opens and closes the `<details>` that holds the answer.
        const item = (faq: { id: string }) => page.locator(`details[id="faq-${faq.id}"]`);
        const question = item(target).locator("summary");
        await expect(question).toHaveText(target.question);
        await expect(item(target)).toHaveJSProperty("open", true);
        await expect(question).toBeInViewport();
        await expect(question).toBeFocused();
        const otherQuestion = item(other).locator("summary");
        await expect(item(other)).toHaveJSProperty("open", false);
        await otherQuestion.click();
        await expect(item(other)).toHaveJSProperty("open", true);
        // One answer open at a time within a topic; the keyboard opens and closes questions too.
        const sibling = categories[0]!.list[1]!;
        await item(sibling).locator("summary").focus();
        await page.keyboard.press("Enter");
        await expect(item(sibling)).toHaveJSProperty("open", true);
        await expect(item(other)).toHaveJSProperty("open", false);
        await expect(item(target), "another topic's question stays open").toHaveJSProperty("open", true);
        await page.keyboard.press("Space");
        await expect(item(sibling)).toHaveJSProperty("open", false);

        const [faqPage] = await jsonLdOfType(page, "FAQPage");
        const entities = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
        expect(entities.map((entity) => entity.name)).toEqual(all.map((faq) => faq.question));
        expect(entities[0]?.acceptedAnswer.text.length).toBeGreaterThan(20);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });

  test.describe(`${edition.id} videos`, () => {
    test.use({ baseURL: origin });

    for (const language of languages.filter((language) => offers(edition, language.code))) {
      test(`${language.code}: the player loads only after a click`, async ({ page }) => {
        const [groups, company] = await Promise.all([
          api<{ name: string; list: VideoRow[] }[]>("product/getProductVedioListByCategoryList", { languageCode: language.code }),
          api<{ list: VideoRow[] }>("company/getCompanyVideoList", { languageCode: language.code, pageSize: "24" }),
        ]);
        const videos = [...groups.flatMap((group) => group.list), ...company.list];
        const playerRequests: string[] = [];
        await page.route("https://www.youtube-nocookie.com/**", (route) => {
          playerRequests.push(route.request().url());
          return route.fulfill({ contentType: "text/html", body: "<title>player</title>" });
        });
        await page.goto(`${language.prefix}/support/videoList`);
        for (const group of groups) await expect(page.getByRole("heading", { level: 3, name: group.name })).toBeVisible();
        const cards = page.locator("[data-slot=video-card]");
        await expect(cards).toHaveCount(videos.length);
        await expect(page.locator("iframe")).toHaveCount(0);
        // Nothing from the video host before a click: no frame, no script, no request.
        await expect(page.locator('script[src*="youtube"]')).toHaveCount(0);
        expect(playerRequests).toEqual([]);

        const [video] = videos;
        const card = cards.filter({ hasText: video!.title }).first();
        await card.getByRole("button").click();
        const frame = card.locator("iframe");
        await expect(frame).toHaveAttribute("src", `${video!.embedUrl}?autoplay=1`);
        await expect(frame).toHaveAttribute("title", video!.title);
        await expect(page.locator("iframe")).toHaveCount(1);
        await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
        expect(playerRequests.every((url) => url.startsWith(video!.embedUrl))).toBe(true);

        const objects = await jsonLdOfType(page, "VideoObject");
        expect(objects.map((object) => object.name)).toEqual(videos.map((row) => row.title));
        await expectNoSeriousA11yViolations(page);
      });
    }
  });

  test.describe(`${edition.id} warranty`, () => {
    test.use({ baseURL: origin });

    for (const language of languages.filter((language) => offers(edition, language.code))) {
      test(`${language.code}: the terms by category, and the serial entry refuses a malformed number`, async ({ page }) => {
        const categories = await api<{ name: string; list: { title: string }[] }[]>("support/getWarrantyListByCategoryList", {
          languageCode: language.code,
        });
        await page.goto(`${language.prefix}/support/warranty`);
        for (const category of categories) {
          await expect(page.getByRole("heading", { level: 2, name: category.name })).toBeVisible();
        }
        await expect(page.getByRole("heading", { level: 3, name: categories[0]!.list[0]!.title })).toBeVisible();

        const field = page.locator("input[name=serial]");
        await field.fill("SN12-34");
        await field.press("Enter");
        await expect(field).toHaveAttribute("aria-invalid", "true");
        // The message names the expected form by example, in every language.
        await expect(field).toHaveAccessibleDescription(/SN12345678.*SN12345678/);
        await expect(field).toBeFocused();
        await expect(page).toHaveURL(new RegExp(`${language.prefix}/support/warranty$`));
        await expectNoSeriousA11yViolations(page);
      });
    }

    test("a well-formed serial number opens its page on the monitoring platform", async ({ page }) => {
      await page.route("https://monitor.aurevo.example/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Monitoring</title><h1>Device</h1>" }),
      );
      await page.goto("/support/warranty");
      const field = page.getByRole("textbox", { name: "Data-stick serial number" });
      await field.fill("");
      await page.getByRole("button", { name: "Open on the monitoring platform" }).click();
      await expect(field).toHaveAccessibleDescription(/Please input the data-stick serial number/);
      await field.fill("sn12 345 678");
      await expect(field).not.toHaveAttribute("aria-invalid");
      await page.getByRole("button", { name: "Open on the monitoring platform" }).click();
      await expect(page).toHaveURL("https://monitor.aurevo.example/device/SN12345678");
    });
  });
}
