import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@repo/api-client/contract";
import { readEnv } from "../src/env";
import { type RunningServer, startServer } from "../src/server";
import { insertPaths, jsonPost, validBodies } from "./forms";

const LIMIT = 3;

describe("the client behind a trusted proxy, over a socket", () => {
  let dir = "";
  let server: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "aurevo-client-identity-"));
    mkdirSync(join(dir, "content"));
    server = await startServer(
      readEnv({
        PORT: "0",
        PGLITE_DATA_DIR: join(dir, "db"),
        CONTENT_SEED_DIR: join(dir, "content"),
        TRUSTED_PROXIES: "loopback",
        INSERT_RATE_LIMIT: String(LIMIT),
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const post = (forwardedFor: string) =>
    fetch(
      `${server.url}${insertPaths.message}`,
      jsonPost({ ...validBodies.message, formStartedAt: Date.now() - 60_000 }, { "x-forwarded-for": forwardedFor }),
    );

  it("is the proxy itself when X-Forwarded-For holds garbage, so varied garbage is limited like one client", async () => {
    const garbage = [
      "garbage-1",
      "unknown",
      "_hidden",
      "1.2.3.4, not-an-address-2",
      "198.51.100.7, 203.0.113.9, x3",
      "999.1.1.1",
      "1.2.3.4.5",
      "2001:db8::zz",
      "0x7f.0.0.1",
      "203.0.113.5:8080",
      "[2001:db8::1]",
      " , ",
    ];
    const statuses: number[] = [];
    for (const value of garbage) {
      const res = await post(value);
      statuses.push(res.status);
      if (res.status === 429) expect(errorEnvelopeSchema.parse(await res.json())).toMatchObject({ code: 429 });
      else await res.body?.cancel();
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(garbage.length - LIMIT).fill(429)]);
    // A real address the proxy names is still its own client.
    expect((await post("198.51.100.77")).status).toBe(200);
  });
});
