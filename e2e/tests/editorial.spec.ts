import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { getBlogs, getBlogWithComments, getEvents, getNews } from "@repo/api-client/about";
import type { LanguageCode } from "@repo/api-client/contract";
import { createFetcher } from "@repo/api-client/fetcher";
import { getWebinars } from "@repo/api-client/support";
import { API_URL, editions, offers } from "../editions";
import { expectNoSeriousA11yViolations } from "../support/axe";

/** The site's texts, read from the catalogs the site renders from. */
function catalog(intl: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../packages/locales/src/messages/${intl}.json`, import.meta.url), "utf8")) as Record<string, string>;
}

const languages = [
  { code: "english", prefix: "", intl: "en" },
  { code: "spanish", prefix: "/spanish", intl: "es" },
  { code: "burmese", prefix: "/burmese", intl: "my" },
] as const satisfies readonly { code: LanguageCode; prefix: string; intl: string }[];

/** Lists show six items a page. */
const PAGE_SIZE = 6;

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (SPEC §9) of Unix seconds in `timeZone`. */
function specDate(seconds: number, timeZone: string, withTime = false): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(seconds * 1000))
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}:${parts.second}` : day;
}

/** Western digits as a page writes them: burmese pages write Myanmar digits (`packages/locales/src/numerals.ts`). */
function inDigits(text: string, intl: string): string {
  return intl === "my" ? text.replace(/[0-9]/g, (digit) => "၀၁၂၃၄၅၆၇၈၉"[Number(digit)]!) : text;
}

/** The zone as event pages name it: ICU's place-named zone and its offset (`Brisbane Time (GMT+10)`). */
function zoneName(timeZone: string, seconds: number, intl: string): string {
  const name = (style: "shortGeneric" | "short") =>
    new Intl.DateTimeFormat(intl, { timeZone, timeZoneName: style }).formatToParts(new Date(seconds * 1000)).find((part) => part.type === "timeZoneName")!.value;
  return inDigits(name("shortGeneric") === name("short") ? name("short") : `${name("shortGeneric")} (${name("short")})`, intl);
}

/** Follows the "Next page" links from the first page to the last, where the list says 'No more results'. */
async function pageToTheEnd(page: Page, t: Record<string, string>, total: number) {
  const pages = Math.ceil(total / PAGE_SIZE);
  const end = page.getByRole("status").filter({ hasText: t["paging.noMore"]! });
  for (let current = 1; current < pages; current += 1) {
    await expect(end).toHaveCount(0);
    await page.getByRole("link", { name: t["paging.next"]! }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${current + 1}$`));
  }
  await expect(end).toBeVisible();
  await expect(page.getByRole("link", { name: t["paging.next"]! })).toHaveCount(0);
}

const [first, ...others] = editions;

if (first) {
  test.describe(`${first.id} edition: news, blogs, events and webinars`, () => {
    test.use({ baseURL: `http://127.0.0.1:${first.port}` });

    for (const language of languages.filter((language) => offers(first, language.code))) {
      const t = catalog(language.intl);
      const api = createFetcher({ baseUrl: API_URL, languageCode: language.code, edition: first.id });
      const path = (route: string) => `${language.prefix}${route}`;
      /** A date as this language's pages write it. */
      const shownDate = (seconds: number, timeZone: string, withTime = false) => inDigits(specDate(seconds, timeZone, withTime), language.intl);

      test(`${language.code}: news list pages to the end and opens an article`, async ({ page }) => {
        const news = await getNews(api, { pageSize: PAGE_SIZE });
        const [top] = news.items;
        expect(top).toBeDefined();
        await page.goto(path("/about/news"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["news.title"]!);
        const list = page.getByRole("list", { name: t["news.articles"]! });
        await expect(list.getByRole("heading", { level: 2 })).toHaveText(news.items.map((item) => item.title));
        await expect(list.getByRole("listitem").first()).toContainText(shownDate(top!.date, "UTC"));
        await expectNoSeriousA11yViolations(page);
        await pageToTheEnd(page, t, news.total);

        await page.goto(path("/about/news"));
        await list.getByRole("link", { name: top!.title }).click();
        await expect(page).toHaveURL(new RegExp(`${path(`/about/news/${top!.id}`)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(top!.title);
        await expect(page.getByText(t["dates.published"]!.replace("{date}", shownDate(top!.date, "UTC")))).toBeVisible();
        await expect(page.getByRole("link", { name: new RegExp(t["share.facebook"]!) })).toHaveAttribute(
          "href",
          /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
        );
        const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(structured.map((text) => (JSON.parse(text) as { "@type": string })["@type"])).toContain("NewsArticle");
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
        await expectNoSeriousA11yViolations(page);
      });

      test(`${language.code}: blogs page to the end and a post shows its comments as plain text`, async ({ page }) => {
        const blogs = await getBlogs(api, { pageSize: PAGE_SIZE });
        const id = "lfp-vs-nmc-battery-chemistry";
        const { blog, comments } = await getBlogWithComments(api, { id });
        expect(blogs.items.map((item) => item.id), "the commented post is on the first page").toContain(id);

        await page.goto(path("/about/blogs"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["blogs.title"]!);
        const list = page.getByRole("list", { name: t["blogs.articles"]! });
        await expect(list.getByRole("heading", { level: 2 })).toHaveText(blogs.items.map((item) => item.title));
        await expectNoSeriousA11yViolations(page);
        await pageToTheEnd(page, t, blogs.total);

        await page.goto(path("/about/blogs"));
        await list.getByRole("link", { name: blog.title }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.title);
        const section = page.getByRole("region", { name: t["blogs.comments.title"]! });
        const shown = section.getByRole("article");
        await expect(shown).toHaveCount(comments.items.length);
        for (const [index, comment] of comments.items.entries()) {
          await expect(shown.nth(index)).toContainText(comment.name);
          await expect(shown.nth(index)).toContainText(shownDate(comment.createdAt, "UTC", true));
        }
        // Decoded, and shown as the characters typed: no element comes out of a comment.
        const tricky = shown.filter({ hasText: "<script>alert(1)</script>" });
        await expect(tricky).toContainText("<b>bold</b> stays plain");
        await expect(section.locator("[data-slot=comment-text] :is(b, script)")).toHaveCount(0);
        // E-mail addresses are never published.
        await expect(section).not.toContainText("@example.");
        const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(structured.map((text) => (JSON.parse(text) as { "@type": string })["@type"])).toContain("BlogPosting");
        await expectNoSeriousA11yViolations(page);
      });

      test(`${language.code}: events show place and dates, open, and download to a calendar in their zone`, async ({ page }) => {
        const events = await getEvents(api, { pageSize: PAGE_SIZE });
        const event = events.items.find((item) => item.id === "installer-training-brisbane-2027");
        expect(event, "the Brisbane training is on the first page").toBeDefined();
        const zone = "Australia/Brisbane";

        await page.goto(path("/about/event"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["events.title"]!);
        const list = page.getByRole("list", { name: t["events.list"]! });
        await expect(list.getByRole("heading", { level: 2 })).toHaveText(events.items.map((item) => item.title));
        const card = list.getByRole("listitem").filter({ hasText: event!.title });
        await expect(card).toContainText(event!.place);
        await expect(card).toContainText(shownDate(event!.startDate, zone));
        await expect(card).toContainText(shownDate(event!.endDate, zone));
        await expectNoSeriousA11yViolations(page);
        await pageToTheEnd(page, t, events.total);

        await page.goto(path("/about/event"));
        await list.getByRole("link", { name: event!.title }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(event!.title);
        await expect(page.locator("[data-slot=event-start]")).toHaveText(shownDate(event!.startDate, zone, true));
        await expect(page.locator("[data-slot=event-end]")).toHaveText(shownDate(event!.endDate, zone, true));
        await expect(page.getByRole("complementary")).toContainText(zoneName(zone, event!.startDate, language.intl));
        await expectNoSeriousA11yViolations(page);

        const downloading = page.waitForEvent("download");
        await page.getByRole("link", { name: new RegExp(t["calendar.add"]!) }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`${event!.id}.ics`);
        const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), "utf8")));
        const vevent = calendar.getFirstSubcomponent("vevent")!;
        expect(vevent.getFirstPropertyValue("summary")).toBe(event!.title);
        expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(zone);
        expect((vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toString()).toBe(specDate(event!.startDate, zone, true).replace(" ", "T"));
        expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(zone);

        const response = await page.request.get(path(`/about/event/${event!.id}/calendar.ics`));
        expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      });

      test(`${language.code}: webinars open, upcoming ones download to a calendar, past ones say registration is closed`, async ({ page }) => {
        const webinars = await getWebinars(api, { pageSize: PAGE_SIZE });
        const upcoming = webinars.items.find((item) => item.registrationOpen);
        const past = webinars.items.find((item) => !item.registrationOpen);

        await page.goto(path("/support/webinar"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["webinars.title"]!);
        const list = page.getByRole("list", { name: t["webinars.list"]! });
        await expect(list.getByRole("heading", { level: 2 })).toHaveText(webinars.items.map((item) => item.title));
        await expect(list.getByRole("listitem").first()).toContainText(shownDate(webinars.items[0]!.startsAt, "UTC", true));
        await expectNoSeriousA11yViolations(page);
        await pageToTheEnd(page, t, webinars.total);

        if (upcoming) {
          await page.goto(path("/support/webinar"));
          await list.getByRole("link", { name: upcoming.title }).click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(upcoming.title);
          await expect(page.locator("[data-slot=webinar-start]")).toHaveText(`${shownDate(upcoming.startsAt, "UTC", true)} UTC`);
          await expect(page.getByText(t["webinars.registration.closed"]!)).toHaveCount(0);
          const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
          const event = structured.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Event");
          expect(event?.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
          await expectNoSeriousA11yViolations(page);

          const downloading = page.waitForEvent("download");
          await page.getByRole("link", { name: new RegExp(t["calendar.add"]!) }).click();
          const download = await downloading;
          expect(download.suggestedFilename()).toBe(`${upcoming.id}.ics`);
          const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), "utf8")));
          const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
          expect(vevent.summary).toBe(upcoming.title);
          expect(vevent.startDate.zone?.tzid).toBe("UTC");
          expect(vevent.startDate.toUnixTime()).toBe(upcoming.startsAt);
          expect(vevent.endDate.toUnixTime()).toBe(upcoming.startsAt + upcoming.durationMinutes * 60);
        }
        if (past) {
          await page.goto(path(`/support/webinar/${past.id}`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(past.title);
          await expect(page.getByText(t["webinars.registration.closed"]!)).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        }
      });
    }

    test("unknown ids answer 404 on every detail and calendar", async ({ request }) => {
      for (const route of [
        "/about/news/no-such-news",
        "/spanish/about/blogs/no-such-post",
        "/burmese/about/event/no-such-event",
        "/support/webinar/no-such-webinar",
        "/about/event/no-such-event/calendar.ics",
        "/spanish/support/webinar/no-such-webinar/calendar.ics",
        "/about/news?page=99",
        "/about/blogs?page=zero",
      ]) {
        expect((await request.get(route)).status(), route).toBe(404);
      }
    });

    test("on a phone the lists take one column and nothing overflows sideways", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const route of ["/about/news", "/about/blogs", "/about/event", "/support/webinar"]) {
        await page.goto(route);
        const cards = page.locator("main ul li");
        const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(b!.y, route).toBeGreaterThan(a!.y + a!.height - 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
      }
      await page.goto("/about/blogs/lfp-vs-nmc-battery-chemistry");
      await expectNoSeriousA11yViolations(page);
    });
  });
}

for (const edition of others) {
  test.describe(`${edition.id} edition: editorial screens`, () => {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("news and events list the API's items and an event downloads as a calendar", async ({ page }) => {
      // As the edition asks: its own regional items are on its list.
      const api = createFetcher({ baseUrl: API_URL, languageCode: "english", edition: edition.id });
      const news = await getNews(api, { pageSize: PAGE_SIZE });
      await page.goto("/about/news");
      await expect(page.getByRole("list", { name: "News articles" }).getByRole("heading", { level: 2 })).toHaveText(
        news.items.map((item) => item.title),
      );
      const [event] = (await getEvents(api, { pageSize: 1 })).items;
      const response = await page.request.get(`/about/event/${event!.id}/calendar.ics`);
      expect(response.status()).toBe(200);
      const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent("vevent")!;
      expect(vevent.getFirstPropertyValue("summary")).toBe(event!.title);
      expect((await page.request.get("/about/blogs/no-such-post")).status()).toBe(404);
    });
  });
}
