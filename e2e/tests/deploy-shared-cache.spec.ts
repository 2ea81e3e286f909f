import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startNginx, type RunningNginx } from "../../deploy/nginx/harness.mjs";
import { editions, REVALIDATE_SECRET, SHARED_CACHE_PORTS, siteUrlEnv } from "../editions";
import { contentCli, type ContentApiProcess, startContentApi } from "../support/content-api";
import { startNode, stopAll } from "../support/processes";

const repoRoot = new URL("../..", import.meta.url).pathname;
const contentApiDir = join(repoRoot, "apps", "content-api");
const redisServer = process.env.REDIS_SERVER_PATH ?? "redis-server";
const hasRedis = spawnSync(redisServer, ["--version"]).status === 0;
const REDIS_URL = `redis://127.0.0.1:${SHARED_CACHE_PORTS.redis}`;
const [portA, portB] = SHARED_CACHE_PORTS.editions;
const processA = `http://127.0.0.1:${portA}`;
const processB = `http://127.0.0.1:${portB}`;

/** A Redis server of the test's own (nothing kept on disk), so it can stop it and start it again. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn(redisServer, ["--port", String(SHARED_CACHE_PORTS.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  await expect
    .poll(() => spawnSync("redis-cli", ["-p", String(SHARED_CACHE_PORTS.redis), "ping"], { encoding: "utf8" }).stdout.trim(), {
      timeout: 15_000,
    })
    .toBe("PONG");
  return child;
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const page = async (origin: string, path: string) => {
  const res = await fetch(`${origin}${path}`);
  return { status: res.status, cache: res.headers.get("x-nextjs-cache"), body: await res.text() };
};

/**
 * Two processes of one edition (one standalone folder, two ports) behind nginx's
 * round robin, with REDIS_URL: a page either one renders the other serves as it
 * is, a purge sent to one reaches both, and with Redis stopped both keep
 * answering until it is back and they share again.
 */
test.describe("processes of an edition share one cache through Redis", () => {
  const edition = editions[0]!;
  const standalone = join(repoRoot, "apps", edition.id, ".next", "standalone");
  test.skip(!!process.env.E2E_SERVERS && !existsSync(standalone), `no production build of ${edition.id}`);
  test.skip(!hasRedis, `no ${redisServer} (apt-get install redis-server; .ci/run installs it)`);
  test.describe.configure({ mode: "serial" });
  const root = mkdtempSync(join(tmpdir(), "aurevo-shared-cache-"));
  const dataDir = join(root, "data");
  const editionProcesses: ChildProcess[] = [];
  const logs = new Map<number, string>();
  let redis: ChildProcess | undefined;
  let api: ContentApiProcess | undefined;
  let nginx: RunningNginx | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    redis = await startRedis();
    api = await startContentApi(SHARED_CACHE_PORTS.api, dataDir, { TRUSTED_PROXIES: "loopback" });
    // One copy of the standalone folder, both processes run from it: whatever the rest of the run
    // rendered into the repository's folder stays out.
    cpSync(standalone, join(root, "edition"), { recursive: true });
    const app = join(root, "edition", "apps", edition.id);
    rmSync(join(app, ".next", "cache"), { recursive: true, force: true });
    for (const port of SHARED_CACHE_PORTS.editions) {
      const child = await startNode(
        `process ${port}`,
        app,
        ["server.js"],
        {
          PORT: String(port),
          HOSTNAME: "127.0.0.1",
          CONTENT_API_URL: api.url,
          REVALIDATE_SECRET,
          TRUSTED_PROXIES: "127.0.0.1",
          REDIS_URL,
          // Both processes are one site, behind one nginx.
          ...siteUrlEnv(edition.id, SHARED_CACHE_PORTS.nginx),
        },
        `http://127.0.0.1:${port}/robots.txt`,
      );
      logs.set(port, "");
      const keep = (chunk: Buffer) => logs.set(port, (logs.get(port) ?? "") + chunk.toString());
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      editionProcesses.push(child);
    }
    nginx = await startNginx({ editionPort: portA, editionPorts: [...SHARED_CACHE_PORTS.editions], apiPort: SHARED_CACHE_PORTS.api, port: SHARED_CACHE_PORTS.nginx });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await stopAll(editionProcesses);
    await api?.stop();
    await stopRedis(redis);
    rmSync(root, { recursive: true, force: true });
  });

  test("a page one process renders is served by the other as it is, without rendering it again", async () => {
    const rendered = await page(processA, "/spanish/about/contact");
    expect(rendered.status).toBe(200);
    expect(rendered.cache).toBe("MISS");
    const served = await page(processB, "/spanish/about/contact");
    expect(served.status).toBe(200);
    expect(served.cache).toBe("HIT");
    expect(served.body).toBe(rendered.body);

    // Pages first asked for through nginx, which hands them to either process in turn, are then
    // kept for both.
    const paths = ["/spanish/about/company", "/spanish/solutions", "/spanish/support/faq", "/about/company"];
    for (const path of paths) {
      const res = await fetch(`http://127.0.0.1:${SHARED_CACHE_PORTS.nginx}${path}`);
      expect(res.status, path).toBe(200);
      expect(/<h1\b/.test(await res.text()), `${path} shows its heading`).toBe(true);
    }
    for (const path of paths) {
      for (const origin of [processA, processB]) expect((await page(origin, path)).cache, `${origin}${path}`).toBe("HIT");
    }
  });

  test("a purge sent to one process reaches both", async () => {
    test.setTimeout(180_000);
    const newsPath = "/about/news/aurevo-cloud-3-released";
    for (const origin of [processA, processB]) expect((await page(origin, newsPath)).status).toBe(200);
    expect((await page(processB, newsPath)).cache).toBe("HIT");

    // The team changes a news item (the embedded database takes one writer: the API stops meanwhile).
    const changedTitle = `Aurevo Cloud 3 is out, told to every process ${Date.now().toString(36)}`;
    await api!.stop();
    const changes = join(root, "changes");
    const item = JSON.parse(readFileSync(join(contentApiDir, "content/news/aurevo-cloud-3-released.json"), "utf8")) as {
      translations: { english: { title: string } };
    };
    item.translations.english.title = changedTitle;
    mkdirSync(join(changes, "news"), { recursive: true });
    writeFileSync(join(changes, "news/aurevo-cloud-3-released.json"), JSON.stringify(item));
    const imported = await contentCli(dataDir, "import", changes);
    expect(imported.code, imported.output).toBe(0);
    api = await startContentApi(SHARED_CACHE_PORTS.api, dataDir, { TRUSTED_PROXIES: "loopback" });
    // Not purged yet: both still serve the page they keep (for its five minutes).
    for (const origin of [processA, processB]) expect((await page(origin, newsPath)).body.includes(changedTitle), origin).toBe(false);

    const purge = await fetch(`${processA}/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: ["news"] }),
    });
    expect(purge.status).toBe(200);
    // The process that was not told shows the change too (its one-second page cache aside).
    for (const origin of [processB, processA]) {
      await expect.poll(async () => (await page(origin, newsPath)).body.includes(changedTitle), { timeout: 10_000, message: origin }).toBe(true);
    }
  });

  test("with Redis stopped both processes keep serving, say so once, and share again once it is back", async () => {
    test.setTimeout(120_000);
    await stopRedis(redis);
    // Pages either process kept, and pages neither has rendered yet.
    const paths = ["/spanish/about/contact", "/spanish/about/company", "/spanish/support/warranty", "/spanish/downloads", "/about/contact"];
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        for (const origin of [processA, processB]) {
          const answer = await page(origin, path);
          expect(answer.status, `${origin}${path} with Redis stopped`).toBe(200);
          expect(/<h1\b/.test(answer.body), `${origin}${path} shows its heading`).toBe(true);
        }
      }
    }
    for (const port of SHARED_CACHE_PORTS.editions) {
      expect(logs.get(port)!.match(/Shared cache at \S+ is unreachable/g), `process ${port}'s log`).toHaveLength(1);
    }

    const restarted = Date.now();
    redis = await startRedis();
    await expect
      .poll(() => SHARED_CACHE_PORTS.editions.every((port) => /is reachable again/.test(logs.get(port) ?? "")), { timeout: 30_000 })
      .toBe(true);
    const recoveryMs = Date.now() - restarted;
    test.info().annotations.push({ type: "recovery", description: `both processes shared the restarted Redis within ${recoveryMs} ms` });

    // Redis came back empty: a page one process renders now, the other serves as it is.
    const rendered = await page(processB, "/spanish/support/videoList");
    expect(rendered.cache).toBe("MISS");
    const served = await page(processA, "/spanish/support/videoList");
    expect(served.cache).toBe("HIT");
    expect(served.body).toBe(rendered.body);
  });
});
