import { mkdir, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { create, extract } from "tar";
import { type ExportReport, exportContent } from "./content/export";
import { type ImportReport, importContent } from "./content/import";
import { DataDirLockedError, openDatabase } from "./db/client";
import { type Env, readEnv } from "./env";
import { openStorage } from "./storage";

const usage = `Usage:
  content import <dir>   send a content folder (FORMAT.md, its files/ too) to the running API, which
                         validates and upserts every file and stores the files; prints the report
  content export <dir>   write every item, singleton and file the running API stores into <dir>
  content studio-admin <email> [--name <name>]
                         make <email> a studio admin (an account is made when it has none) and
                         print a one-time sign-in link: the studio has no default password, so
                         this is how its first admin signs in, and how a locked-out admin gets back

Options:
  --api <url>   the running content API (default CONTENT_API_URL, else http://127.0.0.1:4000),
                called with ADMIN_TOKEN from the environment
  --offline     open the database and file storage directly instead (DATABASE_URL or
                PGLITE_DATA_DIR, CONTENT_FILES_DIR or S3_*): the embedded database (PGlite) must
                not be held by a running API, so stop it first; the running API's editions are
                not told of the change until the API starts again`;

class UsageError extends Error {}

/** What a command prints and exits with: the same lines whichever way the content went. */
function printImport(where: string, report: ImportReport): number {
  for (const file of report.created) console.log(`created    ${file}`);
  for (const file of report.updated) console.log(`updated    ${file}`);
  for (const { file, problems } of report.failed) {
    console.error(`FAILED     ${file}`);
    for (const problem of problems) console.error(`             ${problem}`);
  }
  console.log(
    `${where}: ${report.created.length} created, ${report.updated.length} updated, ` +
      `${report.unchanged.length} unchanged, ${report.failed.length} failed`,
  );
  return report.failed.length ? 1 : 0;
}

function printExport(dir: string, report: ExportReport): number {
  for (const file of report.missingFiles) console.error(`missing file: ${file}`);
  console.log(`${dir}: ${report.items} items, ${report.singletons} singletons, ${report.files} files written`);
  return report.missingFiles.length ? 1 : 0;
}

/** The running API's admin paths, with the token; its refusals become errors naming what to change. */
function adminCaller(base: string, token: string | undefined) {
  if (!token) throw new UsageError("ADMIN_TOKEN in the environment: the running API's admin token");
  let origin: string;
  try {
    origin = new URL(base).origin;
  } catch {
    throw new UsageError(`--api <url> (or CONTENT_API_URL) as http(s)://host[:port], not "${base}"`);
  }
  return {
    origin,
    async call(path: string, init: RequestInit = {}): Promise<Response> {
      let res: Response;
      try {
        res = await fetch(`${origin}/admin${path}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(
          `Cannot reach the content API at ${origin} (${cause?.code ?? cause?.message ?? String(error)}): is it running? ` +
            "Set CONTENT_API_URL or --api to where it listens, or use --offline with the API stopped",
        );
      }
      if (res.ok) return res;
      const answer = (await res.json().catch(() => null)) as { msg?: string } | null;
      const hint = res.status === 404 ? " (is ADMIN_TOKEN set on the API?)" : "";
      throw new Error(`${origin} answered ${res.status}: ${answer?.msg ?? res.statusText}${hint}`);
    },
  };
}

async function importThroughApi(api: ReturnType<typeof adminCaller>, dir: string): Promise<number> {
  // `./`-relative entries, so the archive is the folder's content whatever the folder is called.
  const archive = create({ gzip: true, cwd: dir, portable: true }, ["."]);
  const res = await api.call("/content/import", {
    method: "POST",
    headers: { "content-type": "application/gzip" },
    body: Readable.toWeb(Readable.from(archive)) as ReadableStream<Uint8Array>,
    // A streamed request body (undici): sent while it is packed, never held whole in memory.
    duplex: "half",
  } as RequestInit);
  const { data } = (await res.json()) as { data: ImportReport };
  return printImport(api.origin, data);
}

async function exportThroughApi(api: ReturnType<typeof adminCaller>, dir: string): Promise<number> {
  const res = await api.call("/content/export");
  const report = JSON.parse(res.headers.get("x-content-export") ?? "null") as ExportReport | null;
  if (!res.body || !report) throw new Error(`${api.origin} answered an export without its archive or report`);
  await mkdir(dir, { recursive: true });
  await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), extract({ cwd: dir, strict: true }));
  return printExport(dir, report);
}

/** Asks the running API for a studio admin's one-time sign-in link (`POST /admin/studio/admins`). */
async function studioAdminThroughApi(api: ReturnType<typeof adminCaller>, email: string, name: string | undefined): Promise<number> {
  const res = await api.call("/studio/admins", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, ...(name === undefined ? {} : { name }) }),
  });
  const { data } = (await res.json()) as { data: { link: string; created: boolean } };
  console.log(`${data.created ? "Made" : "Kept"} the studio account of ${email} as an admin. Its one-time sign-in link (valid 24 hours):`);
  console.log(data.link);
  return 0;
}

/** The offline way: this process opens the database and storage itself, as the API would. */
async function offline(env: Env, command: "import" | "export", dir: string): Promise<number> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.PGLITE_DATA_DIR },
  ).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(`${error.message}\n--offline needs the embedded database to itself: stop the API, or leave out --offline to go through it`);
  });
  const storage = await openStorage(env.STORAGE);
  try {
    await handle.migrate();
    await storage.check();
    if (command === "import") return printImport(handle.description, await importContent(handle.db, dir, { storage }));
    return printExport(dir, await exportContent(handle.db, dir, { storage }));
  } finally {
    await handle.close();
  }
}

/** `content import|export <dir>`: through the running API's admin paths, or `--offline` against the database itself. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { api: { type: "string" }, offline: { type: "boolean" }, help: { type: "boolean" }, name: { type: "string" } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [command, dirArgument] = positionals;
  if (command === "studio-admin") {
    if (!dirArgument || positionals.length > 2) throw new UsageError("studio-admin and an e-mail address");
    if (values.offline) throw new UsageError("studio-admin through the running API, without --offline");
    const env = readEnv();
    return studioAdminThroughApi(adminCaller(values.api ?? env.CONTENT_API_URL, env.ADMIN_TOKEN), dirArgument, values.name);
  }
  if (values.name !== undefined) throw new UsageError("--name with studio-admin only");
  if ((command !== "import" && command !== "export") || !dirArgument || positionals.length > 2) {
    throw new UsageError("import or export, and a folder");
  }
  if (values.offline && values.api !== undefined) throw new UsageError("--api or --offline, not both");
  const env = readEnv();
  const dir = resolve(env.INIT_CWD ?? process.cwd(), dirArgument);
  if (command === "import" && !(await stat(dir).catch(() => null))?.isDirectory()) {
    throw new Error(`${dir} is not a content folder`);
  }
  if (values.offline) return offline(env, command, dir);
  const api = adminCaller(values.api ?? env.CONTENT_API_URL, env.ADMIN_TOKEN);
  return command === "import" ? importThroughApi(api, dir) : exportThroughApi(api, dir);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS")) {
      console.error(`Expected ${error instanceof UsageError ? error.message : "known options only"}.\n\n${usage}`);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
