import {
  type APIRequestContext,
  type Browser,
  type Page,
  expect as baseExpect,
  request as requests,
  test,
} from "@playwright/test";
import { ADMIN_TOKEN, API_URL, STUDIO_URL, editions, externalServers } from "../editions";
import { expectNoSeriousA11yViolations } from "../support/axe";

/** A first render of a production page on a shared machine may take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The studio as a regional team uses it, against the production builds of the run: an editor of the
 * nigeria edition writes the spanish texts of a nigeria-only news item on a phone, a publisher
 * publishes them, and they are on nigeria's spanish news list within 10 s and not on australia's.
 * The API, not the studio's pages, keeps each person to their grant.
 */
const nigeria = editions.find((edition) => edition.id === "nigeria");
const australia = editions.find((edition) => edition.id === "australia");
const SLUG = `studio-e2e-${Date.now().toString(36)}`;
const ENGLISH = {
  title: "Aurevo trains installers in Abuja",
  summary: "A new course.",
  bodyHtml: "<p>Every month.</p>",
  imageAlt: "A class",
};
const SPANISH_TITLE = "Aurevo forma instaladores en Abuja";

type Envelope<T> = { code: number; msg: string; data: T };

/** The API as one person signed in through a one-time link: their cookie and CSRF token go with every call. */
async function signedIn(link: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await requests.newContext({ baseURL: API_URL, extraHTTPHeaders: { origin: STUDIO_URL } });
  const url = new URL(link);
  const res = await api.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const me = (await (await api.get("/studio/api/me")).json()) as Envelope<{ csrfToken: string }>;
  expect(me.code).toBe(200);
  return { api, csrf: me.data.csrfToken };
}

async function call<T>(
  as: { api: APIRequestContext; csrf: string },
  path: string,
  data: unknown,
): Promise<Envelope<T>> {
  const res = await as.api.post(path, { data, headers: { "x-csrf-token": as.csrf } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code).toBe(res.status());
  return body;
}

/** A phone-sized page signed in by following `link` in the browser, as the person would from their e-mail. */
async function phoneSignedIn(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

test.describe("the studio", () => {
  test.skip(
    !nigeria || !australia || externalServers !== undefined,
    "needs the run's own nigeria and australia editions and studio",
  );

  test("an editor of nigeria writes a news item's spanish texts on a phone, a publisher publishes them, and nigeria alone shows them within 10 s", async ({
    browser,
    request,
  }) => {
    // The first admin comes from the admin token (as `content studio-admin` asks), and invites the others.
    const first = await request.post(`${API_URL}/admin/studio/admins`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { email: "admin@aurevo.example" },
    });
    const admin = await signedIn(((await first.json()) as Envelope<{ link: string }>).data.link);
    const invite = async (email: string, grants: unknown[]) =>
      (await call<{ link: string }>(admin, "/studio/api/people", { email, name: email.split("@")[0], grants })).data
        .link;
    const editorLink = await invite(`editor.${SLUG}@aurevo.example`, [
      { role: "editor", editions: ["nigeria"], languages: ["english", "spanish"] },
    ]);
    const publisherLink = await invite(`publisher.${SLUG}@aurevo.example`, [
      { role: "publisher", editions: ["nigeria"] },
    ]);

    // The item itself and its english texts, live on nigeria (the studio's pages edit texts; shared fields come through the API).
    const publisher = await signedIn(
      await invite(`setup.${SLUG}@aurevo.example`, [{ role: "publisher", editions: ["nigeria"] }]),
    );
    const item = { date: 1_790_000_000, image: "news/lagos-service-centre.webp", editions: ["nigeria"] };
    expect(
      (await call(publisher, `/studio/api/items/news/${SLUG}/save`, { part: "item", body: item, basedOn: null })).code,
    ).toBe(200);
    expect(
      (await call(publisher, `/studio/api/items/news/${SLUG}/save`, { part: "english", body: ENGLISH, basedOn: null }))
        .code,
    ).toBe(200);
    expect((await call(publisher, `/studio/api/items/news/${SLUG}/publish`, { parts: ["item", "english"] })).code).toBe(
      200,
    );

    // The editor, on a phone: the spanish texts beside the english source, saved as a draft.
    const editor = await phoneSignedIn(browser, editorLink);
    await editor.goto(`${STUDIO_URL}/items/news/${SLUG}?language=spanish`);
    await expect(editor.getByRole("heading", { level: 1 })).toContainText(ENGLISH.title);
    await editor.getByLabel("Title").fill(SPANISH_TITLE);
    await editor.getByLabel("Summary").fill("Un curso nuevo.");
    await editor.getByLabel("Body").fill("<p>Cada mes.</p>");
    await editor.getByLabel("Picture description").fill("Una clase");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByText("Draft saved.")).toBeVisible();
    // Saved is not live, and an editor cannot make it live: the API refuses, whatever a page shows.
    const editorApi = await signedIn(
      await invite(`editor2.${SLUG}@aurevo.example`, [{ role: "editor", editions: ["nigeria"] }]),
    );
    const refused = await call(editorApi, `/studio/api/items/news/${SLUG}/publish`, { parts: ["spanish"] });
    expect(refused.code).toBe(403);
    const nigeriaList = `http://127.0.0.1:${nigeria!.port}/spanish/about/news`;
    expect(await (await request.get(nigeriaList)).text()).not.toContain(SPANISH_TITLE);

    // The publisher publishes the spanish texts from the studio.
    const publisherPage = await phoneSignedIn(browser, publisherLink);
    await publisherPage.goto(`${STUDIO_URL}/items/news/${SLUG}?language=spanish`);
    await expect(publisherPage.getByLabel("Title")).toHaveValue(SPANISH_TITLE);
    await publisherPage.getByRole("button", { name: "Publish the Spanish texts" }).click();
    const published = Date.now();
    await expect(publisherPage.getByText("Published: the sites show it within seconds.")).toBeVisible();

    await expect
      .poll(async () => (await (await request.get(nigeriaList)).text()).includes(SPANISH_TITLE), {
        timeout: 10_000,
        intervals: [250],
      })
      .toBe(true);
    console.log(
      `nigeria's spanish news list showed the published texts ${Date.now() - published} ms after the publish was clicked`,
    );
    const australiaList = await request.get(`http://127.0.0.1:${australia!.port}/spanish/about/news`);
    expect(await australiaList.text()).not.toContain(SPANISH_TITLE);
    expect((await request.get(`http://127.0.0.1:${australia!.port}/spanish/about/news/${SLUG}`)).status()).toBe(404);
  });

  test("a person outside their grant, without a session or with a forged token is refused by the API", async ({
    request,
  }) => {
    const first = await request.post(`${API_URL}/admin/studio/admins`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { email: "admin@aurevo.example" },
    });
    const admin = await signedIn(((await first.json()) as Envelope<{ link: string }>).data.link);
    const invite = async (email: string, grants: unknown[]) =>
      (await call<{ link: string }>(admin, "/studio/api/people", { email, name: "x", grants })).data.link;
    const australiaEditor = await signedIn(
      await invite(`au.${SLUG}@aurevo.example`, [{ role: "editor", editions: ["australia"] }]),
    );
    const translator = await signedIn(
      await invite(`tr.${SLUG}@aurevo.example`, [{ role: "translator", languages: ["burmese"] }]),
    );
    const lagos = "aurevo-opens-lagos-service-centre";

    const versions = (await (
      await australiaEditor.api.get(`/studio/api/items/news/${lagos}`)
    ).json()) as Envelope<unknown>;
    expect(versions.code).toBe(200);
    expect(
      (
        await call(australiaEditor, `/studio/api/items/news/${lagos}/save`, {
          part: "english",
          body: { title: "x" },
          basedOn: null,
        })
      ).code,
    ).toBe(403);
    expect((await call(translator, `/studio/api/items/news/${lagos}/publish`, { parts: ["burmese"] })).code).toBe(403);
    expect(
      (
        await call(translator, `/studio/api/people`, {
          email: "x@aurevo.example",
          name: "x",
          grants: [{ role: "admin" }],
        })
      ).code,
    ).toBe(403);
    const forged = await translator.api.post(`/studio/api/items/news/${lagos}/save`, {
      data: { part: "burmese", body: { title: "x" }, basedOn: null },
      headers: { "x-csrf-token": admin.csrf },
    });
    expect(forged.status()).toBe(403);
    const anonymous = await request.post(`${API_URL}/studio/api/items/news/${lagos}/save`, {
      data: { part: "burmese", body: {}, basedOn: null },
      headers: { origin: STUDIO_URL },
    });
    expect(anonymous.status()).toBe(401);
    // The studio's own pages send a signed-out visitor to sign in.
    const page = await request.get(`${STUDIO_URL}/items/news`, { maxRedirects: 0 });
    expect([303, 307, 302]).toContain(page.status());
    expect(page.headers().location).toContain("/sign-in");
  });

  test("every studio screen is axe clean in english and burmese, on a desktop and a phone, and the keyboard alone signs in and saves", async ({
    browser,
    request,
  }) => {
    const email = `keys.${SLUG}@aurevo.example`;
    const first = await request.post(`${API_URL}/admin/studio/admins`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { email },
    });
    const link = ((await first.json()) as Envelope<{ link: string }>).data.link;
    const password = "a keyboard-typed passphrase";
    const lagos = "aurevo-opens-lagos-service-centre";

    for (const [locale, viewport] of [
      ["en", { width: 1280, height: 900 }],
      ["my", { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: "studio_locale", value: locale, url: STUDIO_URL }]);
      const page = await context.newPage();
      await page.goto(`${STUDIO_URL}/sign-in`);
      await expectNoSeriousA11yViolations(page);
      if (locale === "en") {
        // The one-time link signs in; the account page then sets a password.
        await page.goto(link);
        await expect(page).toHaveURL(/\/account$/);
        const api = await signedIn(
          (
            (await (
              await request.post(`${API_URL}/admin/studio/admins`, {
                headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
                data: { email },
              })
            ).json()) as Envelope<{ link: string }>
          ).data.link,
        );
        expect((await call(api, "/studio/api/password", { newPassword: password })).code).toBe(200);
      } else {
        // Signed in by the keyboard alone: Tab to each field, type, Enter.
        const focused = () =>
          page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName ?? "");
        for (let presses = 0; presses < 30 && (await focused()) !== "email"; presses += 1)
          await page.keyboard.press("Tab");
        expect(await focused()).toBe("email");
        await page.keyboard.type(email);
        await page.keyboard.press("Tab");
        expect(await focused()).toBe("password");
        await page.keyboard.type(password);
        await page.keyboard.press("Enter");
        await expect(page).not.toHaveURL(/sign-in/);
      }
      for (const path of ["/account", "/", "/items/news", `/items/news/${lagos}?language=spanish`]) {
        await page.goto(`${STUDIO_URL}${path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectNoSeriousA11yViolations(page);
      }
      if (locale === "my") {
        // On the item, the keyboard reaches the save button past every field, and saving works.
        const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
        await page.locator("body").press("Tab");
        let presses = 0;
        for (; presses < 80 && (await focusedText()) !== "မူကြမ်း သိမ်းရန်"; presses += 1) await page.keyboard.press("Tab");
        expect(presses).toBeLessThan(80);
        await page.keyboard.press("Enter");
        await expect(page.getByText("မူကြမ်းကို သိမ်းဆည်းပြီးပါပြီ။")).toBeVisible();
      }
      await context.close();
    }
  });
});
