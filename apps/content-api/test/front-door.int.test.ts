import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../src/env";
import { type RunningServer, startServer } from "../src/server";
import { fixtureContentDir } from "./targets";

const token = "f".repeat(40);

/** One request written byte for byte over a socket of its own: the status and body of the answer. */
function send(base: string, head: string[], body = ""): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), body: answer.split("\r\n\r\n").slice(1).join("") }),
    );
    socket.write([...head, "Connection: close", "", body].join("\r\n"));
  });
}

describe("the API's front door", () => {
  let dir = "";
  let server: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "aurevo-front-door-"));
    mkdirSync(join(dir, "files"));
    server = await startServer(
      readEnv({
        PORT: "0",
        PGLITE_DATA_DIR: join(dir, "db"),
        CONTENT_SEED_DIR: fixtureContentDir,
        CONTENT_FILES_DIR: join(dir, "files"),
        ADMIN_TOKEN: token,
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes no path whose dot segments would move it: an /api/ path never reaches /admin", async () => {
    const auth = `Authorization: Bearer ${token}`;
    const direct = await send(server.url, ["GET /admin/submissions/messages.csv HTTP/1.1", "Host: api", auth]);
    expect(direct.status).toBe(200);
    for (const path of [
      "/api/%2e%2e/admin/submissions/messages.csv",
      "/api/%2E%2E/admin/submissions/messages.csv",
      "/api/.%2e/admin/submissions/messages.csv",
      "/getFile/%2e%2e/admin/submissions/messages.csv",
      "/api/../admin/submissions/messages.csv",
      "/api/x/..%2f..%2fadmin/submissions/messages.csv",
    ]) {
      const answer = await send(server.url, [`GET ${path} HTTP/1.1`, "Host: api", auth]);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toMatchObject({ code: 400, data: null });
    }
  });

  it("refuses a request framed two ways: a second Host, codings before chunked", async () => {
    const twoHosts = await send(server.url, ["GET /health HTTP/1.1", "Host: api", "Host: other"]);
    expect(twoHosts.status).toBe(400);
    const identity = await send(
      server.url,
      ["POST /api/support/insertOnlineMessage HTTP/1.1", "Host: api", "Content-Type: application/json", "Transfer-Encoding: identity, chunked"],
      "2\r\n{}\r\n0\r\n\r\n",
    );
    expect(identity.status).toBe(400);
    expect((await send(server.url, ["GET /health HTTP/1.1", "Host: api"])).status).toBe(200);
  });
});
