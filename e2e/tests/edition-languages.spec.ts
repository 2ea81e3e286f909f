import { type ChildProcess, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import type { LanguageCode } from "@repo/config/edition";
import { editions, externalServers, offers, siteUrlOf } from "../editions";
import { type ContentApiProcess, startContentApi } from "../support/content-api";
import { inPool } from "../support/hostile";
import { startNode, stopAll } from "../support/processes";

/**
 * An edition offers the languages its `edition.config.ts` names, english among them. Each one it
 * offers has its home, its sitemap entries, its alternate links and its place in the language menu;
 * one it leaves out has none of these: its prefix answers 404, no page links to it or names it as an
 * alternate, and a visitor who prefers it (by browser or by a remembered choice) stays on english.
 */

const siteLanguages = [
  { code: "english", prefix: "", intl: "en", autonym: "English", browser: "en-GB" },
  { code: "spanish", prefix: "/spanish", intl: "es", autonym: "Español", browser: "es-ES" },
  { code: "burmese", prefix: "/burmese", intl: "my", autonym: "မြန်မာ", browser: "my" },
] as const;

/** Pages no sitemap lists that a visitor still reaches: a 404, a search, a filtered list. */
const UNLISTED = ["/no-such-page", "/search/battery", "/downloads?type=brochure", "/about/news?page=2"];

/** The paths of a sitemap's `<loc>` entries, on whatever origin it names. */
const sitemapPaths = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");

/** The alternate links in a document's head, as `hreflang` and address. */
const headAlternates = (html: string) => {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => ({ lang: match[1]!, href: match[2]! }));
};

/** A string as a literal part of a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface EditionUnderTest {
  id: string;
  port: number;
  languages: readonly LanguageCode[];
}

/**
 * The checks of one edition's languages. Its own pages are on the public origin it was started
 * with (`origin`); the alternates also name the other editions' pages.
 */
function languageTests(edition: EditionUnderTest, origin: string) {
  const offered = siteLanguages.filter((language) => offers(edition, language.code));
  const leftOut = siteLanguages.filter((language) => !offers(edition, language.code));
  {
    test.use({ baseURL: `http://127.0.0.1:${edition.port}` });

    test("every language it offers has a home that answers 200 and is in the sitemap, with its alternate", async ({ request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      const listed = sitemapPaths(xml);
      for (const language of offered) {
        const home = language.prefix || "/";
        const answer = await request.get(home, { headers: { "accept-language": "en" }, maxRedirects: 0 });
        expect(answer.status(), home).toBe(200);
        expect(await answer.text(), home).toContain(`<html lang="${language.intl}"`);
        expect(listed, `${home} in the sitemap`).toContain(home);
        expect(xml, `${language.code} alternates in the sitemap`).toContain(`hreflang="${language.intl}"`);
      }
    });

    test("the home's head names an alternate for each language it offers and x-default, no other", async ({ request }) => {
      for (const language of offered) {
        const home = language.prefix || "/";
        const html = await (await request.get(home, { headers: { "accept-language": "en" }, maxRedirects: 0 })).text();
        const alternates = headAlternates(html);
        // On its own origin, one alternate per language it offers (en, en-NG: the language, then its region).
        const own = alternates.filter((alternate) => alternate.lang !== "x-default" && alternate.href.startsWith(`${origin}/`));
        expect(own.map((alternate) => alternate.lang.split("-")[0]).sort(), home).toEqual(offered.map((other) => other.intl).sort());
        expect(alternates.filter((alternate) => alternate.lang === "x-default"), home).toHaveLength(1);
      }
    });

    test("a language it leaves out has no route, no sitemap entry and no alternate or link on any page", async ({ request }) => {
      test.skip(leftOut.length === 0, "it offers every language");
      test.setTimeout(300_000);
      const xml = await (await request.get("/sitemap.xml")).text();
      const listed = sitemapPaths(xml);
      // The sitemap is the edition's pages: enough of them that a clean crawl says something.
      expect(listed.length).toBeGreaterThan(50);
      for (const language of leftOut) {
        for (const path of [language.prefix, `${language.prefix}/about/news`, `${language.prefix}/products`, `${language.prefix}/no-such-page`]) {
          const answer = await request.get(path, { maxRedirects: 0 });
          expect(answer.status(), path).toBe(404);
          // The 404 page is the english one: there is no such language here to write it in.
          expect(await answer.text(), path).toContain('<html lang="en"');
        }
        expect(listed.filter((path) => path === language.prefix || path.startsWith(`${language.prefix}/`)), `${language.code} in the sitemap`).toEqual([]);
        expect(xml).not.toContain(`href="${origin}${language.prefix}`);
      }

      const failures: string[] = [];
      await inPool([...new Set([...listed, ...UNLISTED])], 4, async (path) => {
        const answer = await request.get(path, { headers: { "accept-language": "en" }, maxRedirects: 0 });
        const html = await answer.text();
        for (const language of leftOut) {
          // Another edition's page in that language is its own to offer: only this edition's own addresses count.
          if (new RegExp(`href=\\\\?"(${literal(origin)})?${language.prefix}(/|\\\\?"|\\?|#)`).test(html)) failures.push(`${path}: a link to ${language.prefix}`);
        }
      });
      expect(failures).toEqual([]);
    });

    test("the language menu offers exactly the languages it offers", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: /^Choose your region/ }).click();
      const menu = page.getByRole("menu");
      // The other editions are listed whatever the languages: the menu is open and complete.
      await expect(menu.getByRole("menuitem").first()).toBeVisible();
      if (offered.length > 1) {
        for (const language of offered) {
          await expect(menu.getByRole("menuitem", { name: language.autonym, exact: true }), language.code).toHaveAttribute("hreflang", language.intl);
        }
      } else {
        // One language is no choice: the menu has no language group at all.
        await expect(menu.locator("[hreflang]")).toHaveCount(0);
      }
      for (const language of leftOut) {
        await expect(menu.getByRole("menuitem", { name: language.autonym, exact: true }), language.code).toHaveCount(0);
        await expect(page.locator(`body [hreflang="${language.intl}"]`), language.code).toHaveCount(0);
      }
    });

    test("a visitor who prefers a language is sent to its home only if the edition offers it, else stays on english", async ({ browser }) => {
      for (const language of siteLanguages.filter((language) => language.code !== "english")) {
        const offersIt = offers(edition, language.code);
        // Preferred by the browser's language, and by a choice remembered from another visit (or another edition).
        for (const setUp of ["accept-language", "cookie"] as const) {
          const context = await browser.newContext({
            baseURL: `http://127.0.0.1:${edition.port}`,
            locale: setUp === "accept-language" ? language.browser : "en-GB",
          });
          if (setUp === "cookie") await context.addCookies([{ name: "i18n_redirected", value: language.intl, url: `http://127.0.0.1:${edition.port}` }]);
          const page = await context.newPage();
          const response = await page.goto("/");
          expect(response?.status(), `${language.code} by ${setUp}`).toBe(200);
          await expect(page, `${language.code} by ${setUp}`).toHaveURL(offersIt ? new RegExp(`${language.prefix}$`) : /:\d+\/$/);
          await expect(page.locator("html"), `${language.code} by ${setUp}`).toHaveAttribute("lang", offersIt ? language.intl : "en");
          await context.close();
        }
      }
    });
  }
}

for (const edition of editions) {
  const languages = siteLanguages.filter((language) => offers(edition, language.code)).map((language) => language.code);
  test.describe(`${edition.id} edition, in ${languages.join(", ")}`, () => languageTests(edition, siteUrlOf(edition.id, edition.port)));
}

/**
 * README "Adding an edition", followed as a regional team would for an edition in english and
 * spanish, when no edition of the run leaves a language out: in a copy of the repository,
 * `pnpm new-edition`, `pnpm install`, its build, its standalone folder shipped elsewhere and
 * started as the Deploy section says, reading a content API seeded with the copy's content (its
 * settings file among it). It serves no burmese route, and every language check above holds.
 */
const repoRoot = join(import.meta.dirname, "..", "..");
const SCRATCH = { id: "scratchland", port: 3190, api: 4196, languages: ["english", "spanish"] as const };

test.describe(`an edition made by pnpm new-edition in english and spanish, built and deployed`, () => {
  test.skip(Boolean(externalServers) || editions.some((edition) => edition.languages.length < 3), "an edition of the run leaves a language out already");
  test.describe.configure({ mode: "serial" });
  const running: { api?: ContentApiProcess; edition?: ChildProcess; dirs: string[] } = { dirs: [] };

  test.beforeAll(async () => {
    test.setTimeout(20 * 60_000);
    const copy = mkdtempSync(join(tmpdir(), "aurevo-new-edition-repo-"));
    running.dirs.push(copy);
    // The repository as a clone has it: its files, none of its installs, builds or data.
    const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: repoRoot, encoding: "utf8" });
    expect(files.status, files.stderr).toBe(0);
    for (const path of files.stdout.split("\0").filter(Boolean)) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      cpSync(join(repoRoot, path), join(copy, path), { errorOnExist: false });
    }
    const step = (command: string, args: string[], cwd = copy) => {
      // As a person runs them in the copy: none of the settings of the task running this test (its
      // package manager's and task runner's, its module path, its working folder).
      const task = /^(turbo_|npm_|pnpm_|node_path$|init_cwd$|pwd$|oldpwd$|ci$)/i;
      const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !task.test(name))), HOME: homedir() };
      const run = spawnSync(command, args, { cwd, encoding: "utf8", env, maxBuffer: 64 * 1024 * 1024 });
      expect(run.status, `${command} ${args.join(" ")}:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`).toBe(0);
      return run.stdout;
    };
    const made = step(process.execPath, ["scripts/new-edition.mjs", SCRATCH.id, "--region", "Scratchland", "--country", "ZZ", "--languages", SCRATCH.languages.join(",")]);
    expect(made).toContain(`Created apps/${SCRATCH.id}`);
    // As the README says; the packages are this machine's already (the copy adds none of its own).
    step("pnpm", ["install", "--prefer-offline"]);
    step("pnpm", ["turbo", "run", "build", "--filter", `@repo/${SCRATCH.id}`]);

    // Shipped: the standalone folder, copied where nothing else of the repository is.
    const deployed = mkdtempSync(join(tmpdir(), "aurevo-new-edition-deploy-"));
    running.dirs.push(deployed);
    cpSync(join(copy, "apps", SCRATCH.id, ".next", "standalone"), deployed, { recursive: true });
    running.api = await startContentApi(SCRATCH.api, join(deployed, "content-api-data"), {
      CONTENT_SEED_DIR: join(copy, "apps", "content-api", "content"),
      DATABASE_URL: "",
    });
    running.edition = await startNode(
      SCRATCH.id,
      join(deployed, "apps", SCRATCH.id),
      ["server.js"],
      {
        PORT: String(SCRATCH.port),
        HOSTNAME: "127.0.0.1",
        NODE_ENV: "production",
        CONTENT_API_URL: running.api.url,
        REVALIDATE_SECRET: "scratch-edition-revalidate-secret-0123456789",
        SITE_URL_SCRATCHLAND: siteUrlOf(SCRATCH.id, SCRATCH.port),
      },
      `http://127.0.0.1:${SCRATCH.port}/icon.svg`,
    );
  });

  test.afterAll(async () => {
    await stopAll(running.edition ? [running.edition] : []);
    await running.api?.stop();
    for (const dir of running.dirs) rmSync(dir, { recursive: true, force: true });
  });

  languageTests(SCRATCH, siteUrlOf(SCRATCH.id, SCRATCH.port));
});
