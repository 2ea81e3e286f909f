import { afterAll, beforeAll, describe, it } from "vitest";
import { drillCycles, drillDatabase } from "./drill";
import { buildServer } from "./server-process";
import { scratchFilesRoot, scratchServerDatabase } from "./targets";

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
      await drillDatabase("Postgres", server.main, { kind: "postgres", url: database.url }, files.path);
    },
    (drillCycles + 1) * 60_000,
  );
});
