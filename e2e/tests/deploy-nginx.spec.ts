import { expect, test } from "@playwright/test";
import { startNginx } from "../../deploy/nginx/harness.mjs";
import { ADMIN_TOKEN, API_PORT, API_URL, editions } from "../editions";
import { FILL_TIME_MS, field, unique } from "../support/forms";

/**
 * The shipped reverse-proxy configuration (`deploy/nginx/edition.conf`) in
 * front of the first edition's production server: pages are kept for their
 * s-maxage, "/" (answered by language and cookie) and the API never are, and
 * internal headers stay inside.
 */
const edition = editions[0]!;
const NGINX_PORT = 8100;
const origin = `http://127.0.0.1:${NGINX_PORT}`;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  nginx = await startNginx({ editionPort: edition.port, apiPort: API_PORT, port: NGINX_PORT });
  expect(nginx.config).toContain(`server 127.0.0.1:${edition.port};`);
  await expect
    .poll(async () => (await fetch(`${origin}/icon.svg`).catch(() => undefined))?.status, { timeout: 15_000 })
    .toBe(200);
});

test.afterAll(async () => {
  await nginx?.stop();
});

test("a page is rendered once and then served from the cache, with the edition's own headers", async () => {
  const first = await fetch(`${origin}/spanish`);
  const second = await fetch(`${origin}/spanish`);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(["MISS", "HIT", "STALE", "UPDATING"]).toContain(first.headers.get("x-cache-status"));
  expect(["HIT", "STALE", "UPDATING"]).toContain(second.headers.get("x-cache-status"));
  expect(await second.text()).toContain('lang="es"');
  expect(second.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(second.headers.get("x-middleware-rewrite")).toBeNull();
});

test("the first visit to / still follows the visitor's language: never answered from the cache", async () => {
  const english = await fetch(`${origin}/`, { headers: { "accept-language": "en", "user-agent": browser }, redirect: "manual" });
  expect(english.status).toBe(200);
  expect(english.headers.get("x-cache-status")).toBeNull();
  const spanish = await fetch(`${origin}/`, { headers: { "accept-language": "es-ES,es;q=0.9", "user-agent": browser }, redirect: "manual" });
  expect(spanish.status).toBe(307);
  expect(spanish.headers.get("location")).toMatch(/\/spanish$/);
});

test("content API answers pass through live, never cached", async () => {
  for (let i = 0; i < 2; i++) {
    const menu = await fetch(`${origin}/api/navigation/getNavigationData?languageCode=english`);
    expect(menu.status).toBe(200);
    expect(menu.headers.get("x-cache-status")).toBeNull();
    expect(((await menu.json()) as { code: number }).code).toBe(200);
  }
});

test("the content API's paths go to it straight: its answers come as the API gives them", async () => {
  // Headers of the connection and of this hop's cache, not of the answer.
  const NOT_THE_ANSWERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "server", "x-cache-status", "content-length"]);
  const names = (answer: Response) => [...answer.headers.keys()].filter((name) => !NOT_THE_ANSWERS.has(name)).sort();
  for (const path of ["/api/navigation/getNavigationData?languageCode=english", "/getFile/blogs/depth-of-discharge.webp"]) {
    const throughNginx = await fetch(`${origin}${path}`);
    const fromTheApi = await fetch(`${API_URL}${path}`);
    expect(throughNginx.status, path).toBe(200);
    expect(names(throughNginx), path).toEqual(names(fromTheApi));
  }
});

test("no path that climbs out of /api/ or /getFile/ reaches the content API's other paths through nginx", async () => {
  const { existsSync, readFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { raw } = await import("../support/hostile");
  const corpus = join(import.meta.dirname, "..", "..", "..", "shared", "corpora", "traversal.txt");
  const lines = existsSync(corpus)
    ? readFileSync(corpus, "utf8")
        .split("\n")
        .filter((line) => line && !line.startsWith("#") && /^[\x21-\x7e]+$/.test(line))
    : [];
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const failures: string[] = [];
  for (const target of [
    "/api/%2e%2e/admin/submissions/messages.csv",
    "/getFile/%2e%2e/admin/submissions/messages.csv",
    "/api/.%2e/admin/submissions/messages.csv",
    ...lines.flatMap((line) => [`/api/${line.replace(/^\/+/, "")}`, `/getFile/${line.replace(/^\/+/, "")}`]),
  ]) {
    const answer = await raw(NGINX_PORT, { path: target, headers });
    if (answer.status >= 500 || answer.status === 200) failures.push(`${answer.status} ${target}`);
  }
  expect(failures).toEqual([]);
});

test("lists, search and blog posts are kept by their full URL, query string included", async () => {
  for (const path of ["/spanish/about/news?page=2", "/downloads?type=brochure&category=battery", "/search/battery?type=news"]) {
    const first = await fetch(`${origin}${path}`);
    expect(first.status, path).toBe(200);
    expect(first.headers.get("cache-control"), path).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    const second = await fetch(`${origin}${path}`);
    expect(["HIT", "STALE", "UPDATING"], path).toContain(second.headers.get("x-cache-status"));
  }
  // A later page shows other items than the first.
  const pageOne = await (await fetch(`${origin}/spanish/about/news`)).text();
  const pageTwo = await (await fetch(`${origin}/spanish/about/news?page=2`)).text();
  expect(headingsOf(pageTwo)).not.toEqual(headingsOf(pageOne));
});

test("a query the page's own links would not write shows the same page and is never kept", async () => {
  const canonical = await (await fetch(`${origin}/spanish/about/news?page=2`)).text();
  for (let i = 0; i < 3; i++) {
    const tagged = await fetch(`${origin}/spanish/about/news?utm_source=mail&page=2&x=${i}`);
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("cache-control")).toBe("private, no-store");
    expect(tagged.headers.get("x-cache-status")).not.toBe("HIT");
    expect(headingsOf(await tagged.text())).toEqual(headingsOf(canonical));
  }
  // The same junk twice: still never from nginx's cache.
  const again = await fetch(`${origin}/spanish/about/news?utm_source=mail&page=2&x=0`);
  expect(again.headers.get("x-cache-status")).toBe("MISS");
});

test("a visitor sends the contact form through nginx on a port of its own, and the message is stored", async ({ page }) => {
  await page.goto(`${origin}/about/contact`);
  const form = page.getByRole("form", { name: "Send us a message" });
  const text = unique("Sent through the proxy on its own port.");
  await field(form, "Name").fill("Thandiwe Okafor");
  await field(form, "Phone").fill("+234 803 555 0100");
  await field(form, "Email").fill("thandiwe@example.com");
  await field(form, "Message").fill(text);
  await field(form, "Product").selectOption({ index: 1 });
  await field(form, "Company").fill("Okafor Solar");
  await field(form, "Address").fill("12 Marina Road, Lagos");
  await field(form, "Country").fill("Nigeria");
  await page.waitForTimeout(FILL_TIME_MS);
  await form.getByRole("button", { name: "Send message" }).click();
  // Next.js refuses a form post whose Origin names another host than the proxy forwards: the port counts.
  await expect(form.getByRole("status")).toHaveText("Submitted successfully");
  const exported = await fetch(`${API_URL}/admin/submissions/messages.csv`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(await exported.text()).toContain(text);
});

/** The item headings of a list page, in order. */
function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h[23][^>]*>(.*?)<\/h[23]>/g)].map((match) => match[1]!);
}
