import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "@repo/api-client/contract";
import { type Announcer, startAnnouncer } from "../src/announce/announcer";
import { contentChanges } from "../src/db/schema";
import { recordChange, tagsOfFiles } from "../src/announce/changes";
import { createApp } from "../src/app";
import { importContent } from "../src/content/import";
import { announceTargets } from "../src/announce/targets";
import { readEnv } from "../src/env";
import { type RunningServer, startServer } from "../src/server";
import { setCommentStatus } from "../src/submissions/submissions";
import { folderArchive } from "./archives";
import { validBodies } from "./forms";
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
  const sites = [
    { id: "global", url: "https://www.aurevo.example" },
    { id: "nigeria", url: "https://ng.example.com" },
    { id: "kenya", url: "https://ke.aurevo.example" },
  ];

  it("tells every edition there is at its site's /revalidate once a secret is set", () => {
    const env = readEnv({ REVALIDATE_SECRET: SECRET });
    expect(announceTargets(sites, env.ANNOUNCE)).toEqual([
      { edition: "global", url: "https://www.aurevo.example/revalidate", secret: SECRET },
      { edition: "nigeria", url: "https://ng.example.com/revalidate", secret: SECRET },
      { edition: "kenya", url: "https://ke.aurevo.example/revalidate", secret: SECRET },
    ]);
    expect(announceTargets(sites, readEnv({}).ANNOUNCE)).toEqual([]);
  });

  it("takes an edition's own URLs (one per process) and secret, registered or not", () => {
    const settings = {
      REVALIDATE_URL_GLOBAL: "http://10.0.0.5:3000/revalidate, http://10.0.0.6:3000/revalidate",
      REVALIDATE_URL_KENYA: "http://10.0.0.9:3000/revalidate",
      REVALIDATE_SECRET_KENYA: "kenya-own-secret-0123456789",
      REVALIDATE_SECRET_SOUTH_SUDAN: "south-sudan-own-secret-0123456789",
    };
    // Only the edition with a secret is told; south-sudan's is kept for when it is imported.
    const own = readEnv(settings).ANNOUNCE;
    expect(own.secrets).toEqual({ kenya: "kenya-own-secret-0123456789", "south-sudan": "south-sudan-own-secret-0123456789" });
    expect(announceTargets(sites, own)).toEqual([
      { edition: "kenya", url: "http://10.0.0.9:3000/revalidate", secret: "kenya-own-secret-0123456789" },
    ]);
    const both = announceTargets(sites, readEnv({ ...settings, REVALIDATE_SECRET: SECRET }).ANNOUNCE);
    expect(both.map((target) => `${target.edition} ${target.url} ${target.secret === SECRET ? "shared" : "own"}`)).toEqual([
      "global http://10.0.0.5:3000/revalidate shared",
      "global http://10.0.0.6:3000/revalidate shared",
      "nigeria https://ng.example.com/revalidate shared",
      "kenya http://10.0.0.9:3000/revalidate own",
    ]);
  });

  it("refuses a variable that names no edition id, a URL that is none and a short secret, naming the variable", () => {
    expect(() => readEnv({ REVALIDATE_URL_ATLANTIS: "http://x/revalidate" })).not.toThrow();
    expect(() => readEnv({ REVALIDATE_URL_kenya: "http://x/revalidate" })).toThrow(/REVALIDATE_URL_kenya: names no edition/);
    expect(() => readEnv({ REVALIDATE_SECRET_KENYA2: SECRET })).toThrow(/REVALIDATE_SECRET_KENYA2: names no edition/);
    expect(() => readEnv({ SITE_URL_: "https://x.example" })).toThrow(/SITE_URL_: names no edition/);
    expect(() => readEnv({ REVALIDATE_URL_GLOBAL: "ftp://x/revalidate" })).toThrow(/REVALIDATE_URL_GLOBAL: http\(s\) URLs/);
    expect(() => readEnv({ REVALIDATE_SECRET: "short" })).toThrow(/REVALIDATE_SECRET: at least 24 characters/);
    expect(() => readEnv({ REVALIDATE_SECRET_NIGERIA: "short" })).toThrow(/REVALIDATE_SECRET_NIGERIA: at least 24/);
    expect(() => readEnv({ REVALIDATE_SECRET_KENYA: "short" })).toThrow(/REVALIDATE_SECRET_KENYA: at least 24/);
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

  it("reads its targets again when a change touches the editions: a new one is told from then on, a removed one no more", async () => {
    const [first, second] = await Promise.all([fakeEdition(), fakeEdition()]);
    running.editions.push(first, second);
    let listed = [{ edition: "first", url: first.url, secret: SECRET }];
    let reads = 0;
    lines.splice(0);
    running.announcer = startAnnouncer({
      db: handle.db,
      targets: async () => {
        reads += 1;
        return listed;
      },
      // Only a change to the editions reads them again within the test.
      targetsMs: 600_000,
      pollMs: 50,
      log: (line) => lines.push(line),
    });
    await expect.poll(() => first.heard.length).toBeGreaterThan(0);
    expect(lines).toEqual([`telling the editions of every change: first ${first.url}`]);
    first.heard.splice(0);

    listed = [...listed, { edition: "second", url: second.url, secret: "second-own-secret-0123456789" }];
    await recordChange(handle.db, ["news"]);
    await expect.poll(() => first.heard).toEqual([{ tags: ["news"], authorization: `Bearer ${SECRET}` }]);
    // A change that does not touch the editions leaves the targets as they were read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.heard).toEqual([]);
    expect(reads).toBe(1);

    await recordChange(handle.db, ["editions"]);
    await expect.poll(() => first.heard.at(-1)).toEqual({ tags: ["editions"], authorization: `Bearer ${SECRET}` });
    // The new target hears of what is still kept, the news it was not told of among it, in one request with its own secret.
    await expect.poll(() => second.heard.length).toBe(1);
    expect(second.heard[0]!.tags).toEqual(expect.arrayContaining(["news", "editions"]));
    expect(second.heard[0]!.authorization).toBe("Bearer second-own-secret-0123456789");
    expect(lines).toContain(`now telling second (${second.url}) of every change`);

    listed = listed.filter((target) => target.edition !== "first");
    await recordChange(handle.db, ["editions"]);
    await expect.poll(() => second.heard.at(-1)?.tags).toEqual(["editions"]);
    await expect.poll(() => lines).toContain(`no longer telling first (${first.url}): the editions no longer name it`);
    const firstHeard = first.heard.length;
    await recordChange(handle.db, ["faq"]);
    await expect.poll(() => second.heard.at(-1)?.tags).toEqual(["faq"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.heard.slice(firstHeard).flatMap((heard) => heard.tags)).not.toContain("faq");
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

describe("an edition imported while the API runs", () => {
  const token = "k".repeat(8) + "0123456789abcdef0123456789abcdef";
  const admin = { authorization: `Bearer ${token}` };
  const KENYA_SECRET = "kenya-own-secret-0123456789";
  const SUDAN_SECRET = "south-sudan-own-secret-0123456789";
  const dir = mkdtempSync(join(tmpdir(), "announce-imported-edition-"));
  const logged: string[] = [];
  let server: RunningServer;
  /** Kenya's public site, its internal `/revalidate` (REVALIDATE_URL_KENYA), and South Sudan's public site. */
  let kenyaSite: Awaited<ReturnType<typeof fakeEdition>>;
  let kenyaHook: Awaited<ReturnType<typeof fakeEdition>>;
  let sudanSite: Awaited<ReturnType<typeof fakeEdition>>;
  const origin = (edition: { url: string }) => new URL(edition.url).origin;
  const keepLog = () => void vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));

  /** A content folder of edition settings, each the demo global edition's under another id and public URL. */
  function editionsFolder(editions: { id: string; url: string }[]): string {
    const folder = mkdtempSync(join(dir, "editions-"));
    mkdirSync(join(folder, "editions"));
    const global = JSON.parse(readFileSync(new URL("../content/editions/global.json", import.meta.url), "utf8")) as Record<string, unknown>;
    editions.forEach(({ id, url }, index) => {
      const settings = { ...global, slug: id, name: id, url, hreflang: "en-KE", sortOrder: 10 + index };
      writeFileSync(join(folder, "editions", `${id}.json`), JSON.stringify(settings));
    });
    return folder;
  }

  /** A content folder of one news item, titled `title`. */
  function newsFolder(title: string): string {
    const folder = mkdtempSync(join(dir, "news-"));
    mkdirSync(join(folder, "news"));
    mkdirSync(join(folder, "files", "news"), { recursive: true });
    const item = { slug: "imported-edition-news", date: 1_780_000_000, image: "news/live.svg", translations: { english: { title, summary: "Changed while the API runs.", bodyHtml: "<p>Live.</p>", imageAlt: "A picture" } } };
    writeFileSync(join(folder, "news", "imported-edition-news.json"), JSON.stringify(item));
    writeFileSync(join(folder, "files", "news", "live.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3"/></svg>');
    return folder;
  }

  async function importFolder(folder: string) {
    const answer = await fetch(`${server.url}/admin/content/import`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/gzip" },
      body: new Uint8Array(await folderArchive(folder)),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { created: string[]; updated: string[]; failed: unknown[] } }).data;
  }

  function postMessage(from: string, message: string) {
    return fetch(`${server.url}/api/${apiPaths.insertOnlineMessage}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: from },
      body: JSON.stringify({ ...validBodies.message, message }),
    });
  }

  async function storedMessages(): Promise<string[]> {
    const answer = await fetch(`${server.url}/admin/submissions/messages?limit=100`, { headers: admin });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { rows: { message: string }[] } }).data.rows.map((row) => row.message);
  }

  beforeAll(async () => {
    [kenyaSite, kenyaHook, sudanSite] = await Promise.all([fakeEdition(), fakeEdition(), fakeEdition()]);
    keepLog();
    mkdirSync(join(dir, "files"));
    server = await startServer(
      readEnv({
        PORT: "0",
        PGLITE_DATA_DIR: join(dir, "db"),
        CONTENT_SEED_DIR: fixtureContentDir,
        CONTENT_FILES_DIR: join(dir, "files"),
        ADMIN_TOKEN: token,
        MIN_FILL_MS: "0",
        // No shared secret: only the editions below are told, none of the registered ones.
        REVALIDATE_SECRET_KENYA: KENYA_SECRET,
        REVALIDATE_URL_KENYA: kenyaHook.url,
        REVALIDATE_SECRET_SOUTH_SUDAN: SUDAN_SECRET,
      }),
    );
    // The announcer names what it tells once it has read the editions, just after the start.
    await vi.waitFor(() => expect(logged.join("\n")).toContain("telling the editions of every change"));
  }, 120_000);

  // Spies are restored before each test: the log is kept again for each.
  beforeEach(keepLog);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([kenyaSite, kenyaHook, sudanSite].map((edition) => edition?.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("starts with settings for editions it does not hold yet, and says so", () => {
    expect(logged).toContainEqual(expect.stringContaining("the settings name editions the content does not hold (kenya, south-sudan)"));
    expect(logged).toContainEqual(
      "content-api: telling the editions of every change once one with a secret is among them: none is yet",
    );
  });

  it("refuses forms from an edition's site before its settings are imported", async () => {
    const refused = await postMessage(origin(kenyaSite), "Sent before Kenya was imported");
    expect(refused.status).toBe(403);
    expect(await storedMessages()).not.toContain("Sent before Kenya was imported");
  });

  it("tells the imported editions of every later change, at REVALIDATE_URL_<ID> or else its public site, each with its own secret", async () => {
    const report = await importFolder(
      editionsFolder([
        { id: "kenya", url: origin(kenyaSite) },
        { id: "south-sudan", url: origin(sudanSite) },
      ]),
    );
    expect(report.created.sort()).toEqual(["editions/kenya.json", "editions/south-sudan.json"]);
    // Told at once of what the content holds, their own settings among it.
    await expect.poll(() => kenyaHook.heard.flatMap((heard) => heard.tags), { timeout: 5_000 }).toContain("editions");
    await expect.poll(() => sudanSite.heard.flatMap((heard) => heard.tags), { timeout: 5_000 }).toContain("editions");
    expect(new Set(kenyaHook.heard.map((heard) => heard.authorization))).toEqual(new Set([`Bearer ${KENYA_SECRET}`]));
    expect(new Set(sudanSite.heard.map((heard) => heard.authorization))).toEqual(new Set([`Bearer ${SUDAN_SECRET}`]));
    expect(logged).toContainEqual(expect.stringContaining(`now telling kenya (${kenyaHook.url}) of every change`));
    expect(logged).toContainEqual(expect.stringContaining(`now telling south-sudan (${origin(sudanSite)}/revalidate) of every change`));

    kenyaHook.heard.splice(0);
    sudanSite.heard.splice(0);
    expect((await importFolder(newsFolder("A change after Kenya joined"))).created).toEqual(["news/imported-edition-news.json"]);
    await expect.poll(() => kenyaHook.heard, { timeout: 5_000 }).toEqual([{ tags: ["home", "news"], authorization: `Bearer ${KENYA_SECRET}` }]);
    await expect.poll(() => sudanSite.heard, { timeout: 5_000 }).toEqual([{ tags: ["home", "news"], authorization: `Bearer ${SUDAN_SECRET}` }]);
    // REVALIDATE_URL_KENYA is where Kenya is told: its public site hears nothing.
    expect(kenyaSite.heard).toEqual([]);
  });

  it("takes forms from the imported editions' public origins, and still refuses an unknown one", async () => {
    for (const [from, message] of [
      [origin(kenyaSite), "Sent from the Kenya edition"],
      [origin(sudanSite), "Sent from the South Sudan edition"],
    ] as const) {
      const answer = await postMessage(from, message);
      expect(answer.status, from).toBe(200);
    }
    const refused = await postMessage("https://evil.example", "Sent from a stranger's page");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, data: null });
    const stored = await storedMessages();
    expect(stored).toEqual(expect.arrayContaining(["Sent from the Kenya edition", "Sent from the South Sudan edition"]));
    expect(stored).not.toContain("Sent from a stranger's page");
  });
});
