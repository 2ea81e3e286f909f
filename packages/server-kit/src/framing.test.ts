import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyRefusal, BodyTooLargeError, expectsContinue, framingRefusal, upTo } from "./framing";

let server: Server;
let port: number;

/** A server that answers each request with what the checks say of it, then what it read of the body. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const refusal = framingRefusal(req) ?? bodyRefusal(req, { maxBytes: 1024, undeclared: "refuse" });
    if (refusal) {
      res.writeHead(refusal.status, { connection: "close" }).end(refusal.message);
      return;
    }
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => res.end(`read ${bytes}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request written byte for byte; the status line and body of the answer. */
function send(lines: string[], body = ""): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.split("\r\n\r\n").slice(1).join("\r\n\r\n") });
    });
    socket.end([...lines, "Connection: close", "", body].join("\r\n"));
  });
}

describe("framingRefusal", () => {
  it("refuses a second Host", async () => {
    const answer = await send(["GET / HTTP/1.1", "Host: a.example", "Host: b.example"]);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("more than one Host");
  });

  it("refuses codings before chunked, and a coding other than chunked", async () => {
    for (const coding of ["identity, chunked", "gzip, chunked", "chunked, chunked"]) {
      const answer = await send(["POST / HTTP/1.1", "Host: a.example", `Transfer-Encoding: ${coding}`], "0\r\n\r\n");
      expect(answer.status, coding).toBe(400);
    }
  });

  it("takes a request framed one way: one Host, chunked alone or a declared length", async () => {
    expect((await send(["GET / HTTP/1.1", "Host: a.example"])).body).toBe("read 0");
    expect((await send(["POST / HTTP/1.1", "Host: a.example", "Content-Length: 5"], "hello")).body).toBe("read 5");
  });
});

describe("bodyRefusal", () => {
  it("refuses a declared length over the cap unread, and a chunked body where none can be counted", async () => {
    expect((await send(["POST / HTTP/1.1", "Host: a.example", "Content-Length: 5000"], "x".repeat(10))).status).toBe(413);
    const chunked = await send(["POST / HTTP/1.1", "Host: a.example", "Transfer-Encoding: chunked"], "5\r\nhello\r\n0\r\n\r\n");
    expect(chunked.status).toBe(411);
  });
});

describe("upTo", () => {
  async function* chunks(count: number) {
    for (let i = 0; i < count; i++) yield Buffer.alloc(100);
  }

  it("passes a body within the cap whole and stops one past it", async () => {
    let passed = 0;
    for await (const chunk of upTo(chunks(10), 1000)) passed += chunk.length;
    expect(passed).toBe(1000);
    const reading = (async () => {
      for await (const _ of upTo(chunks(1000), 1000));
    })();
    await expect(reading).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe("expectsContinue", () => {
  it("reads the one expectation there is", () => {
    const request = (expect?: string) => ({ headers: expect === undefined ? {} : { expect } }) as never;
    expect(expectsContinue(request("100-continue"))).toBe(true);
    expect(expectsContinue(request("100-Continue"))).toBe(true);
    expect(expectsContinue(request(undefined))).toBe(false);
    expect(expectsContinue(request("something-else"))).toBe(false);
  });
});
