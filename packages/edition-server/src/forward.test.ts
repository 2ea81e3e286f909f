import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { contentApiForwarder, contentApiPool } from "./forward";

const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A content API that answers the first request of each connection and says
 * `keep-alive`, then closes the connection without a word when a second
 * request arrives on it: as a server does that gave up on a connection at the
 * moment a pool reused it (after refusing a body it did not read, or when its
 * idle time ran out).
 */
async function droppingApi() {
  let answered = 0;
  const served = new WeakSet<object>();
  const api = createServer((req, res) => {
    req.resume();
    if (served.has(req.socket)) return void req.socket.destroy();
    served.add(req.socket);
    answered++;
    const body = JSON.stringify({ code: 200, msg: "success", data: { n: answered } });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-middleware-rewrite": "http://internal/" });
    res.end(body);
  });
  return { url: await listen(api), requests: () => answered };
}

/** A content API that reads each body to its end and says the path it was asked and how many bytes came. */
async function readingApi() {
  const paths: string[] = [];
  const api = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      paths.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ code: 200, msg: "success", data: { bytes } }));
    });
  });
  return { url: await listen(api), paths };
}

/** One request written as given (no client in between to mend its path or framing): status and body. */
function rawRequest(site: string, head: string[], body = ""): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(site);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const statuses = [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
      resolve({ status: statuses.at(-1) ?? 0, body: answer.split("\r\n\r\n").slice(1).join("\r\n\r\n") });
    });
    // Written, not ended: a half-closed connection is one whose answer Node may drop.
    socket.write([...head, "Host: site.example", "Connection: close", "", body].join("\r\n"));
  });
}

/** The JSON object in an answer's body, whatever framing (chunks, an interim answer) came around it. */
const jsonIn = (body: string): unknown => JSON.parse(/\{[\s\S]*\}/.exec(body)?.[0] ?? "null");

async function edition(target: string) {
  const dispatcher = contentApiPool();
  const forward = contentApiForwarder({ target, dispatcher, maxBodyBytes: 1024 });
  closers.push(() => dispatcher.close());
  const handler = (req: IncomingMessage, res: ServerResponse) => void forward(req, res);
  // As the edition's server does: the forwarder answers `Expect: 100-continue` itself.
  const server = createServer(handler).on("checkContinue", handler);
  return listen(server);
}

describe("contentApiForwarder", () => {
  it("answers every read although the API drops each connection it is sent a second request on", async () => {
    const api = await droppingApi();
    const site = await edition(api.url);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await fetch(`${site}/api/navigation/getNavigationData`);
      statuses.push(answer.status);
      expect(answer.headers.get("x-middleware-rewrite")).toBeNull();
      await answer.text();
    }
    expect(statuses).toEqual(Array<number>(30).fill(200));
  });

  it("refuses a declared body over its limit itself, closing the connection", async () => {
    const api = await droppingApi();
    const site = await edition(api.url);
    const answer = await fetch(`${site}/api/support/insertOnlineMessage`, { method: "POST", body: "x".repeat(4096), headers: { "content-type": "application/json" } });
    expect(answer.status).toBe(413);
    expect(answer.headers.get("connection")).toBe("close");
    expect(await answer.json()).toMatchObject({ code: 413, data: null });
    expect(api.requests()).toBe(0);
  });

  it("answers 503 with the envelope when the API cannot be reached", async () => {
    const gone = createServer();
    const url = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
    servers.splice(servers.indexOf(gone), 1);
    const site = await edition(url);
    const answer = await fetch(`${site}/getFile/news/a.webp`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ code: 503, data: null });
  });

  it("sends on no path that a URL parser would read as outside /api/ or /getFile/", async () => {
    const api = await readingApi();
    const site = await edition(api.url);
    for (const path of ["/api/%2e%2e/admin/submissions/messages.csv", "/getFile/%2e%2e/health", "/api/..%2fadmin", "/getFile/.%2E/.%2E/etc/passwd"]) {
      const answer = await rawRequest(site, [`GET ${path} HTTP/1.1`]);
      expect(answer.status, path).toBe(404);
    }
    expect(api.paths).toEqual([]);
    expect((await rawRequest(site, ["GET /api/navigation/getNavigationData HTTP/1.1"])).status).toBe(200);
    expect(api.paths).toEqual(["/api/navigation/getNavigationData"]);
  });

  it("counts a chunked body as it comes and refuses it past the limit", async () => {
    const api = await readingApi();
    const site = await edition(api.url);
    const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;
    const small = await rawRequest(site, ["POST /api/support/insertOnlineMessage HTTP/1.1", "Transfer-Encoding: chunked"], chunk("x".repeat(500)) + "0\r\n\r\n");
    expect(small.status).toBe(200);
    expect(jsonIn(small.body)).toMatchObject({ data: { bytes: 500 } });
    const large = await rawRequest(
      site,
      ["POST /api/support/insertOnlineMessage HTTP/1.1", "Transfer-Encoding: chunked"],
      chunk("x".repeat(800)).repeat(20) + "0\r\n\r\n",
    );
    expect(large.status).toBe(413);
  });

  it("answers a request that expects 100 Continue, and sends it on without the expectation", async () => {
    const api = await readingApi();
    const site = await edition(api.url);
    const answer = await rawRequest(
      site,
      ["POST /api/support/insertOnlineMessage HTTP/1.1", "Expect: 100-continue", "Content-Type: application/json", "Content-Length: 2"],
      "{}",
    );
    expect(answer.status).toBe(200);
    expect(jsonIn(answer.body)).toMatchObject({ data: { bytes: 2 } });
  });
});
