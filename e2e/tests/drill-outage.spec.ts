import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, Socket, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import { RELAY_REVALIDATE_SECONDS, REVALIDATE_SECRET, relay as relayServer } from "../editions";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { type ContentApiProcess, contentApiDir, contentCli, startContentApi } from "../support/content-api";
import { FILL_TIME_MS, field, quietBlog, submit, unique } from "../support/forms";

/** A production server renders a page on first visit: answers may take a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

const HOST = "127.0.0.1";

/** What a visitor reads first on a page: its title and its heading. */
function pageFacts(html: string): string {
  const text = (fragment = "") => fragment.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
  return `${text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1])} | ${text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1])}`;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

/**
 * The content API going down. A server action calls the API from the server,
 * where the browser cannot intercept, so these run against an edition whose
 * `CONTENT_API_URL` points at a relay the tests open and cut, leading to a
 * content API of their own that they stop, change and start again (`relay` in
 * editions.ts; the run starts that edition).
 */
test.describe("the API down", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(!relayServer, "the run has no edition behind a relay (E2E_RELAY_PORT, E2E_RELAY_SERVER)");
  const { port: relayPort, server: editionPort, api: apiPort } = relayServer ?? { port: 0, server: 0, api: 0 };
  const origin = `http://${HOST}:${editionPort}`;
  const apiUrl = `http://${HOST}:${apiPort}`;
  test.use({ baseURL: origin });

  const dataDir = mkdtempSync(join(tmpdir(), "aurevo-e2e-outage-"));
  let api: ContentApiProcess | undefined;
  let relay: Server;
  const sockets = new Set<Socket>();
  let up = true;

  const startApi = async () => {
    api = await startContentApi(apiPort, dataDir, { TRUSTED_PROXIES: "127.0.0.1,::1", INSERT_RATE_LIMIT: "100000", MIN_FILL_MS: "0" });
  };
  const stopApi = async () => api?.stop();

  /** Cuts the way to the API: new connections are refused, open ones dropped. */
  function cut() {
    up = false;
    for (const socket of sockets) socket.destroy();
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    relay = createServer((client) => {
      if (!up) return client.destroy();
      const upstream = new Socket();
      upstream.connect(apiPort, HOST);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(relayPort, HOST, resolve));
    await startApi();
  });

  test.afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => relay?.close(resolve));
    await stopApi();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a comment sent while the API is down is kept, says so, and goes through once it is back", async ({ page }) => {
    up = true;
    await page.goto(`/about/blogs/${await quietBlog(apiUrl)}`);
    const form = page.getByRole("form", { name: "Leave a comment" });
    const name = unique("Ada");
    const comment = unique("Written while the server was away.");
    await field(form, "Name").fill(name);
    await field(form, "Email").fill("ada@example.com");
    await field(form, "Comment").fill(comment);
    await page.waitForTimeout(FILL_TIME_MS);

    cut();
    await submit(page, form, "Post comment");
    await expect(form.getByRole("status")).toHaveText(
      "Your form could not be sent. Please try again in a moment.What you entered is still in the form.",
    );
    await expect(form.getByRole("status").locator('[data-slot="form-message"]')).toBeFocused();
    await expect(field(form, "Name")).toHaveValue(name);
    await expect(field(form, "Comment")).toHaveValue(comment);
    await expectNoSeriousA11yViolations(page);

    up = true;
    await submit(page, form, "Post comment");
    await expect(form.getByRole("status")).toContainText("Submitted successfully");
    await expect(page.getByRole("article").filter({ hasText: name })).toContainText(comment);
  });

  test("a message and a webinar registration sent while the API is down say so, keep every value and go through once it is back", async ({ page }) => {
    up = true;
    const downText = "Your form could not be sent. Please try again in a moment.What you entered is still in the form.";

    await page.goto("/about/contact");
    const message = page.getByRole("form", { name: "Send us a message" });
    const text = unique("Sent while the server was away.");
    const typed: Record<string, string> = {
      Name: "Thandiwe Okafor",
      Phone: "+234 803 555 0100",
      Email: "thandiwe@example.com",
      Company: "Okafor Solar",
      Address: "12 Marina Road, Lagos",
      Country: "Nigeria",
      Message: text,
    };
    for (const [label, value] of Object.entries(typed)) await field(message, label).fill(value);
    const [product] = await field(message, "Product").selectOption({ index: 1 });
    await page.waitForTimeout(FILL_TIME_MS);
    cut();
    await submit(page, message, "Send message");
    await expect(message.getByRole("status")).toHaveText(downText);
    for (const [label, value] of Object.entries(typed)) await expect(field(message, label), label).toHaveValue(value);
    await expect(field(message, "Product")).toHaveValue(product ?? "");
    up = true;
    await submit(page, message, "Send message");
    await expect(message.getByRole("status")).toHaveText("Submitted successfully");

    const webinars = (await fetch(`${apiUrl}/api/support/getWebinarList?status=upcoming&pageSize=1`).then((res) => res.json())) as {
      data: { list: { id: string }[] };
    };
    await page.goto(`/support/webinar/${webinars.data.list[0]?.id ?? ""}`);
    const registration = page.getByRole("form", { name: "Register for this webinar" });
    const email = `${unique("down").replace(/\W+/g, ".")}@example.com`;
    await field(registration, "First Name").fill("Ada");
    await field(registration, "Last Name").fill("Lovelace");
    await field(registration, "Email Address").fill(email);
    await field(registration, "Organization").fill("Analytical Engines Ltd");
    await field(registration, "Your Relationship with the company").selectOption({ label: "Installer" });
    await field(registration, "Your Country/Region").selectOption("MM");
    await page.waitForTimeout(FILL_TIME_MS);
    cut();
    await submit(page, registration, "Register");
    await expect(registration.getByRole("status")).toHaveText(downText);
    await expect(field(registration, "Email Address")).toHaveValue(email);
    await expect(field(registration, "Your Country/Region")).toHaveValue("MM");
    up = true;
    await submit(page, registration, "Register");
    await expect(registration.getByRole("status")).toHaveText("Submitted successfully");
  });

  test("the 404 page keeps its own title and robots after the edition refreshes its copy of it", async () => {
    up = true;
    const titles: string[] = [];
    // Asked, asked again past its window (served, and refreshed in the background), and once more.
    for (const wait of [0, (RELAY_REVALIDATE_SECONDS + 1) * 1000, 2000]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const answer = await fetch(`${origin}/spanish/no-such-page`);
      expect(answer.status).toBe(404);
      const html = await answer.text();
      titles.push(`${/<title>([^<]*)<\/title>/.exec(html)?.[1]} | ${/<meta name="robots" content="([^"]*)"/.exec(html)?.[1]}`);
    }
    expect(titles).toEqual(Array(3).fill("No hemos encontrado esta página — AUREVO | noindex, follow"));
  });

  test("a page seen before keeps answering from the cache; one never seen shows the error view, which is not cached", async ({ page }) => {
    up = true;
    const news = await fetch(`${apiUrl}/api/about/getPressReleaseListByParam?pageSize=2`).then(
      (res) => res.json() as Promise<{ data: { list: { id: string }[] } }>,
    );
    const [seen, unseen] = news.data.list.map((item) => item.id);
    expect((await page.goto(`/about/news/${seen}`))?.status()).toBe(200);
    const title = await page.getByRole("heading", { level: 1 }).textContent();

    cut();
    // Past the window the menu is stale too: a page generated now cannot refresh it, and
    // still shows it (the last good one) around the error view.
    await new Promise((resolve) => setTimeout(resolve, (RELAY_REVALIDATE_SECONDS + 1) * 1000));
    expect((await page.goto(`/about/news/${seen}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");

    const failed = await page.goto(`/about/news/${unseen}`);
    expect(failed?.status()).toBe(503);
    expect(failed?.headers()["retry-after"]).toBe("30");
    expect(failed?.headers()["cache-control"] ?? "").not.toMatch(/s-maxage/);
    // The API could not be reached: the view names it 503, service unavailable.
    await expect(page.getByRole("main")).toContainText("503");
    await expect(page.getByRole("banner")).toHaveAttribute("data-theme", "white");
    // In the HTML itself, for a visitor whose scripts have not run: the view, and a way back to the page.
    const document = await (await fetch(`${origin}/about/news/${unseen}`)).text();
    const shown = document.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    expect(shown).toMatch(/<h1 id="error-status"[^>]*>503<\/h1>/);
    expect(shown).toContain(`href="/about/news/${unseen}"`);
    expect(shown).toMatch(/<header\b/);
    // A monitor's HEAD gets what a browser's GET gets.
    const checked = await fetch(`${origin}/about/news/${unseen}`, { method: "HEAD" });
    expect([checked.status, checked.headers.get("retry-after")]).toEqual([503, "30"]);
    // That page, asked for by its own address (here to retry another site's), is no page for a visitor.
    const asked = await fetch(`${origin}/page-error?status=503&from=${encodeURIComponent("//evil.example/x")}`);
    expect(asked.status).toBe(404);
    expect(await asked.text()).not.toMatch(/href="\/\/evil/);

    up = true;
    expect((await page.goto(`/about/news/${unseen}`))?.status()).toBe(200);
  });

  test("drill: every page keeps its content with the API stopped past the revalidate window; a change made meanwhile shows once revalidated", async () => {
    test.setTimeout(600_000);
    up = true;
    // Every page the edition lists for search engines, in every language.
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const paths = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname))];
    expect(paths.length).toBeGreaterThan(100);
    const warm = new Map<string, string>();
    const windows = new Set<string>();
    await inBatches(paths, 4, async (path) => {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      warm.set(path, pageFacts(await res.text()));
      windows.add(/s-maxage=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? "none");
    });
    // Each language's whole menu, which the header's panels ask for, is kept the same way.
    const menus = new Map<string, string>();
    for (const file of ["/menu.json", "/spanish/menu.json", "/burmese/menu.json"]) {
      const res = await fetch(`${origin}${file}`);
      expect(res.status, file).toBe(200);
      menus.set(file, await res.text());
    }
    // The pages the edition caches do so for the capped window the wait below outlasts (list pages, rendered per request, say so too).
    expect([...windows].filter((window) => window !== "none")).toEqual([String(RELAY_REVALIDATE_SECONDS)]);

    cut();
    await stopApi();
    // Past the window every cached page is stale: each visit below tries to refresh it, and fails.
    await new Promise((resolve) => setTimeout(resolve, (RELAY_REVALIDATE_SECONDS + 1) * 1000));
    for (const round of ["first", "second"]) {
      await inBatches(paths, 4, async (path) => {
        const res = await fetch(`${origin}${path}`);
        expect(res.status, `${path}, ${round} visit with the API stopped`).toBe(200);
        expect(pageFacts(await res.text()), path).toBe(warm.get(path));
      });
      for (const [file, body] of menus) {
        const res = await fetch(`${origin}${file}`);
        expect(res.status, `${file}, ${round} visit with the API stopped`).toBe(200);
        expect(await res.text(), file).toBe(body);
      }
    }
    const newsPath = "/about/news/aurevo-cloud-3-released";
    expect(paths).toContain(newsPath);
    // While the API is stopped its database is free: the team changes a news item.
    const changedTitle = `Aurevo Cloud 3 is out, changed during the outage ${Date.now().toString(36)}`;
    const changes = mkdtempSync(join(tmpdir(), "aurevo-e2e-outage-content-"));
    try {
      const item = JSON.parse(readFileSync(join(contentApiDir, "content/news/aurevo-cloud-3-released.json"), "utf8")) as {
        translations: { english: { title: string } };
      };
      item.translations.english.title = changedTitle;
      mkdirSync(join(changes, "news"));
      writeFileSync(join(changes, "news/aurevo-cloud-3-released.json"), JSON.stringify(item));
      const imported = await contentCli(dataDir, "import", changes);
      expect(imported.code, imported.output).toBe(0);
      expect(imported.output).toContain("1 updated");
    } finally {
      rmSync(changes, { recursive: true, force: true });
    }

    await startApi();
    up = true;
    const revalidated = await fetch(`${origin}/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: ["news"] }),
    });
    expect(revalidated.status).toBe(200);
    // The first visit after may still get the old page while the new one renders.
    await expect
      .poll(async () => pageFacts(await (await fetch(`${origin}${newsPath}`)).text()), { timeout: 60_000 })
      .toContain(changedTitle);
  });
});
