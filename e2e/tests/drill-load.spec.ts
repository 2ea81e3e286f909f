import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { parse } from "csv-parse/sync";
import { apiPaths } from "@repo/api-client/contract";
import { editions, LOAD_API_PORT } from "../editions";
import { type ContentApiProcess, startContentApi } from "../support/content-api";

/** `load` of bench/budgets.json: the p99 each target must keep at 0.7 × its saturation. */
const budget = (
  JSON.parse(readFileSync(new URL("../../bench/budgets.json", import.meta.url), "utf8")) as {
    load: { holdSeconds: number; longHoldSeconds: number; pageP99Ms: number; apiP99Ms: number; fraction: number };
  }
).load;
const holdSeconds = process.env.DRILL_LONG ? budget.longHoldSeconds : budget.holdSeconds;
const ADMIN_TOKEN = "load-drill-admin-token-0123456789abcdef0123";
const DRILL_MARK = `Load drill ${Date.now().toString(36)}`;

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error as Error) : resolve(result)));
  });
}

/** How many answers had a status of 500 or more. */
const serverErrors = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);

const figures = (result: autocannon.Result) =>
  `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors} socket errors, ${result.timeouts} timeouts, statuses ${JSON.stringify(
    Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  )}`;

/**
 * Load: each target is driven to saturation (as many requests as 32
 * connections get answered), then held at a fraction of that rate: nothing
 * may break, nothing may answer 5xx, and the p99 stays in the budget file.
 * Runs after the rest of the suite, on a quiet machine.
 */
test.describe("load drill", () => {
  test.describe.configure({ mode: "serial" });
  const edition = editions[0]!;

  test(`a cached page at ${budget.fraction} × its saturation for ${holdSeconds} s: no socket error, no 5xx, p99 ≤ ${budget.pageP99Ms} ms`, async () => {
    const testInfo = test.info();
    test.setTimeout((holdSeconds + 120) * 1000);
    const url = `http://127.0.0.1:${edition.port}/spanish`;
    for (let i = 0; i < 3; i++) expect((await fetch(url)).status).toBe(200);

    const saturation = await cannon({ url, connections: 32, duration: 10 });
    const rate = Math.max(1, Math.floor(saturation.requests.average * budget.fraction));
    const held = await cannon({ url, connections: 32, duration: holdSeconds, overallRate: rate });
    testInfo.annotations.push(
      { type: "saturation", description: figures(saturation) },
      { type: `held at ${rate} req/s`, description: figures(held) },
    );
    console.log(`load drill, cached page ${url}\n  saturation: ${figures(saturation)}\n  held at ${rate} req/s: ${figures(held)}`);
    expect(held.errors, "socket errors").toBe(0);
    expect(held.timeouts, "timeouts").toBe(0);
    expect(held.non2xx, "answers other than 2xx").toBe(0);
    expect(held.latency.p99).toBeLessThanOrEqual(budget.pageP99Ms);
  });

  test.describe("the content API", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "aurevo-e2e-load-"));
    let api: ContentApiProcess | undefined;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      // As deployed: behind a proxy that names the visitor, the default rate limit per visitor.
      api = await startContentApi(LOAD_API_PORT, dataDir, { TRUSTED_PROXIES: "127.0.0.1,::1", MIN_FILL_MS: "0", ADMIN_TOKEN });
    });

    test.afterAll(async () => {
      await api?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test(`reads and form posts, valid and invalid, at ${budget.fraction} × saturation for ${holdSeconds} s: no socket error, no 5xx, 429 only on posts, every post answered success is stored`, async () => {
    const testInfo = test.info();
      test.setTimeout((holdSeconds + 180) * 1000);
      const base = api!.url;
      const counts = { stored: 0, limited: 0, refused: 0, readsNot200: 0, unexpected: [] as string[] };
      let visitor = 0;
      // Each visitor may post 10 times per form in the window. The held run shares its valid posts
      // among so many visitors that each sends about 20: half get through, the rest are limited.
      let network = "198.51.100";
      let visitors = 50;
      const nextVisitor = () => `${network}.${(visitor++ % visitors) + 1}`;
      // Posts of the saturation run are marked apart: that run stops with requests in flight.
      let mark = `${DRILL_MARK} saturation`;
      const message = (n: number) => ({
        name: mark,
        phone: "+234 803 555 0100",
        email: `load${n}@example.com`,
        product: "PowerCube 5",
        company: "Load Test Ltd",
        address: "Lagos",
        country: "Nigeria",
        message: `Message ${n}`,
        // Shown a minute ago, as a person's form would say: a post that does not say is a bot's.
        formStartedAt: Date.now() - 60_000,
      });
      let sent = 0;
      const read = (path: string): autocannon.Request => ({
        method: "GET",
        path,
        onResponse: (status) => {
          if (status !== 200) counts.readsNot200++;
        },
      });
      const requests: autocannon.Request[] = [
        read(`/api/${apiPaths.getPressReleaseListByParam}?pageSize=10&languageCode=spanish`),
        {
          method: "POST",
          path: `/api/${apiPaths.insertOnlineMessage}`,
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "content-type": "application/json", "x-forwarded-for": nextVisitor() },
            body: JSON.stringify(message(sent++)),
          }),
          onResponse: (status) => {
            if (status === 200) counts.stored++;
            else if (status === 429) counts.limited++;
            else counts.unexpected.push(`valid post answered ${status}`);
          },
        },
        read(`/api/${apiPaths.getProductData}?id=ems-200&languageCode=burmese`),
        {
          method: "POST",
          path: `/api/${apiPaths.insertOnlineMessage}`,
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "content-type": "application/json", "x-forwarded-for": nextVisitor() },
            body: JSON.stringify({ name: DRILL_MARK, email: "not an address" }),
          }),
          onResponse: (status) => {
            if (status === 400 || status === 429) counts.refused++;
            else counts.unexpected.push(`invalid post answered ${status}`);
          },
        },
        {
          method: "POST",
          path: `/api/${apiPaths.insertOnlineMessage}`,
          headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.9" },
          body: "{ not json",
          onResponse: (status) => {
            if (status === 400 || status === 429) counts.refused++;
            else counts.unexpected.push(`malformed post answered ${status}`);
          },
        },
      ];

      const saturation = await cannon({ url: base, connections: 32, duration: 10, requests });
      const rate = Math.max(1, Math.floor(saturation.requests.average * budget.fraction));
      Object.assign(counts, { stored: 0, limited: 0, refused: 0, readsNot200: 0 });
      mark = DRILL_MARK;
      network = "203.0.113";
      const amount = rate * holdSeconds;
      // One request in five is a valid post, and one in five an invalid one; up to 250 visitors.
      visitors = Math.min(250, Math.max(1, Math.round(amount / 5 / 20)));
      // A number of requests rather than a time: the run ends once every one is answered, so each post is counted.
      const held = await cannon({ url: base, connections: 32, amount, overallRate: rate, requests });
      const res = await fetch(`${base}/admin/submissions/messages.csv`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const rows = parse<Record<string, string>>(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true }).filter(
        (row) => row.name === DRILL_MARK,
      );
      const summary = `${counts.stored} posts stored, ${counts.limited} limited (429), ${counts.refused} invalid refused; ${rows.length} rows`;
      testInfo.annotations.push(
        { type: "saturation", description: figures(saturation) },
        { type: `held at ${rate} req/s`, description: figures(held) },
        { type: "posts", description: summary },
      );
      console.log(`load drill, content API\n  saturation: ${figures(saturation)}\n  held at ${rate} req/s: ${figures(held)}\n  ${summary}`);

      // At saturation requests may queue past the client's timeout; none may fail on the server.
      expect(serverErrors(saturation), "5xx answers at saturation").toBe(0);
      expect(held.errors, "socket errors").toBe(0);
      expect(held.timeouts, "timeouts").toBe(0);
      expect(serverErrors(held), "5xx answers").toBe(0);
      expect(counts.unexpected.slice(0, 5)).toEqual([]);
      expect(counts.readsNot200, "reads answered other than 200").toBe(0);
      expect(counts.stored).toBeGreaterThan(0);
      expect(counts.limited).toBeGreaterThan(0);
      expect(rows).toHaveLength(counts.stored);
      expect(held.latency.p99).toBeLessThanOrEqual(budget.apiP99Ms);
    });
  });
});
