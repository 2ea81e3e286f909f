import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cspReportReceiver } from "./csp-report";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function receiver(perMinute = 30) {
  const lines: string[] = [];
  const server = createServer(cspReportReceiver({ perMinute, log: (line: string) => lines.push(line) }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/csp-report`;
  const send = (body: string) => fetch(url, { method: "POST", body, headers: { "content-type": "application/csp-report" } });
  return { lines, send };
}

const report = (blocked: string) =>
  JSON.stringify({ "csp-report": { "document-uri": "http://site/about", "blocked-uri": blocked, "effective-directive": "script-src-elem" } });

describe("cspReportReceiver", () => {
  it("logs one line per blocked script and answers 204", async () => {
    const { lines, send } = await receiver();
    const answer = await send(report("inline"));
    expect(answer.status).toBe(204);
    await expect.poll(() => lines).toEqual(["csp: blocked inline by script-src-elem on http://site/about"]);
  });

  it("keeps a forged report to one line, and a flood to a few", async () => {
    const { lines, send } = await receiver(3);
    await send(report("inline\ncsp: blocked everything"));
    for (let i = 0; i < 10; i++) await send(report(`https://evil.example/${i}.js`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("csp: blocked inline?csp: blocked everything by script-src-elem on http://site/about");
  });

  it("answers 204 to anything else, logging nothing", async () => {
    const { lines, send } = await receiver();
    for (const body of ["not json", "{}", '{"csp-report":"x"}', "x".repeat(64 * 1024)]) {
      const answer = await send(body).catch(() => null);
      if (answer) expect(answer.status).toBe(204);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toEqual([]);
  });
});
