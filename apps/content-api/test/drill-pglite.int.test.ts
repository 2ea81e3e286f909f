import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { acknowledgedCount, drillCycles, missing, runDrill, storedTokens } from "./drill";
import { buildServer, startServer } from "./server-process";
import { fixtureContentDir, scratchFilesRoot } from "./targets";

describe("crash drill on PGlite", () => {
  let server: Awaited<ReturnType<typeof buildServer>>;
  const dataDir = mkdtempSync(join(tmpdir(), "content-api-drill-"));
  const files = scratchFilesRoot();

  beforeAll(async () => {
    server = await buildServer();
  }, 120_000);

  afterAll(() => {
    server?.remove();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    files.remove();
  });

  it(
    `keeps every acknowledged insert through ${drillCycles} SIGKILLs and opens every time`,
    async () => {
      const env = {
        PGLITE_DATA_DIR: dataDir,
        CONTENT_SEED_DIR: fixtureContentDir,
        CONTENT_FILES_DIR: files.path,
        INSERT_RATE_LIMIT: "1000000",
        RESPONSE_CACHE_MS: "0",
      };
      const report = await runDrill(server.main, env, drillCycles);

      // Once more after the last kill: it opens, and stops cleanly.
      const last = startServer(server.main, env);
      await last.listening;
      last.child.kill("SIGTERM");
      expect(await last.exited).toBe(0);

      const handle = await openDatabase({ kind: "pglite", dataDir });
      const stored = await storedTokens(handle.db);
      await handle.close();
      const acknowledged = acknowledgedCount(report.acknowledged);
      console.log(
        `crash drill, PGlite: ${report.cycles} cycles (seed ${report.seed}), ${acknowledged} inserts acknowledged, ` +
          `${report.unanswered} cut off unanswered, ${stored.rows} rows stored, ${missing(report.acknowledged, stored.tokens).length} missing`,
      );
      expect(missing(report.acknowledged, stored.tokens)).toEqual([]);
      expect(stored.duplicates).toBe(0);
      expect(acknowledged).toBeGreaterThan(0);
    },
    // Each cycle boots an embedded Postgres; slow on a busy two-core machine.
    (drillCycles + 1) * 90_000,
  );
});
