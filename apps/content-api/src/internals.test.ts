import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { CHECKED_DRIZZLE_VERSION, CHECKED_NODE_MAJOR, answerUnderway, internals, runPrepared } from "./internals";

// The package exports no package.json: read the one beside its entry point.
const drizzleEntry = createRequire(import.meta.url).resolve("drizzle-orm");
const drizzleVersion = (JSON.parse(readFileSync(join(dirname(drizzleEntry), "package.json"), "utf8")) as { version: string }).version;

describe("the private parts of Drizzle and Node the content API relies on", () => {
  it("were checked against the installed versions: an upgrade reads each again first", () => {
    expect(drizzleVersion).toBe(CHECKED_DRIZZLE_VERSION);
    expect(Number(process.versions.node.split(".")[0])).toBe(CHECKED_NODE_MAJOR);
  });

  it("names, for each, where it is used, why, and upstream's word", () => {
    for (const internal of internals) {
      expect(internal.usedIn.length, internal.name).toBeGreaterThan(0);
      expect(internal.why.length, internal.name).toBeGreaterThan(20);
      expect(internal.upstream, internal.name).not.toBe("");
    }
  });

  describe("db._.session.prepareQuery", () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openDatabase({ kind: "pglite", dataDir: null });
    });
    afterAll(() => handle.close());

    it("runs SQL compiled once with each call's placeholder values", async () => {
      const query = new PgDialect().sqlToQuery(sql`select ${sql.placeholder("n")}::int + 1 as next`);
      const rows = async (n: number) => {
        const result = (await runPrepared(handle.db, query, { n })) as { rows?: unknown[] } | unknown[];
        return Array.isArray(result) ? result : result.rows;
      };
      expect(await rows(1)).toEqual([{ next: 2 }]);
      expect(await rows(41)).toEqual([{ next: 42 }]);
    });
  });

  it("socket._httpMessage tells an answer under way from none", async () => {
    const seen: boolean[] = [];
    const server = createServer((req, res) => {
      seen.push(answerUnderway(req.socket));
      res.writeHead(200, { "content-type": "text/plain" });
      res.flushHeaders();
      seen.push(answerUnderway(req.socket));
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(await answer.text()).toBe("ok");
      expect(seen).toEqual([false, true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
