import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAssets } from "./build-assets";

const SCRIPT = "self.answer = 42;\n".repeat(200);
const HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
];

let folder: string;
let server: Server;
let origin: string;
const reachedNext: string[] = [];

/** A raw request (Node's fetch would undo the encoding): status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "build-assets-"));
  mkdirSync(join(folder, "chunks"));
  writeFileSync(join(folder, "chunks", "app.js"), SCRIPT);
  writeFileSync(join(folder, "chunks", "app.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(folder, "chunks", "app.js.gz"), gzipSync(SCRIPT));
  const next = (req: IncomingMessage, res: ServerResponse) => {
    reachedNext.push(`${req.method} ${req.url}`);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("from next");
  };
  server = createServer(buildAssets(folder, next, HEADERS));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe("build assets", () => {
  it("sends the brotli file made at build time to a browser that takes brotli, kept for a year", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(answer.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("sends the gzip file to a client without brotli, and the file itself to one that takes neither", async () => {
    const gzip = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/_next/static/chunks/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("leaves missing files, other paths, other methods and escapes from the folder to Next.js", async () => {
    reachedNext.length = 0;
    expect((await get("/_next/static/chunks/missing.js")).body.toString()).toBe("from next");
    expect((await get("/about/news")).body.toString()).toBe("from next");
    expect((await get("/_next/static/chunks/app.js", {}, "POST")).body.toString()).toBe("from next");
    const escape = await get("/_next/static/..%2f..%2fetc/passwd");
    expect(escape.body.toString()).toBe("from next");
    expect(reachedNext).toEqual([
      "GET /_next/static/chunks/missing.js",
      "GET /about/news",
      "POST /_next/static/chunks/app.js",
      "GET /_next/static/..%2f..%2fetc/passwd",
    ]);
  });
});
