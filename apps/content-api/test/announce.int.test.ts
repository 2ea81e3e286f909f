import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Announcer, startAnnouncer } from "../src/announce/announcer";
import { contentChanges } from "../src/db/schema";
import { recordChange, tagsOfFiles } from "../src/announce/changes";
import { createApp } from "../src/app";
import { importContent } from "../src/content/import";
import { editionRegistry } from "@repo/config/editions";
import { readEnv } from "../src/env";
import { setCommentStatus } from "../src/submissions/submissions";
import { type TestDatabase, fixtureContentDir, scratchFilesRoot, targets } from "./targets";

const SECRET = "announce-test-secret-0123456789";

interface Heard {
  tags: string[];
  authorization: string | undefined;
}

/**
 * An edition's `/revalidate` on a real port: it records what it is told, and
 * can be taken down (connections refused), brought back on the same port, or
 * made to hold every request until released.
 */
async function fakeEdition() {
  const heard: Heard[] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    if (hold) await hold;
    heard.push({ tags: (JSON.parse(body) as { tags: string[] }).tags, authorization: req.headers.authorization });
    res.writeHead(200, { "content-type": "application/json" }).end('{"code":200,"msg":"success","data":null}');
  };
  let server: Server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/revalidate`,
    heard,
    async down() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    async up() {
      server = createServer((req, res) => void handler(req, res));
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    holdRequests() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release() {
      hold = null;
      release();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("which editions' caches a changed content file touches", () => {
  it("names the file's own kind and every page that shows it, each once", () => {
    expect(tagsOfFiles(["news/solar-week.json"])).toEqual(["home", "news"]);
    expect(tagsOfFiles(["home.json", "navigation.json", "faqs/warranty-length.json", "faqs/returns.json"])).toEqual([
      "navigation",
      "home",
      "faq",
    ]);
    expect(tagsOfFiles(["blogs/a.json"])).toEqual(["home", "blogs", "comments"]);
    expect(tagsOfFiles([])).toEqual([]);
  });
});

describe("the announcement settings", () => {
  it("tells every registered edition at its site's /revalidate once a secret is set", () => {
    const env = readEnv({ REVALIDATE_SECRET: SECRET, NODE_ENV: "production", SITE_URL_NIGERIA: "https://ng.example.com" });
    const told = env.ANNOUNCE_TARGETS.map((target) => `${target.edition} ${target.url}`);
    expect(told.slice(0, 4)).toEqual([
      "global https://www.aurevo.example/revalidate",
      "nigeria https://ng.example.com/revalidate",
      "australia https://au.aurevo.example/revalidate",
      "burmese https://mm.aurevo.example/revalidate",
    ]);
    // And any edition registered after them, at its own site.
    expect(told.slice(4)).toEqual(editionRegistry.slice(4).map((edition) => `${edition.id} ${new URL("/revalidate", edition.url).href}`));
    expect(readEnv({}).ANNOUNCE_TARGETS).toEqual([]);
  });

  it("takes an edition's own URLs (one per process) and secret", () => {
    const settings = {
      REVALIDATE_URL_GLOBAL: "http://10.0.0.5:3000/revalidate, http://10.0.0.6:3000/revalidate",
      REVALIDATE_SECRET_BURMESE: "burmese-own-secret-0123456789",
    };
    // Only the edition with a secret is told.
    expect(readEnv(settings).ANNOUNCE_TARGETS).toEqual([
      { edition: "burmese", url: "http://localhost:3003/revalidate", secret: "burmese-own-secret-0123456789" },
    ]);
    const both = readEnv({ ...settings, REVALIDATE_SECRET: SECRET });
    expect(both.ANNOUNCE_TARGETS.filter((target) => target.edition === "global").map((target) => target.url)).toEqual([
      "http://10.0.0.5:3000/revalidate",
      "http://10.0.0.6:3000/revalidate",
    ]);
  });

  it("refuses an unknown edition, a URL that is none and a short secret, naming the variable", () => {
    expect(() => readEnv({ REVALIDATE_URL_ATLANTIS: "http://x/revalidate" })).toThrow(/REVALIDATE_URL_ATLANTIS: .*registered edition/);
    expect(() => readEnv({ REVALIDATE_URL_GLOBAL: "ftp://x/revalidate" })).toThrow(/REVALIDATE_URL_GLOBAL: http\(s\) URLs/);
    expect(() => readEnv({ REVALIDATE_SECRET: "short" })).toThrow(/REVALIDATE_SECRET: at least 24 characters/);
    expect(() => readEnv({ REVALIDATE_SECRET_NIGERIA: "short" })).toThrow(/REVALIDATE_SECRET_NIGERIA: at least 24/);
  });
});

describe.each(targets)("announcing changes to the editions on $name", ({ open }) => {
  let handle: TestDatabase;
  const files = scratchFilesRoot();
  const running: { announcer?: Announcer; editions: Awaited<ReturnType<typeof fakeEdition>>[] } = { editions: [] };
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await open();
    await handle.migrate();
    await importContent(handle.db, fixtureContentDir, { storage: files.storage });
  }, 120_000);

  afterEach(async () => {
    await running.announcer?.stop();
    running.announcer = undefined;
    await Promise.all(running.editions.splice(0).map((edition) => edition.close()));
  });

  afterAll(async () => {
    await handle.close();
    await handle.drop?.();
    files.remove();
  });

  async function announceTo(count: number, options: Partial<Parameters<typeof startAnnouncer>[0]> = {}) {
    const editions = await Promise.all(Array.from({ length: count }, () => fakeEdition()));
    running.editions.push(...editions);
    running.announcer = startAnnouncer({
      db: handle.db,
      targets: editions.map((edition, i) => ({ edition: `edition-${i}`, url: edition.url, secret: SECRET })),
      pollMs: 50,
      firstBackoffMs: 100,
      maxBackoffMs: 400,
      log: (line) => lines.push(line),
      ...options,
    });
    // What was stored before (the fixture import, earlier tests' changes) reaches a new edition first.
    for (const edition of editions) await expect.poll(() => edition.heard.length).toBeGreaterThan(0);
    for (const edition of editions) edition.heard.splice(0);
    return editions;
  }

  it("tells a new edition of what is already stored, then every edition of each new change, with the secret", async () => {
    const editions = await announceTo(2);

    await recordChange(handle.db, ["news", "home"]);
    for (const edition of editions) {
      await expect.poll(() => edition.heard).toEqual([{ tags: ["home", "news"], authorization: `Bearer ${SECRET}` }]);
    }
  });

  it("asks again with backoff while an edition is down, and tells it everything it missed once it is back", async () => {
    const [up, down] = await announceTo(2);
    await down!.down();
    lines.splice(0);

    await recordChange(handle.db, ["news"]);
    await recordChange(handle.db, ["comments"]);
    await expect.poll(() => up!.heard.flatMap((heard) => heard.tags).sort()).toEqual(["comments", "news"]);
    await expect.poll(() => lines.some((line) => line.includes("could not tell edition-1"))).toBe(true);
    // The edition that is up is not held back, and the one that is down is not told twice in the log.
    await recordChange(handle.db, ["faq"]);
    await expect.poll(() => up!.heard.at(-1)?.tags).toEqual(["faq"]);
    expect(lines.filter((line) => line.includes("could not tell edition-1"))).toHaveLength(1);

    const missedFrom = down!.heard.length;
    await down!.up();
    await expect.poll(() => down!.heard.slice(missedFrom).flatMap((heard) => heard.tags).sort()).toEqual(
      ["comments", "faq", "news"],
    );
    await expect.poll(() => lines.some((line) => line.includes("told edition-1") && line.includes("missed"))).toBe(true);
  });

  it("remembers what each edition confirmed: a restarted announcer tells nothing twice", async () => {
    const [edition] = await announceTo(1);
    await recordChange(handle.db, ["videos"]);
    await expect.poll(() => edition!.heard.at(-1)?.tags).toEqual(["videos"]);
    const told = edition!.heard.length;
    await running.announcer!.stop();

    running.announcer = startAnnouncer({
      db: handle.db,
      targets: [{ edition: "edition-0", url: edition!.url, secret: SECRET }],
      pollMs: 50,
      log: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(edition!.heard).toHaveLength(told);
    await recordChange(handle.db, ["events"]);
    await expect.poll(() => edition!.heard.at(-1)?.tags).toEqual(["events"]);
  });

  it("never makes a write wait: a comment is stored and answered while an edition holds its announcement", async () => {
    const [edition] = await announceTo(1);
    edition!.holdRequests();
    const app = createApp({ db: handle.db, storage: files.storage, minFillMs: 0, onWrite: () => running.announcer?.wake() });
    const blog = readdirSync(join(fixtureContentDir, "blogs"))[0]!.replace(/\.json$/, "");
    const first = await app.request("/api/about/insertBlogComment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ blogId: blog, name: "Ada", email: "ada@example.com", content: "First, while the edition is slow", languageCode: "english", formStartedAt: 0 }),
    });
    expect(first.status).toBe(200);
    const second = await app.request("/api/about/insertBlogComment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ blogId: blog, name: "Ada", email: "ada@example.com", content: "Second, still waiting", languageCode: "english", formStartedAt: 0 }),
    });
    expect(second.status).toBe(200);
    // Both comments are stored while the edition still has not answered the first announcement.
    const { id } = ((await second.json()) as { data: { id: number } }).data;
    expect(edition!.heard.filter((heard) => heard.tags.includes("comments"))).toEqual([]);
    expect(await setCommentStatus(handle.db, id, "hidden")).toBe(true);
    edition!.release();
    await expect.poll(() => edition!.heard.some((heard) => heard.tags.includes("comments"))).toBe(true);
  });

  it("announces an import of a changed file by the kinds it touches, and empties the API's read cache", async () => {
    let emptied = 0;
    const [edition] = await announceTo(1, { onChange: () => (emptied += 1) });

    const changed = mkdtempSync(join(tmpdir(), "announce-content-"));
    try {
      cpSync(fixtureContentDir, changed, { recursive: true });
      const [news] = readdirSync(join(changed, "news"));
      const file = join(changed, "news", news!);
      const item = JSON.parse(readFileSync(file, "utf8")) as { translations: { english: { title: string } } };
      item.translations.english.title = `${item.translations.english.title} (updated)`;
      writeFileSync(file, JSON.stringify(item));
      const report = await importContent(handle.db, changed, { storage: files.storage });
      expect(report.updated).toEqual([`news/${news}`]);
    } finally {
      rmSync(changed, { recursive: true, force: true });
    }
    await expect.poll(() => edition!.heard).toEqual([{ tags: ["home", "news"], authorization: `Bearer ${SECRET}` }]);
    expect(emptied).toBeGreaterThan(0);
  });

  it("deletes old changes once every edition confirmed them, and keeps those an edition that is down has not", async () => {
    const day = 86_400_000;
    // Two days on, what earlier tests stored and confirmed counts as old.
    let clock = Date.now() + 2 * day;
    const [edition, down] = await announceTo(2, { now: () => clock, keepChangesMs: day });
    lines.splice(0);
    const ids = async () => (await handle.db.select({ id: contentChanges.id }).from(contentChanges)).map((row) => row.id).sort((a, b) => a - b);
    await down!.down();
    await recordChange(handle.db, ["news"]);
    await recordChange(handle.db, ["faq"]);
    await expect.poll(() => edition!.heard.flatMap((heard) => heard.tags).sort()).toEqual(["faq", "news"]);
    const [missedFirst, newest] = (await ids()).slice(-2);

    clock += 61_000;
    running.announcer!.wake();
    await expect.poll(() => lines.some((line) => line.includes("could not tell edition-1"))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ids()).toEqual(expect.arrayContaining([missedFirst, newest]));

    await down!.up();
    clock += 61_000;
    await expect.poll(() => down!.heard.flatMap((heard) => heard.tags).sort()).toEqual(["faq", "news"]);
    // Logged once the announcer has stored the edition's confirmation, which the answer it heard comes before.
    await expect.poll(() => lines.some((line) => line.includes("told edition-1") && line.includes("missed"))).toBe(true);
    clock += 61_000;
    running.announcer!.wake();
    // Only the newest stays, so the next change still follows it.
    await expect.poll(ids).toEqual([newest]);
    await recordChange(handle.db, ["events"]);
    await expect.poll(() => edition!.heard.at(-1)?.tags).toEqual(["events"]);
  });
});
