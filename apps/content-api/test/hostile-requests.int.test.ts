import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@repo/api-client/contract";
import { readEnv } from "../src/env";
import { type RunningServer, startServer } from "../src/server";
import { naughtyStrings } from "./corpora";
import { fixtureContentDir } from "./targets";

interface Reply {
  status: number;
  contentType: string;
  allow: string | undefined;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** Sends the request line as written (no URL normalising, unlike fetch), over kept connections. */
function send(base: string, method: string, path: string): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          allow: res.headers.allow,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Sends `head` as raw bytes (NUL and all, which no HTTP client would send) and answers the status of the reply. */
function sendRaw(base: string, head: Buffer): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString("latin1"))?.[1] ?? 0)));
  });
}

/** What is wrong with an answer of the API, or null: it must be an envelope below 500 whose code is its status. */
function problemWith(reply: Reply, { fileMayAnswer = false } = {}): string | null {
  if (reply.status >= 500) return `status ${reply.status}: ${reply.body.slice(0, 200)}`;
  if (fileMayAnswer && reply.status === 200 && !reply.contentType.startsWith("application/json")) return null;
  if (!reply.contentType.startsWith("application/json")) return `status ${reply.status} with ${reply.contentType}`;
  let json: unknown;
  try {
    json = JSON.parse(reply.body);
  } catch {
    return `status ${reply.status}, not JSON: ${reply.body.slice(0, 100)}`;
  }
  const envelope = reply.status === 200 ? json : errorEnvelopeSchema.safeParse(json).data;
  if (!envelope || typeof envelope !== "object" || !("code" in envelope) || !("msg" in envelope) || !("data" in envelope)) {
    return `status ${reply.status}, not an envelope: ${reply.body.slice(0, 100)}`;
  }
  if (envelope.code !== reply.status) return `status ${reply.status} but code ${String(envelope.code)}`;
  return null;
}

/** Awkward values for any parameter, as they appear percent-encoded in a URL. */
const awkward: string[] = [
  ...Array.from({ length: 0x20 }, (_, code) => `%${code.toString(16).padStart(2, "0")}`),
  "%7F",
  "a%00b",
  "%ED%A0%80",
  "%ED%BF%BF",
  "%C0%AF",
  "%FF",
  "%",
  "%%",
  "%2",
  "%zz",
  "\\",
  "..%2F..%2Fetc%2Fpasswd",
  "%E2%80%AE%E2%80%8F",
  "%EF%BB%BF",
  "x".repeat(10_000),
  "-1",
  "0",
  "1e309",
  "-1e309",
  "99999999999999999999",
  "9007199254740993",
  "1.5",
  "0x10",
  "NaN",
  "Infinity",
  "101",
  "",
  "%20",
  "null",
  "undefined",
  "[]",
  "{}",
  "'%20OR%201%3D1--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
];

/** Values for the parameters a path needs, so the one swept is not refused for another's absence. */
const needed: Record<string, Record<string, string>> = {
  "/api/homePage/searchStatistics": { keyword: "battery" },
  "/api/homePage/searchByType": { keyword: "battery" },
  "/api/about/getBlogByParam": { id: "size-a-home-battery" },
  "/api/about/getBlogAndCommentListByParam": { id: "size-a-home-battery" },
  "/api/about/getPressReleaseByParam": { id: "aurevo-opens-lagos-centre" },
};

const traversals = (() => {
  try {
    const path = join(new URL("../../../..", import.meta.url).pathname, "shared/corpora/traversal.txt");
    return readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
  } catch {
    return [];
  }
})();

describe("hostile requests from outside, over a socket", () => {
  let dir = "";
  let server: RunningServer;
  let paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "aurevo-hostile-"));
    mkdirSync(join(dir, "files"));
    server = await startServer(
      readEnv({
        PORT: "0",
        PGLITE_DATA_DIR: join(dir, "db"),
        CONTENT_SEED_DIR: fixtureContentDir,
        CONTENT_FILES_DIR: join(dir, "files"),
        RESPONSE_CACHE_MS: "0",
      }),
    );
    const openApi = await send(server.url, "GET", "/api/openapi.json");
    paths = (JSON.parse(openApi.body) as { paths: typeof paths }).paths;
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Every GET path with its query parameters, from the OpenAPI document. */
  const reads = () =>
    Object.entries(paths)
      .filter(([, operations]) => operations.get)
      .map(([path, operations]) => ({
        path,
        parameters: (operations.get?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
      }));

  const query = (path: string, parameter: string, value: string) => {
    const pairs = Object.entries(needed[path] ?? {})
      .filter(([name]) => name !== parameter)
      .map(([name, v]) => `${name}=${v}`);
    return `${path}?${[...pairs, `${parameter}=${value}`].join("&")}`;
  };

  it("answers every awkward value of every query parameter with an envelope below 500, status = code", async () => {
    const endpoints = reads();
    expect(endpoints.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    const check = async (target: string) => {
      const reply = await send(server.url, "GET", target);
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
      const problem = problemWith(reply);
      if (problem) failures.push(`${target.slice(0, 160)} → ${problem}`);
      return reply;
    };
    for (const { path, parameters } of endpoints) {
      // A parameter nobody declared, and awkward names, are checked like values.
      for (const parameter of [...parameters, "unknownParameter", "%00", "%ED%A0%80", "a%01b"]) {
        for (const value of awkward) await check(query(path, parameter, value));
      }
    }
    // The naughty strings, each once per parameter name, spread over the paths that take it.
    const pairs = endpoints.flatMap(({ path, parameters }) => parameters.map((parameter) => ({ path, parameter })));
    for (const [index, naughty] of naughtyStrings.entries()) {
      for (const name of new Set(pairs.map(({ parameter }) => parameter))) {
        const takers = pairs.filter(({ parameter }) => parameter === name);
        const { path } = takers[index % takers.length]!;
        await check(query(path, name, encodeURIComponent(naughty)));
      }
    }
    console.log(`query sweep: ${Object.values(statuses).reduce((a, b) => a + b, 0)} requests, statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 240_000);

  it("refuses control characters and broken escapes with a 400 naming the parameter", async () => {
    for (const [target, named] of [
      ["/api/about/getBlogListByParam?keyword=a%00b", /keyword/],
      ["/api/product/getProductData?id=%00", /\bid\b/],
      ["/api/support/getFaqListByCategoryList?category=%07", /category/],
      ["/api/download/getDocumentSearchResultList?series=%7F", /series/],
      ["/api/homePage/searchByType?keyword=%ED%A0%80", /keyword/],
      ["/api/homePage/searchByType?keyword=100%", /keyword/],
    ] as const) {
      const reply = await send(server.url, "GET", target);
      expect(reply.status, target).toBe(400);
      expect(errorEnvelopeSchema.parse(JSON.parse(reply.body)).msg, target).toMatch(named);
    }
    // A tab is text, not a control to refuse.
    expect((await send(server.url, "GET", "/api/about/getBlogListByParam?keyword=a%09b")).status).toBe(200);
  });

  it("answers bad ids and file paths with a 404 or 400 envelope, or the file", async () => {
    const failures: string[] = [];
    const ids = [...awkward, "..%2F..%2F", "%2e%2e", "a/b", "A-B", "-a", "a--b"];
    for (const path of ["/api/about/getBlogByParam", "/api/about/getPressReleaseByParam", "/api/product/getProductData"]) {
      for (const id of ids) {
        const reply = await send(server.url, "GET", `${path}?id=${id}`);
        const problem = problemWith(reply);
        if (problem) failures.push(`${path}?id=${id.slice(0, 40)} → ${problem}`);
      }
    }
    const files = [...traversals, ...awkward.map((value) => `news/${value}`), "news/a.svg", "%2e%2e/%2e%2e/etc/passwd"];
    let served = 0;
    for (const file of files) {
      const target = `/getFile/${file}`;
      if (!/^[\x21-\x7e]*$/.test(target)) continue; // a raw space or control cannot be put on a request line
      const reply = await send(server.url, "GET", target);
      if (reply.status === 200) served += 1;
      const problem = problemWith(reply, { fileMayAnswer: true });
      if (problem) failures.push(`${target.slice(0, 80)} → ${problem}`);
      if (reply.status === 200) expect(target).toMatch(/^\/getFile\/news\/a\.svg$/);
    }
    expect(failures).toEqual([]);
    expect(served).toBe(1);
    console.log(`bad ids and ${files.length} file paths (${traversals.length} from traversal.txt) swept`);
  }, 120_000);

  it("answers any Range header on a file below 500: the part, 416, the whole file or a refusal", async () => {
    const ranges = [
      "bytes=abc",
      "bytes=5-1",
      "bytes=0-\0",
      "\0",
      "bytes=\xff\xfe",
      `bytes=${"1".repeat(100_000)}-`,
      `bytes=${"0-1,".repeat(2_000)}0-1`,
      "bytes=-9007199254740993",
      "bytes=1e309-",
      "bytes= -",
      ...naughtyStrings.filter((value) => !/[\r\n]/.test(value)).map((value) => `bytes=${value}`),
    ];
    const failures: string[] = [];
    for (const range of ranges) {
      const head = Buffer.from(`GET /getFile/news/a.svg HTTP/1.1\r\nHost: api\r\nRange: ${range}\r\nConnection: close\r\n\r\n`, "latin1");
      const status = await sendRaw(server.url, head);
      if (status === 0 || status >= 500) failures.push(`Range: ${JSON.stringify(range.slice(0, 40))} → ${status}`);
    }
    expect(failures).toEqual([]);
    console.log(`${ranges.length} Range headers sent`);
  }, 120_000);

  it("answers a method a path does not serve with 405 and Allow, and unknown paths with 404", async () => {
    const failures: string[] = [];
    const targets = [...Object.keys(paths), "/health", "/api/openapi.json", "/getFile/news/a.svg"];
    for (const target of targets) {
      const methods = Object.keys(paths[target] ?? { get: {} }).map((method) => method.toUpperCase());
      for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "POST", "GET"]) {
        if (methods.includes(method)) continue;
        const reply = await send(server.url, method, target);
        const problem = problemWith(reply);
        if (problem) failures.push(`${method} ${target} → ${problem}`);
        else if (reply.status !== 405) failures.push(`${method} ${target} → ${reply.status}, not 405`);
        else if (reply.allow !== (methods.includes("GET") ? "GET, HEAD" : methods.join(", "))) {
          failures.push(`${method} ${target} → Allow: ${reply.allow}`);
        }
      }
    }
    for (const method of ["GET", "TRACE", "POST", "PROPFIND"]) {
      for (const target of ["/api/nothing/here", "/nothing", "/api/", "/api/homePage/getHomePageData/extra"]) {
        const reply = await send(server.url, method, target);
        if (reply.status !== 404 || problemWith(reply)) failures.push(`${method} ${target} → ${reply.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
