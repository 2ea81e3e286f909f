import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, apiPaths } from "@repo/api-client/contract";
import { type TestS3, startS3 } from "./s3-server";
import { type ServerProcess, buildServer, startServer } from "./server-process";
import { fixtureContentDir, scratchServerDatabase } from "./targets";
import { runNode } from "./submissions-cli";

const token = "l".repeat(8) + "0123456789abcdef0123456789abcdef";
const newsList = `${API_PREFIX}${apiPaths.getPressReleaseListByParam}?pageNum=1&pageSize=100`;
const packageRoot = new URL("..", import.meta.url).pathname;

/** A content folder with one news item and its picture, as an editor would prepare it. */
function newsFolder(slug: string, title: string): { dir: string; svg: string } {
  const dir = mkdtempSync(join(tmpdir(), "content-live-folder-"));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><title>${slug}</title></svg>`;
  mkdirSync(join(dir, "news"));
  mkdirSync(join(dir, "files", "news"), { recursive: true });
  writeFileSync(
    join(dir, "news", `${slug}.json`),
    JSON.stringify({
      slug,
      date: 1_790_000_000,
      image: `news/${slug}.svg`,
      translations: { english: { title, summary: "Imported while the API runs.", bodyHtml: "<p>Live.</p>", imageAlt: "A picture" } },
    }),
  );
  writeFileSync(join(dir, "files", "news", `${slug}.svg`), svg);
  return { dir, svg };
}

/** Runs the bundled `content` command (`node dist/cli.js …`, as in the deploy folder) with only `env`. */
function content(cli: string, env: Record<string, string>, ...args: string[]) {
  return runNode(tmpdir(), [cli, ...args], env);
}

/** Reads the news list and a picture over and over until stopped: every answer that is not a 200 is kept. */
function readLoop(origin: string) {
  let stopped = false;
  let reads = 0;
  const failures: string[] = [];
  const loop = (async () => {
    while (!stopped) {
      for (const path of [newsList, "/getFile/news/a.svg"]) {
        try {
          const res = await fetch(`${origin}${path}`);
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${path}: ${res.status}`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
        reads += 1;
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { reads, failures };
    },
  };
}

let build: Awaited<ReturnType<typeof buildServer>>;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  build = await buildServer();
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  build?.remove();
});

async function started(env: Record<string, string>): Promise<{ server: ServerProcess; origin: string }> {
  const server = startServer(build.main, env);
  cleanups.push(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });
  return { server, origin: await server.listening };
}

describe("an import through the running API on PGlite, files in the default folder", () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), "content-live-pglite-")), "pglite");
  let origin = "";

  beforeAll(async () => {
    cleanups.push(() => rmSync(join(dataDir, ".."), { recursive: true, force: true }));
    ({ origin } = await started({ PGLITE_DATA_DIR: dataDir, CONTENT_SEED_DIR: fixtureContentDir, ADMIN_TOKEN: token, RESPONSE_CACHE_MS: "0" }));
  }, 120_000);

  it("stores the demo's files beside the data, outside the repository", async () => {
    expect(readdirSync(`${dataDir}-files`)).toEqual(expect.arrayContaining(["news", "documents", "products"]));
    const res = await fetch(`${origin}/getFile/documents/helios-6-datasheet.pdf`);
    expect(res.status).toBe(200);
  });

  it("imports a news item with its picture while reads go on, every read answered", async () => {
    const { dir, svg } = newsFolder("live-on-pglite", "Live on PGlite");
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const reads = readLoop(origin);
    const imported = await content(build.cli, { CONTENT_API_URL: origin, ADMIN_TOKEN: token }, "import", dir);
    // A few reads after the import too, so the loop has run on both sides of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { reads: count, failures } = await reads.stop();
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toBe(`created    news/live-on-pglite.json\n${origin}: 1 created, 0 updated, 0 unchanged, 0 failed\n`);
    expect(imported.code).toBe(0);
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(10);

    const list = await fetch(`${origin}${newsList}`);
    expect(JSON.stringify(await list.json())).toContain("Live on PGlite");
    const picture = await fetch(`${origin}/getFile/news/live-on-pglite.svg`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe(svg);
    expect(readFileSync(join(`${dataDir}-files`, "news", "live-on-pglite.svg"), "utf8")).toBe(svg);
    expect(existsSync(join(packageRoot, "content", "files", "news", "live-on-pglite.svg"))).toBe(false);
  });

  it("exports what the running API stores, printing the same lines as before", async () => {
    const out = mkdtempSync(join(tmpdir(), "content-live-export-"));
    cleanups.push(() => rmSync(out, { recursive: true, force: true }));
    const exported = await content(build.cli, { CONTENT_API_URL: origin, ADMIN_TOKEN: token }, "export", out);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(new RegExp(`^${out}: \\d+ items, 3 singletons, \\d+ files written\\n$`));
    expect(readFileSync(join(out, "files", "news", "live-on-pglite.svg"), "utf8")).toContain("live-on-pglite");
    expect(JSON.parse(readFileSync(join(out, "news", "live-on-pglite.json"), "utf8"))).toMatchObject({ slug: "live-on-pglite" });
  });

  it("says what to change when the token is wrong or the API is not there", async () => {
    const { dir } = newsFolder("never-imported", "Never imported");
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const wrong = await content(build.cli, { CONTENT_API_URL: origin, ADMIN_TOKEN: "w".repeat(40) }, "import", dir);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`${origin} answered 401: The admin token is wrong`);
    const none = await content(build.cli, { CONTENT_API_URL: "http://127.0.0.1:9", ADMIN_TOKEN: token }, "import", dir);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/Cannot reach the content API at http:\/\/127\.0\.0\.1:9 .*is it running\?/);
    const tokenless = await content(build.cli, { CONTENT_API_URL: origin }, "import", dir);
    expect(tokenless.code).toBe(2);
    expect(tokenless.stderr).toContain("ADMIN_TOKEN");
    // The embedded database has one writer: the direct way says so, and the API keeps it.
    const offline = await content(build.cli, { PGLITE_DATA_DIR: dataDir }, "import", "--offline", dir);
    expect(offline.code).toBe(1);
    expect(offline.stderr).toContain("--offline needs the embedded database to itself: stop the API");
    expect((await fetch(`${origin}/health`)).status).toBe(200);
  });
});

describe("the studio's first admin, from the deploy folder's command", () => {
  it("prints a one-time sign-in link that opens a session with the admin role, and needs the admin token", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "content-live-studio-")), "pglite");
    cleanups.push(() => rmSync(join(dataDir, ".."), { recursive: true, force: true }));
    const studioUrl = "http://studio.localhost:3100";
    const { origin } = await started({
      PGLITE_DATA_DIR: dataDir,
      CONTENT_SEED_DIR: fixtureContentDir,
      ADMIN_TOKEN: token,
      STUDIO_SECRET: "k".repeat(40),
      STUDIO_URL: studioUrl,
    });
    const made = await content(
      build.cli,
      { CONTENT_API_URL: origin, ADMIN_TOKEN: token },
      "studio-admin",
      "Boss@Aurevo.example",
      "--name",
      "Bo",
    );
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(made.stdout).toContain("Made the studio account of Boss@Aurevo.example as an admin");
    const link = new URL(made.stdout.trim().split("\n").at(-1)!);
    expect(link.origin).toBe(studioUrl);

    // The studio forwards its /studio/auth/ paths to the API: the link, followed there, signs in once.
    const signIn = await fetch(`${origin}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(signIn.headers.getSetCookie().join()).toMatch(/HttpOnly; SameSite=Lax/);
    const me = await fetch(`${origin}/studio/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const { data } = (await me.json()) as { data: { email: string; grants: { role: string }[] } };
    expect(data).toMatchObject({
      email: "boss@aurevo.example",
      grants: [{ role: "admin", editions: null, languages: null }],
    });
    const again = await fetch(`${origin}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(again.headers.getSetCookie().join()).not.toMatch(/studio\.session_token=\w/);

    // Asked again, the account is kept and a new link made.
    const kept = await content(
      build.cli,
      { CONTENT_API_URL: origin, ADMIN_TOKEN: token },
      "studio-admin",
      "boss@aurevo.example",
    );
    expect(kept.stdout).toContain("Kept the studio account of boss@aurevo.example as an admin");
    const tokenless = await content(build.cli, { CONTENT_API_URL: origin }, "studio-admin", "boss@aurevo.example");
    expect(tokenless.code).toBe(2);
    expect(tokenless.stderr).toContain("ADMIN_TOKEN");
    const wrong = await content(
      build.cli,
      { CONTENT_API_URL: origin, ADMIN_TOKEN: "w".repeat(40) },
      "studio-admin",
      "boss@aurevo.example",
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("The admin token is wrong");
  }, 120_000);
});

// The settings alone are checked with the others in settings.int.test.ts; this one needs a server to ask.
describe("the storage settings at start", () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
    cleanups.push(() => s3.stop());
  }, 60_000);

  it("stops the API naming S3_BUCKET when the bucket does not exist", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "content-live-settings-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startServer(build.main, { PGLITE_DATA_DIR: join(dataDir, "pglite"), ...s3.env, S3_BUCKET: "no-such-bucket" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/S3_BUCKET: could not reach the bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+: it answered 404 \(no such bucket\)/);
    expect(server.output()).not.toContain("S3RVER");
  });
});

// Two API processes on one Postgres and one bucket: what one imports, the other serves.
const scratch = await scratchServerDatabase();
describe.skipIf(!scratch)("two API processes on Postgres sharing one bucket", () => {
  let s3: TestS3;
  let first = "";
  let second = "";

  beforeAll(async () => {
    if (!scratch) return;
    cleanups.push(() => scratch.drop());
    s3 = await startS3("shared-files");
    cleanups.push(() => s3.stop());
    const env = { DATABASE_URL: scratch.url, CONTENT_SEED_DIR: fixtureContentDir, ADMIN_TOKEN: token, RESPONSE_CACHE_MS: "0", ...s3.env };
    ({ origin: first } = await started(env));
    ({ origin: second } = await started(env));
  }, 180_000);

  it("serves from the second a file imported through the first", async () => {
    const { dir, svg } = newsFolder("shared-bucket", "Shared bucket");
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const before = await fetch(`${second}/getFile/news/shared-bucket.svg`);
    expect(before.status).toBe(404);
    const reads = readLoop(second);
    const imported = await content(build.cli, { CONTENT_API_URL: first, ADMIN_TOKEN: token }, "import", dir);
    const { failures } = await reads.stop();
    expect(imported.stdout).toContain("created    news/shared-bucket.json");
    expect(imported.code).toBe(0);
    expect(failures).toEqual([]);

    const picture = await fetch(`${second}/getFile/news/shared-bucket.svg`);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe(svg);
    const part = await fetch(`${second}/getFile/news/shared-bucket.svg`, { headers: { range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe("<svg");
    const list = await fetch(`${second}${newsList}`);
    expect(JSON.stringify(await list.json())).toContain("Shared bucket");
  });
});

describe("the direct way, for an API that is not running", () => {
  it("imports into the database and folder the API would use, and the API then serves it", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "content-offline-")), "pglite");
    cleanups.push(() => rmSync(join(dataDir, ".."), { recursive: true, force: true }));
    const { dir, svg } = newsFolder("imported-offline", "Imported offline");
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const imported = await content(build.cli, { PGLITE_DATA_DIR: dataDir }, "import", "--offline", dir);
    expect(imported.stderr).toBe("");
    expect(imported.stdout).toContain("created    news/imported-offline.json");
    expect(imported.code).toBe(0);
    const { origin } = await started({ PGLITE_DATA_DIR: dataDir, CONTENT_SEED_DIR: fixtureContentDir });
    expect(await (await fetch(`${origin}/getFile/news/imported-offline.svg`)).text()).toBe(svg);
  }, 120_000);
});
