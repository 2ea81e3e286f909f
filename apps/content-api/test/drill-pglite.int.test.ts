import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { drillCycles, drillDatabase } from "./drill";
import { buildServer } from "./server-process";
import { scratchFilesRoot } from "./targets";

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
      await drillDatabase("PGlite", server.main, { kind: "pglite", dataDir }, files.path);
    },
    // Each cycle boots an embedded Postgres; slow on a busy two-core machine.
    (drillCycles + 1) * 90_000,
  );
});
