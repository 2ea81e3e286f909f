import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { withFormPosts } from "./form-posts";
import { plainAnswers } from "./plain-answer";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A real server: the guard around a handler that reads the whole post, then answers as Next.js
 * does, 500 when it cannot decode it (here: a body saying "garbage") and the action's page otherwise.
 */
const SECURITY = [{ key: "X-Content-Type-Options", value: "nosniff" }];

async function serve() {
  const logged: string[] = [];
  const reached: string[] = [];
  const next = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      reached.push(`${req.method} ${req.url} ${body.length}`);
      res.statusCode = body.includes("garbage") ? 500 : 200;
      res.setHeader("content-type", body.includes("garbage") ? "text/x-component" : "text/html; charset=utf-8");
      res.setHeader("x-content-type-options", "nosniff");
      res.setHeader("etag", '"abc"');
      res.end(body.includes("garbage") ? "0:E{digest}" : "<main>page</main>");
    });
  };
  const server = createServer(
    withFormPosts(next, {
      exempt: (path) => path === "/revalidate",
      answer: plainAnswers(SECURITY),
      log: (line) => logged.push(line),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const post = (path: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      });
      req.on("error", reject);
      req.end(body);
    });
  return { post, logged, reached };
}

describe("withFormPosts", () => {
  it("answers 400, not 500, to a post the page's handler could not decode, and logs it", async () => {
    const site = await serve();
    const answer = await site.post(
      "/spanish/about/contact",
      { "content-type": "text/plain;charset=UTF-8", "next-action": "abc" },
      "garbage",
    );
    expect(answer).toMatchObject({ status: 400, body: "The form's data could not be read\n" });
    expect(answer.headers["content-type"]).toBe("text/plain; charset=UTF-8");
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(site.logged).toEqual([expect.stringContaining("A post to /spanish/about/contact could not be read")]);
  });

  it("passes every other post as it is", async () => {
    const site = await serve();
    const boundary = "----x";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--${boundary}--\r\n`;
    const answer = await site.post(
      "/about/contact",
      { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
    );
    expect(answer).toMatchObject({ status: 200, body: "<main>page</main>" });
    expect(site.logged).toEqual([]);
  });

  it("refuses unread multipart without a boundary, with the security headers", async () => {
    const site = await serve();
    const unbounded = await site.post("/about/contact", { "content-type": "multipart/form-data" }, "name=Ada");
    expect(unbounded).toMatchObject({ status: 400 });
    expect(unbounded.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      connection: "close",
    });
    expect(site.reached).toEqual([]);
  });

  it("leaves a route that reads its own body alone", async () => {
    const site = await serve();
    expect(await site.post("/revalidate", { "content-type": "application/json" }, "garbage")).toMatchObject({
      status: 500,
    });
  });
});
