import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScriptHashes, withScriptPolicy, withScriptSources } from "./script-policy";

const hash = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'";

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser runs, and nothing else", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>self.__next_f=self.__next_f||[]</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_" type="module">import("/x.js")</script>',
      "</head><body><script>self.__next_f.push([1,\"a > b </div>\"])</script>",
      "<script>self.__next_f=self.__next_f||[]</script>",
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      hash("self.__next_f=self.__next_f||[]"),
      hash('import("/x.js")'),
      hash('self.__next_f.push([1,"a > b </div>"])'),
    ]);
  });

  it("hashes a script's line breaks as the browser's parser reads them", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([hash("a()\nb()\nc()")]);
  });
});

describe("withScriptSources", () => {
  it("adds the sources to script-src and leaves the rest", () => {
    expect(withScriptSources(POLICY, ["'sha256-x'"])).toBe("default-src 'self'; script-src 'self' 'sha256-x'; object-src 'none'");
    expect(withScriptSources(POLICY, [])).toBe(POLICY);
  });
});

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(withScriptPolicy(handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("withScriptPolicy", () => {
  it("sends an HTML page, written in parts, whole with its scripts' hashes in its policy", async () => {
    const base = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", POLICY);
      res.write("<html><body><script>one()</scr");
      res.write("ipt>");
      res.end("<script>two()</script></body></html>");
    });
    const answer = await fetch(base);
    expect(answer.headers.get("content-security-policy")).toBe(
      `default-src 'self'; script-src 'self' ${hash("one()")} ${hash("two()")}; object-src 'none'`,
    );
    expect(await answer.text()).toBe("<html><body><script>one()</script><script>two()</script></body></html>");
  });

  it("keeps a policy given through writeHead", async () => {
    const base = await serve((_req, res) => {
      res.writeHead(404, { "content-type": "text/html", "content-security-policy": POLICY });
      res.end("<script>missing()</script>");
    });
    const answer = await fetch(base);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-security-policy")).toContain(hash("missing()"));
  });

  it("lets other answers stream as they are", async () => {
    const base = await serve((_req, res) => {
      res.setHeader("content-type", "text/x-component");
      res.setHeader("content-security-policy", POLICY);
      res.end("<script>not-a-document()</script>");
    });
    const answer = await fetch(base);
    expect(answer.headers.get("content-security-policy")).toBe(POLICY);
    expect(await answer.text()).toBe("<script>not-a-document()</script>");
  });

  it("sends no policy with a 304 or a HEAD, so a cache keeps the hashed one it has", async () => {
    const base = await serve((req, res) => {
      res.setHeader("content-security-policy", POLICY);
      if (req.headers["if-none-match"]) {
        res.statusCode = 304;
        return void res.end();
      }
      res.setHeader("content-type", "text/html");
      res.end(req.method === "HEAD" ? undefined : "<script>x()</script>");
    });
    const notModified = await fetch(base, { headers: { "if-none-match": '"a"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy")).toBeNull();
    const head = await fetch(base, { method: "HEAD" });
    expect(head.headers.get("content-security-policy")).toBeNull();
  });
});
