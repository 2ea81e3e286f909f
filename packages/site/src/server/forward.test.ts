import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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

async function edition(target: string) {
  const dispatcher = contentApiPool();
  const forward = contentApiForwarder({ target, dispatcher, maxBodyBytes: 1024 });
  closers.push(() => dispatcher.close());
  return listen(createServer((req, res) => void forward(req, res)));
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
});
