import { type ChildProcess, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startNode, stopAll } from "../support/processes";

const repoRoot = new URL("../..", import.meta.url).pathname;
const apiDir = join(repoRoot, "apps", "content-api");
const standalone = join(repoRoot, "apps", "nigeria", ".next", "standalone");
/** This test's own content API and edition, apart from the suite's servers. */
const PORTS = { edition: 3340, api: 3341 } as const;
const ADMIN_TOKEN = "edition-settings-admin-token-0123456789abcdef";
const REVALIDATE_SECRET = "edition-settings-revalidate-secret-012345";

/** Western digits as a page writes them: burmese pages write Myanmar digits. */
const myanmarDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));

/**
 * What a regional team sees: an office's phone number is content. Changed in
 * the edition's settings file and imported into the RUNNING content API (its
 * admin import, no build, no restart), it shows in the footer of every page of
 * the edition in every language, and on the contact page, within 10 seconds.
 */
test.describe("an edition's settings are content, live within seconds", () => {
  test.skip(!existsSync(join(apiDir, "dist", "main.js")), "the content API's build is missing");
  test.skip(!existsSync(standalone), "the nigeria edition's production build is missing");

  const root = mkdtempSync(join(tmpdir(), "aurevo-edition-settings-"));
  const children: ChildProcess[] = [];

  test.afterAll(async () => {
    await stopAll(children);
    rmSync(root, { recursive: true, force: true });
  });

  test("a phone number imported into the running API shows on every page and language of the edition", async () => {
    test.setTimeout(300_000);
    const api = `http://127.0.0.1:${PORTS.api}`;
    const site = `http://127.0.0.1:${PORTS.edition}`;
    children.push(
      await startNode(
        "the content API",
        apiDir,
        ["dist/main.js"],
        {
          PORT: String(PORTS.api),
          PGLITE_DATA_DIR: join(root, "data"),
          ADMIN_TOKEN,
          REVALIDATE_SECRET,
          REVALIDATE_URL_NIGERIA: `${site}/revalidate`,
          NODE_ENV: "production",
        },
        `${api}/health`,
      ),
    );
    const folder = join(root, "nigeria");
    cpSync(standalone, folder, { recursive: true });
    rmSync(join(folder, "apps", "nigeria", ".next", "cache"), { recursive: true, force: true });
    children.push(
      await startNode(
        "the nigeria edition",
        join(folder, "apps", "nigeria"),
        ["server.js"],
        { PORT: String(PORTS.edition), HOSTNAME: "127.0.0.1", NODE_ENV: "production", CONTENT_API_URL: api, REVALIDATE_SECRET, SITE_URL_NIGERIA: site },
        `${site}/robots.txt`,
      ),
    );

    // Every page of the sitemap, in each of its languages, on this server.
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    const pages = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(new URL(loc!).pathname, site).href))];
    expect(pages.length).toBeGreaterThan(30);
    for (const prefix of ["/spanish", "/burmese"]) expect(pages.some((page) => new URL(page).pathname.startsWith(prefix))).toBe(true);

    const settingsFile = JSON.parse(readFileSync(join(apiDir, "content", "editions", "nigeria.json"), "utf8")) as EditionFile;
    const before = settingsFile.company.phone.split(",")[0]!.trim();
    const inPage = (page: string, phone: string) => (new URL(page).pathname.startsWith("/burmese") ? [phone, myanmarDigits(phone)] : [phone]);
    const showing = async (phone: string, among: readonly string[] = pages) =>
      (
        await mapLimited(among, 4, async (page) => {
          const html = await fetch(page).then((answer) => answer.text(), () => "");
          return inPage(page, phone).some((text) => html.includes(text)) ? [] : [page];
        })
      ).flat();
    // Each page is visited, and so cached, before the change.
    expect(await showing(before)).toEqual([]);

    const changed = "+234 1 555 0177";
    settingsFile.company.phone = settingsFile.company.phone.replace(before, changed);
    settingsFile.offices[0]!.phone = changed;
    const content = join(root, "content");
    rmSync(content, { recursive: true, force: true });
    cpSync(join(apiDir, "content", "editions"), join(content, "editions"), { recursive: true });
    writeFileSync(join(content, "editions", "nigeria.json"), JSON.stringify(settingsFile, null, 2));
    const archive = join(root, "content.tar.gz");
    const tar = spawnSync("tar", ["-czf", archive, "-C", content, "."], { encoding: "utf8" });
    expect(tar.status, tar.stderr).toBe(0);

    const imported = await fetch(`${api}/admin/content/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/gzip" },
      body: readFileSync(archive),
    });
    const report = (await imported.json()) as { code: number; data: { updated: string[]; failed: unknown[] } };
    expect(imported.status, JSON.stringify(report)).toBe(200);
    expect(report.data).toMatchObject({ updated: ["editions/nigeria.json"], failed: [] });

    const importedAt = Date.now();
    // A visitor who opens a home or the contact page in any language within 10 s sees the new number.
    const first = pages.filter((page) => /^(\/spanish|\/burmese)?(\/|\/about\/contact)?$/.test(new URL(page).pathname));
    expect(first.length).toBeGreaterThanOrEqual(6);
    await expect.poll(() => showing(changed, first), { timeout: 10_000, intervals: [250] }).toEqual([]);
    console.log(`The phone number showed on the homes and contact pages ${Date.now() - importedAt} ms after the import answered.`);
    // And every other page, each rendered afresh on its next visit: no page keeps the old number. The sweep
    // renders every page once, so its time is the server's rendering throughput, not how soon a change arrives.
    await expect.poll(() => showing(changed), { timeout: 180_000, intervals: [1_000] }).toEqual([]);
    console.log(`The phone number showed on all ${pages.length} pages ${Date.now() - importedAt} ms after the import answered.`);

    // The contact page lists it under its office, in every language.
    for (const prefix of ["", "/spanish", "/burmese"]) {
      const html = await (await fetch(`${site}${prefix}/about/contact`)).text();
      expect(html, prefix).toContain(`tel:${changed.replace(/[^\d+]/g, "")}`);
      expect(html, prefix).not.toContain(`tel:${before.replace(/[^\d+]/g, "")}"`);
    }
  });
});

interface EditionFile {
  company: { phone: string };
  offices: { phone: string }[];
}

/** `work` over `items`, at most `limit` at a time, in order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
