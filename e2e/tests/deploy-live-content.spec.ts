import { type ChildProcess, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startNginx } from "../../deploy/nginx/harness.mjs";
import { LIVE_PORTS, REVALIDATE_SECRET, siteUrlEnv } from "../editions";
import { startNode, stopAll } from "../support/processes";

const repoRoot = new URL("../..", import.meta.url).pathname;
const apiDir = join(repoRoot, "apps", "content-api");
const editionIds = ["global", "nigeria", "australia", "burmese"] as const;
/** The language tree each edition is read in: the Myanmar edition's burmese pages, the others' english ones. */
const treeOf = {
  global: { prefix: "", language: "english" },
  nigeria: { prefix: "", language: "english" },
  australia: { prefix: "", language: "english" },
  burmese: { prefix: "/burmese", language: "burmese" },
} as const;
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * What an editor sees: a content change imported into the content API (on a
 * Postgres server, where the import runs beside the live API) shows on every
 * edition within 10 seconds, on its list and its own page, directly and
 * behind the shipped nginx, with no one purging anything by hand.
 */
test.describe("a content change is live on every edition within seconds", () => {
  const standalone = (id: string) => join(repoRoot, "apps", id, ".next", "standalone");
  test.skip(!serverUrl, "TEST_DATABASE_URL names no Postgres server (CI sets one)");
  test.skip(editionIds.some((id) => !existsSync(standalone(id))), "the editions' production builds are missing");

  const root = mkdtempSync(join(tmpdir(), "aurevo-live-content-"));
  const database = `live_content_${process.pid}_${Date.now()}`;
  const children: ChildProcess[] = [];
  const nginx: { stop(): Promise<void> }[] = [];

  const psql = (sql: string) => {
    const result = spawnSync("psql", [serverUrl!, "-v", "ON_ERROR_STOP=1", "-qc", sql], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
  };

  test.afterAll(async () => {
    await Promise.all(nginx.map((server) => server.stop()));
    await stopAll(children);
    if (serverUrl) psql(`drop database if exists ${database} with (force)`);
    rmSync(root, { recursive: true, force: true });
  });

  test("an imported news title reaches the list and the item on all four editions, directly and behind nginx", async () => {
    test.setTimeout(240_000);
    psql(`create database ${database}`);
    const databaseUrl = Object.assign(new URL(serverUrl!), { pathname: `/${database}` }).toString();
    const files = join(root, "files");
    mkdirSync(files);
    const apiEnv = {
      DATABASE_URL: databaseUrl,
      CONTENT_FILES_DIR: files,
      REVALIDATE_SECRET,
      ...Object.fromEntries(editionIds.map((id, i) => [`REVALIDATE_URL_${id.toUpperCase()}`, `http://127.0.0.1:${LIVE_PORTS.editions + i}/revalidate`])),
    };
    const api = `http://127.0.0.1:${LIVE_PORTS.api}`;
    children.push(await startNode("the content API", apiDir, ["dist/main.js"], { ...apiEnv, PORT: String(LIVE_PORTS.api) }, `${api}/health`));

    const origins: { id: (typeof editionIds)[number]; direct: string; behindNginx: string }[] = [];
    for (const [i, id] of editionIds.entries()) {
      // Each from a copy of its standalone folder: its caches start empty, apart from the suite's servers'.
      const folder = join(root, id);
      cpSync(standalone(id), folder, { recursive: true });
      rmSync(join(folder, "apps", id, ".next", "cache"), { recursive: true, force: true });
      const port = LIVE_PORTS.editions + i;
      const direct = `http://127.0.0.1:${port}`;
      children.push(
        await startNode(
          id,
          join(folder, "apps", id),
          ["server.js"],
          { PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production", CONTENT_API_URL: api, REVALIDATE_SECRET, ...siteUrlEnv(id, LIVE_PORTS.nginx + i) },
          `${direct}/robots.txt`,
        ),
      );
      nginx.push(await startNginx({ editionPort: port, apiPort: LIVE_PORTS.api, port: LIVE_PORTS.nginx + i }));
      origins.push({ id, direct, behindNginx: `http://127.0.0.1:${LIVE_PORTS.nginx + i}` });
    }

    // The newest news item for every edition (no `editions` of its own): first on every edition's news list.
    const content = join(root, "content");
    cpSync(join(apiDir, "content"), content, { recursive: true });
    const newsDir = join(content, "news");
    const newest = readdirSync(newsDir)
      .map((name) => ({ name, item: JSON.parse(readFileSync(join(newsDir, name), "utf8")) as NewsFile }))
      .filter(({ item }) => item.editions === undefined)
      .sort((a, b) => b.item.date - a.item.date)[0]!;
    const pages = (id: (typeof editionIds)[number], origin: string) => {
      const tree = `${origin}${treeOf[id].prefix}`;
      return [`${tree}/about/news`, `${tree}/about/news/${newest.item.slug}`];
    };
    const titleIn = (id: (typeof editionIds)[number], item: NewsFile) => {
      const texts = item.translations[treeOf[id].language] ?? item.translations.english;
      return texts?.title ?? "";
    };

    // Every page is visited, and so kept in every cache, before the change.
    for (const { id, direct, behindNginx } of origins) {
      for (const url of [...pages(id, direct), ...pages(id, behindNginx), ...pages(id, behindNginx)]) {
        const page = await fetch(url);
        expect(page.status, url).toBe(200);
        expect(await page.text(), url).toContain(escapeHtml(titleIn(id, newest.item)));
      }
    }

    const stamp = `live ${Date.now()}`;
    for (const texts of Object.values(newest.item.translations)) texts.title = `${texts.title} (${stamp})`;
    writeFileSync(join(newsDir, newest.name), JSON.stringify(newest.item, null, 2));
    const imported = spawnSync("pnpm", ["exec", "tsx", "src/cli.ts", "import", content], {
      cwd: apiDir,
      encoding: "utf8",
      env: { ...process.env, ...apiEnv },
    });
    expect(imported.status, `${imported.stdout}\n${imported.stderr}`).toBe(0);
    expect(imported.stdout).toContain(`updated    news/${newest.name}`);

    const pending = () =>
      Promise.all(
        origins.flatMap(({ id, direct, behindNginx }) =>
          [...pages(id, direct), ...pages(id, behindNginx)].map(async (url) => {
            const html = await fetch(url).then((page) => page.text(), () => "");
            return html.includes(escapeHtml(titleIn(id, newest.item))) ? [] : [url];
          }),
        ),
      ).then((lists) => lists.flat());
    const importedAt = Date.now();
    await expect.poll(pending, { timeout: 10_000, intervals: [250] }).toEqual([]);
    console.log(`The change showed on ${origins.length * 4} pages ${Date.now() - importedAt} ms after the import ended.`);
  });
});

interface NewsFile {
  slug: string;
  date: number;
  editions?: string[];
  translations: Record<string, { title: string }>;
}

/** The title as the page's HTML writes it. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}
