import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { acknowledgedCount, drillCycles, missing, runDrill, storedTokens } from "./drill";
import { buildServer, startServer } from "./server-process";
import { fixtureContentDir, scratchFilesRoot, scratchServerDatabase } from "./targets";

const hasServer = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!hasServer)("crash drill on a Postgres server", () => {
  let server: Awaited<ReturnType<typeof buildServer>>;
  let database: Awaited<ReturnType<typeof scratchServerDatabase>>;
  const files = scratchFilesRoot();

  beforeAll(async () => {
    server = await buildServer();
    database = await scratchServerDatabase();
  }, 120_000);

  afterAll(async () => {
    server?.remove();
    await database?.drop();
    files.remove();
  });

  it(
    `keeps every acknowledged insert through ${drillCycles} SIGKILLs of the API`,
    async () => {
      if (!database) throw new Error("no scratch database");
      const env = {
        DATABASE_URL: database.url,
        CONTENT_SEED_DIR: fixtureContentDir,
        CONTENT_FILES_DIR: files.path,
        INSERT_RATE_LIMIT: "1000000",
        RESPONSE_CACHE_MS: "0",
      };
      const report = await runDrill(server.main, env, drillCycles);
      const last = startServer(server.main, env);
      await last.listening;
      last.child.kill("SIGTERM");
      expect(await last.exited).toBe(0);

      const handle = await openDatabase({ kind: "postgres", url: database.url });
      const stored = await storedTokens(handle.db);
      await handle.close();
      const acknowledged = acknowledgedCount(report.acknowledged);
      console.log(
        `crash drill, Postgres: ${report.cycles} cycles (seed ${report.seed}), ${acknowledged} inserts acknowledged, ` +
          `${report.unanswered} cut off unanswered, ${stored.rows} rows stored, ${missing(report.acknowledged, stored.tokens).length} missing`,
      );
      expect(missing(report.acknowledged, stored.tokens)).toEqual([]);
      expect(stored.duplicates).toBe(0);
      expect(acknowledged).toBeGreaterThan(0);
    },
    (drillCycles + 1) * 60_000,
  );
});
