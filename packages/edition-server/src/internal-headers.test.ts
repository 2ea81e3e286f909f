import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { dropInternalHeaders } from "./internal-headers";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The headers a request reaches the pages with, through a real server, as the edition's front door leaves them. */
async function reaching(headers: Record<string, string>): Promise<{ parsed: IncomingMessage["headers"]; raw: string[] }> {
  let seen: { parsed: IncomingMessage["headers"]; raw: string[] } | undefined;
  const server = createServer((req, res) => {
    dropInternalHeaders(req);
    seen = { parsed: { ...req.headers }, raw: [...req.rawHeaders] };
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/spanish/search/bateria`, { headers });
  return seen!;
}

describe("dropInternalHeaders", () => {
  it("drops the headers by which Next.js's own parts route a request, in any case, from both header lists", async () => {
    const { parsed, raw } = await reaching({
      "X-Middleware-Prefetch": "1",
      "x-middleware-subrequest": "middleware",
      "X-Invoke-Path": "/admin",
      "x-nextjs-data": "1",
      "X-Now-Route-Matches": "1",
      "x-matched-path": "/x",
      "Next-Resume": "1",
      "accept-language": "es",
    });
    expect(Object.keys(parsed).filter((name) => /middleware|invoke|nextjs|route-matches|matched-path|resume/.test(name))).toEqual([]);
    expect(raw.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase())).not.toContain("x-middleware-prefetch");
    expect(parsed["accept-language"]).toBe("es");
  });

  it("keeps the headers a browser sends for client navigation and forms", async () => {
    const sent = { rsc: "1", "next-router-state-tree": "%5B%22%22%5D", "next-router-prefetch": "1", "next-url": "/spanish", "next-action": "abc" };
    const { parsed } = await reaching(sent);
    expect(parsed).toMatchObject(sent);
  });
});
