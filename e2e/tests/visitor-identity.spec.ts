import type { ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startNginx, type RunningNginx } from "../../deploy/nginx/harness.mjs";
import { editions, IDENTITY_PORTS, siteUrlEnv } from "../editions";
import { field, submit } from "../support/forms";
import { raw } from "../support/hostile";
import { startNode, stopAll } from "../support/processes";

const repoRoot = new URL("../..", import.meta.url).pathname;
const LIMIT = 5;
/** The address nginx connects to the edition from: the one proxy this edition trusts. */
const NGINX_ADDRESS = "127.0.0.2";

const message = (n: number) =>
  JSON.stringify({
    languageCode: "english",
    name: `Visitor ${n}`,
    phone: "+234 803 555 0100",
    email: `visitor${n}@example.com`,
    product: "Helios 6",
    company: "Example Ltd",
    address: "1 Example Road",
    country: "Nigeria",
    message: "A question about batteries.",
    formStartedAt: Date.now() - 60_000,
  });

/** Addresses a visitor might claim: fresh ones, garbage, chains that end in someone else. */
const claims = (n: number) => [`203.0.113.${n}`, `garbage-${n}`, `198.51.100.${n}, 192.0.2.${n}`, `2001:db8::${n}`, "", `unknown, 10.0.0.${n}`][n % 6]!;

/**
 * The content API limits posts per visitor. An edition passes on the address it
 * saw, and trusts a forwarded one only from its own proxy (TRUSTED_PROXIES), so
 * a visitor who invents an `X-Forwarded-For` per post is still one visitor.
 */
test.describe("a visitor cannot choose their own identity", () => {
  const edition = editions[0]!;
  const standalone = join(repoRoot, "apps", edition.id, ".next", "standalone");
  test.skip(!!process.env.E2E_SERVERS && !existsSync(standalone), `no production build of ${edition.id}`);
  test.describe.configure({ mode: "serial" });
  const root = mkdtempSync(join(tmpdir(), "aurevo-identity-"));
  const children: ChildProcess[] = [];
  let nginx: RunningNginx | undefined;
  const site = IDENTITY_PORTS.edition;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const apiUrl = `http://127.0.0.1:${IDENTITY_PORTS.api}`;
    children.push(
      await startNode(
        "the content API",
        join(repoRoot, "apps", "content-api"),
        ["dist/main.js"],
        {
          PORT: String(IDENTITY_PORTS.api),
          PGLITE_DATA_DIR: join(root, "data"),
          TRUSTED_PROXIES: "loopback",
          INSERT_RATE_LIMIT: String(LIMIT),
          MIN_FILL_MS: "0",
        },
        `${apiUrl}/health`,
      ),
    );
    // A copy of the standalone folder: its caches are its own.
    cpSync(standalone, join(root, "edition"), { recursive: true });
    children.push(
      await startNode(
        "the edition",
        join(root, "edition", "apps", edition.id),
        ["server.js"],
        { PORT: String(site), CONTENT_API_URL: apiUrl, TRUSTED_PROXIES: NGINX_ADDRESS, ...siteUrlEnv(edition.id, IDENTITY_PORTS.nginx) },
        `http://127.0.0.1:${site}/robots.txt`,
      ),
    );
    nginx = await startNginx({ editionPort: site, apiPort: IDENTITY_PORTS.api, port: IDENTITY_PORTS.nginx, proxyBind: NGINX_ADDRESS });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await stopAll(children);
    rmSync(root, { recursive: true, force: true });
  });

  const post = (port: number, n: number, from: string, claim: string) =>
    raw(port, {
      method: "POST",
      path: "/api/support/insertOnlineMessage",
      headers: { "content-type": "application/json", ...(claim ? { "x-forwarded-for": claim } : {}) },
      body: message(n),
      localAddress: from,
    }).then((answer) => answer.status);

  test("straight to the edition, varied, garbage and chained X-Forwarded-For headers hit 429 after the limit", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= LIMIT + 4; n++) statuses.push(await post(site, n, "127.0.0.5", claims(n)));
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429, 429, 429]);
  });

  test("behind the shipped nginx, each visitor's real address is counted, whatever they claim", async () => {
    const first: number[] = [];
    for (let n = 1; n <= LIMIT + 2; n++) first.push(await post(IDENTITY_PORTS.nginx, 100 + n, "127.0.0.3", claims(n)));
    expect(first).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
    // Another address behind the same proxy has a budget of its own.
    expect(await post(IDENTITY_PORTS.nginx, 200, "127.0.0.4", "127.0.0.3")).toBe(200);
  });

  test("through the real form, a new X-Forwarded-For per submission is still one visitor", async ({ page }) => {
    test.setTimeout(120_000);
    const statuses: string[] = [];
    for (let n = 1; n <= LIMIT + 2; n++) {
      await page.setExtraHTTPHeaders({ "x-forwarded-for": claims(n) || `203.0.113.${n}` });
      await page.goto(`http://127.0.0.1:${site}/about/contact`);
      const form = page.getByRole("form", { name: "Send us a message" });
      await field(form, "Name").fill(`Form visitor ${n}`);
      await field(form, "Phone").fill("+234 803 555 0100");
      await field(form, "Email").fill(`form${n}@example.com`);
      await field(form, "Message").fill("A question about batteries.");
      await field(form, "Product").selectOption({ index: 1 });
      await field(form, "Company").fill("Example Ltd");
      await field(form, "Address").fill("1 Example Road");
      await field(form, "Country").fill("Nigeria");
      await submit(page, form, "Send message");
      const status = form.getByRole("status");
      await expect(status).toHaveText(/Submitted successfully|Too many submissions/);
      statuses.push((await status.textContent()) ?? "");
    }
    expect(statuses.map((text) => (text.startsWith("Submitted") ? "ok" : "limited"))).toEqual([
      ...Array<string>(LIMIT).fill("ok"),
      "limited",
      "limited",
    ]);
  });
});
