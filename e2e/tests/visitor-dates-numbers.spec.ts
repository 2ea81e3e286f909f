import { readFileSync } from "node:fs";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import ICAL from "ical.js";
import type { LanguageCode } from "@repo/api-client/contract";
import { API_URL, editions, offers } from "../editions";

/**
 * What a visitor reads of dates, times and numbers: an event shows the same
 * days on the home page, the events list and its own page, in its venue's
 * zone, and says which; its calendar file carries the zone; a FAQ answer
 * found by search opens where it is; a burmese page writes the numbers the
 * site formats in one numeral system (Myanmar digits). Every test starts in a
 * fresh browser context, on a first visit.
 */

/** A first visit compiles nothing, but the machine is shared: allow some time. */
const expect = baseExpect.configure({ timeout: 20_000 });

function catalog(intl: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../packages/locales/src/messages/${intl}.json`, import.meta.url), "utf8")) as Record<string, string>;
}

const languages = [
  { code: "english", prefix: "", intl: "en" },
  { code: "burmese", prefix: "/burmese", intl: "my" },
] as const satisfies readonly { code: LanguageCode; prefix: string; intl: string }[];

const MYANMAR_DIGITS = "၀၁၂၃၄၅၆၇၈၉";
/** Western digits as burmese pages write them (the numeral rule: Myanmar digits). */
const inDigits = (text: string, intl: string) => (intl === "my" ? text.replace(/[0-9]/g, (digit) => MYANMAR_DIGITS[Number(digit)]!) : text);

/** The zone as the page names it: ICU's place-named zone and its offset (`Brisbane Time (GMT+10)`). */
function zoneName(timeZone: string, seconds: number, intl: string): string {
  const name = (style: "shortGeneric" | "short") =>
    new Intl.DateTimeFormat(intl, { timeZone, timeZoneName: style })
      .formatToParts(new Date(seconds * 1000))
      .find((part) => part.type === "timeZoneName")!.value;
  return name("shortGeneric") === name("short") ? name("short") : `${name("shortGeneric")} (${name("short")})`;
}

/**
 * The two upcoming demo events the issue names, with the days and hours they
 * were announced with at their venue (SPEC's demo content): Bangkok 09:00 to
 * 17:00, Brisbane 08:30 to 16:30.
 */
const announced = {
  "asia-storage-days-bangkok-2027": { zone: "Asia/Bangkok", days: ["2027-03-23", "2027-03-25"] },
  "installer-training-brisbane-2027": {
    zone: "Australia/Brisbane",
    days: ["2027-02-10", "2027-02-11"],
    start: "2027-02-10 08:30:00",
    end: "2027-02-11 16:30:00",
  },
} as const;
type Announced = keyof typeof announced;

/** Western digit runs in a text a burmese page formatted. */
const westernRuns = (text: string) => text.match(/[0-9]+/g) ?? [];

/** The visible texts of `locator`'s elements. */
const textsOf = async (locator: Locator) => (await locator.allInnerTexts()).map((text) => text.trim()).filter(Boolean);

/** An event's title and start as the content API lists it (read as plain JSON, whatever its other fields). */
interface ListedEvent {
  title: string;
  startDate: number;
}
async function listedEvent(id: string, languageCode: LanguageCode): Promise<ListedEvent> {
  const query = new URLSearchParams({ id, languageCode, pageSize: "1" });
  const body = (await (await fetch(`${API_URL}/api/about/getEventListByParam?${query}`)).json()) as { data: { list: ListedEvent[] } };
  const [event] = body.data.list;
  if (!event) throw new Error(`no event ${id}`);
  return event;
}

const [first] = editions;
const burmeseEdition = editions.find((edition) => edition.id === "burmese") ?? first;

if (first) {
  test.describe(`${first.id} edition: event dates in the venue's zone`, () => {
    test.use({ baseURL: `http://127.0.0.1:${first.port}` });

    for (const language of languages.filter((language) => offers(first, language.code))) {
      const t = catalog(language.intl);
      const path = (route: string) => `${language.prefix}${route}`;

      test(`${language.code}: home, the events list and the event's page show the same days and name the zone`, async ({ page }) => {
        const events = new Map<string, ListedEvent>();
        for (const id of Object.keys(announced)) events.set(id, await listedEvent(id, language.code));
        const range = (id: Announced) => {
          const [from, to] = announced[id].days;
          return inDigits(t["dates.range"]!.replace("{start}", from).replace("{end}", to), language.intl);
        };
        const zone = (id: Announced) =>
          inDigits(t["events.zone"]!.replace("{zone}", zoneName(announced[id].zone, events.get(id)!.startDate, language.intl)), language.intl);

        await page.goto(path("/"));
        const home = page.getByRole("region", { name: t["events.upcoming"]! });
        for (const id of Object.keys(announced) as Announced[]) {
          const card = home.getByRole("listitem").filter({ hasText: events.get(id)!.title });
          await expect(card).toContainText(range(id));
          await expect(card).toContainText(zone(id));
        }

        await page.goto(path("/about/event"));
        const list = page.getByRole("list", { name: t["events.list"]! });
        for (const id of Object.keys(announced) as Announced[]) {
          const card = list.getByRole("listitem").filter({ hasText: events.get(id)!.title });
          await expect(card).toContainText(range(id));
          await expect(card).toContainText(zone(id));
        }

        for (const id of Object.keys(announced) as Announced[]) {
          await page.goto(path(`/about/event/${id}`));
          const [from, to] = announced[id].days;
          await expect(page.locator("[data-slot=event-start]")).toContainText(inDigits(from, language.intl));
          await expect(page.locator("[data-slot=event-end]")).toContainText(inDigits(to, language.intl));
          // Nothing ends at a midnight the visitor has to work out.
          await expect(page.locator("[data-slot=event-end]")).not.toContainText(inDigits("00:00:00", language.intl));
          await expect(page.getByRole("complementary")).toContainText(inDigits(zoneName(announced[id].zone, events.get(id)!.startDate, language.intl), language.intl));
        }
      });
    }

    test("the Brisbane training starts and ends in Brisbane time, and its calendar file says so", async ({ page }) => {
      const brisbane = announced["installer-training-brisbane-2027"];
      await page.goto("/about/event/installer-training-brisbane-2027");
      await expect(page.locator("[data-slot=event-start]")).toHaveText(brisbane.start);
      await expect(page.locator("[data-slot=event-end]")).toHaveText(brisbane.end);

      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: new RegExp(catalog("en")["calendar.add"]!) }).click();
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(await (await downloading).path(), "utf8")));
      const vevent = calendar.getFirstSubcomponent("vevent")!;
      expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(brisbane.zone);
      expect(vevent.getFirstProperty("dtend")?.getParameter("tzid")).toBe(brisbane.zone);
      expect((vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toString()).toBe(brisbane.start.replace(" ", "T"));
      expect((vevent.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe(brisbane.end.replace(" ", "T"));
      expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(brisbane.zone);
    });

    test("the burmese Brisbane page shows the same hours in Myanmar digits", async ({ page }) => {
      const brisbane = announced["installer-training-brisbane-2027"];
      await page.goto("/burmese/about/event/installer-training-brisbane-2027");
      await expect(page.locator("[data-slot=event-start]")).toHaveText(inDigits(brisbane.start, "my"));
      await expect(page.locator("[data-slot=event-end]")).toHaveText(inDigits(brisbane.end, "my"));
    });
  });

  test.describe(`${first.id} edition: a FAQ answer found by search`, () => {
    test.use({ baseURL: `http://127.0.0.1:${first.port}` });

    for (const language of [languages[0]] as const) {
      test(`${language.code}: clicking a FAQ result lands on the opened question, scrolled to it`, async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path(language.prefix, "/search/battery?type=faq"));
        const results = page.getByRole("list", { name: /battery/ });
        const links = results.getByRole("link");
        await expect(links.first()).toBeVisible();
        // The last hit: its question sits lower on the FAQ page than the first screen.
        const link = links.last();
        const question = (await link.innerText()).trim();
        // Scroll the search page so a kept offset would show.
        await page.mouse.wheel(0, 400);
        await link.click();
        await expect(page).toHaveURL(/\/support\/faq#faq-[a-z0-9-]+$/);
        // The question is the summary of a native disclosure, open when its `<details>` is.
        const trigger = page.locator("details > summary", { hasText: question });
        await expect(trigger.locator("xpath=..")).toHaveJSProperty("open", true);
        await expect(trigger).toBeInViewport();

        // A fresh load of the same address does the same.
        const address = page.url();
        await page.goto("about:blank");
        await page.goto(address);
        await expect(trigger.locator("xpath=..")).toHaveJSProperty("open", true);
        await expect(trigger).toBeInViewport();
      });
    }
  });
}

function path(prefix: string, route: string) {
  return `${prefix}${route}`;
}

if (burmeseEdition) {
  test.describe(`${burmeseEdition.id} edition: one numeral system on burmese pages`, () => {
    test.use({ baseURL: `http://127.0.0.1:${burmeseEdition.port}` });

    /** Asserts the site's formatted figures read in Myanmar digits, with no Western digit run among them. */
    async function expectMyanmarDigits(page: Page, texts: string[], what: string) {
      expect(texts.length, what).toBeGreaterThan(0);
      for (const text of texts) {
        expect(westernRuns(text), `${what}: "${text}"`).toEqual([]);
        expect(text, `${what}: "${text}"`).toMatch(/[၀-၉]/);
      }
    }

    test("downloads: the count, sizes, dates and page numbers", async ({ page }) => {
      const t = catalog("my");
      await page.goto("/burmese/downloads");
      const count = page.getByText(new RegExp(`^${t["downloads.results"]!.replace(/\{count[^}]*\}/, "\\S+")}$`));
      await expectMyanmarDigits(page, await textsOf(count), "document count");
      const facts = page.locator("main dl");
      const sizes = facts.locator("div").filter({ hasText: t["downloads.meta.size"]! }).locator("dd");
      const dates = facts.locator("div").filter({ hasText: t["downloads.meta.date"]! }).locator("dd");
      await expectMyanmarDigits(page, await textsOf(sizes), "file sizes");
      await expectMyanmarDigits(page, await textsOf(dates), "dates");
    });

    test("search: the result count and the tab counts", async ({ page }) => {
      await page.goto("/burmese/search/battery");
      const t = catalog("my");
      const summary = page.getByText(new RegExp(`^${t["search.results"]!.replace(/\{total[^}]*\}/, "\\S+")}$`));
      await expectMyanmarDigits(page, await textsOf(summary), "result count");
      const tabs = page.getByRole("navigation").filter({ has: page.getByRole("link", { name: new RegExp(t["search.types.all"]!) }) });
      await expectMyanmarDigits(page, await textsOf(tabs.getByRole("link")), "tab counts");
      const pages = page.getByRole("navigation", { name: t["search.paging"]! }).getByRole("link");
      if ((await pages.count()) > 0) {
        for (const link of await pages.all()) {
          const name = (await link.getAttribute("aria-label")) ?? (await link.innerText());
          expect(westernRuns(name), `page link "${name}"`).toEqual([]);
        }
      }
    });

    test("a product: key figures, specifications, document sizes and the gallery's labels", async ({ page }) => {
      await page.goto("/burmese/products/helios-6");
      const t = catalog("my");
      const specs = page.getByRole("table").last().locator("tbody td:last-child");
      const figures = await textsOf(specs);
      // Figures only: a protection class such as IP65 is a code, not a number.
      await expectMyanmarDigits(page, figures.filter((text) => !/^[A-Z]{2}\d/.test(text)), "specification values");
      // The thumbnails' link names ("show image 2 of 3").
      const [before = ""] = t["products.galleryShow"]!.split("{");
      const thumbnails = page.getByRole("link", { name: new RegExp(`^${before.trim()}`) });
      const labels = await Promise.all((await thumbnails.all()).map((link) => link.innerText()));
      await expectMyanmarDigits(page, labels, "gallery labels");
      // Each picture's name ends with its place in the gallery ("… (၁/၃)").
      const pictures = page.locator("li[id^=product-image-] img");
      const names = await Promise.all((await pictures.all()).map(async (picture) => /\(([^)]*)\)$/.exec((await picture.getAttribute("alt")) ?? "")?.[1] ?? ""));
      await expectMyanmarDigits(page, names, "picture numbers");
    });
  });
}
