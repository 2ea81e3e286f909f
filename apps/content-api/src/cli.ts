import { resolve } from "node:path";
import { exportContent } from "./content/export";
import { importContent } from "./content/import";
import { openDatabase } from "./db/client";
import { readEnv } from "./env";

const usage = `Usage:
  content import <dir>   validate every file of a content folder and upsert it (FORMAT.md)
  content export <dir>   write every stored item, singleton and file into a content folder`;

/** `content import|export <dir>` against the database the API would use (same environment variables). */
async function main(argv: string[]): Promise<number> {
  const [command, dirArgument] = argv;
  if ((command !== "import" && command !== "export") || !dirArgument) {
    console.error(usage);
    return 2;
  }
  const env = readEnv();
  const dir = resolve(env.INIT_CWD ?? process.cwd(), dirArgument);
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.PGLITE_DATA_DIR },
  );
  try {
    await handle.migrate();
    if (command === "import") {
      const report = await importContent(handle.db, dir, { filesRoot: env.CONTENT_FILES_DIR });
      for (const file of report.created) console.log(`created    ${file}`);
      for (const file of report.updated) console.log(`updated    ${file}`);
      for (const { file, problems } of report.failed) {
        console.error(`FAILED     ${file}`);
        for (const problem of problems) console.error(`             ${problem}`);
      }
      console.log(
        `${handle.description}: ${report.created.length} created, ${report.updated.length} updated, ` +
          `${report.unchanged.length} unchanged, ${report.failed.length} failed`,
      );
      return report.failed.length ? 1 : 0;
    }
    const report = await exportContent(handle.db, dir, { filesRoot: env.CONTENT_FILES_DIR });
    for (const file of report.missingFiles) console.error(`missing file: ${file}`);
    console.log(`${dir}: ${report.items} items, ${report.singletons} singletons, ${report.files} files written`);
    return report.missingFiles.length ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
