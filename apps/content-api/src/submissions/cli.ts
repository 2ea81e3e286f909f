import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DataDirLockedError, openDatabase } from "../db/client";
import { readEnv } from "../env";
import {
  type CommentStatus,
  type ListOptions,
  type SubmissionKind,
  type SubmissionRow,
  isCommentStatus,
  isSubmissionKind,
  listSubmissions,
  setCommentStatus,
  toCsv,
} from "./submissions";

const usage = `Usage:
  submissions list <messages|registrations|comments> [--limit N] [--status published|held|hidden]
                                  the latest submissions, newest first (50 unless --limit)
  submissions export <messages|registrations|comments> [--out file.csv]
                                  every submission as CSV, oldest first (to stdout without --out)
  submissions approve <commentId>  publish a comment (listed on its blog post)
  submissions hide <commentId>     take a comment down (kept, never listed)

Uses the database the API would use (DATABASE_URL or PGLITE_DATA_DIR); a PGlite directory
must not be held by a running API. With --api <url> it asks that running API instead (its
/admin paths), sending ADMIN_TOKEN.`;

class UsageError extends Error {}

/** Where the submissions are read and moderated: the database itself, or a running API's admin paths. */
interface Source {
  description: string;
  list(kind: SubmissionKind, options: ListOptions): Promise<SubmissionRow[]>;
  csv(kind: SubmissionKind, bom: boolean): Promise<string>;
  setStatus(id: number, status: CommentStatus): Promise<boolean>;
  close(): Promise<void>;
}

async function databaseSource(env: ReturnType<typeof readEnv>): Promise<Source> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.PGLITE_DATA_DIR },
  );
  await handle.migrate().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  return {
    description: handle.description,
    list: (kind, options) => listSubmissions(handle.db, kind, options),
    csv: async (kind, bom) => toCsv(kind, await listSubmissions(handle.db, kind), { bom }),
    setStatus: (id, status) => setCommentStatus(handle.db, id, status),
    close: () => handle.close(),
  };
}

function apiSource(base: string, token: string | undefined): Source {
  if (!token) throw new UsageError("ADMIN_TOKEN in the environment, with --api (the running API's token)");
  let origin: string;
  try {
    origin = new URL(base).origin;
  } catch {
    throw new UsageError(`--api <url> as http(s)://host[:port], not "${base}"`);
  }
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${origin}/admin${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });
    if (res.ok || res.status === 404) return res;
    const answer = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(`${origin} answered ${res.status}: ${answer?.msg ?? res.statusText}`);
  };
  const notFound = async (res: Response) => {
    const answer = (await res.json().catch(() => null)) as { msg?: string } | null;
    return new Error(`${origin} answered 404: ${answer?.msg ?? "no admin paths (is ADMIN_TOKEN set on the API?)"}`);
  };
  return {
    description: origin,
    async list(kind, { limit, status }) {
      const query = new URLSearchParams({ limit: String(limit ?? 50), ...(status ? { status } : {}) });
      const res = await call(`/submissions/${kind}?${query.toString()}`);
      if (!res.ok) throw await notFound(res);
      return ((await res.json()) as { data: { rows: SubmissionRow[] } }).data.rows;
    },
    async csv(kind, bom) {
      const res = await call(`/submissions/${kind}.csv`);
      if (!res.ok) throw await notFound(res);
      const text = await res.text();
      return bom ? text : text.replace(/^\uFEFF/, "");
    },
    async setStatus(id, status) {
      const res = await call(`/comments/${id}/${status === "published" ? "approve" : "hide"}`, { method: "POST" });
      if (res.ok) return true;
      const answer = (await res.json().catch(() => null)) as { msg?: string } | null;
      if (answer?.msg === `No comment ${id}`) return false;
      throw await notFound(res);
    },
    close: async () => {},
  };
}

/** One line per submission: its first columns in full, the long texts cut to fit a terminal. */
function formatRows(rows: SubmissionRow[]): string {
  const cut = (text: string, width: number) => {
    const flat = text.replace(/\s+/g, " ");
    return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
  };
  return rows
    .map((row) =>
      Object.entries(row)
        .map(([column, value]) => (column === "id" ? `#${value}` : cut(value, column === "created_at" ? 20 : 40)))
        .join("  "),
    )
    .join("\n");
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      api: { type: "string" },
      limit: { type: "string" },
      status: { type: "string" },
      help: { type: "boolean" },
    },
  });
  const [command, argument] = positionals;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (!command || !argument || positionals.length > 2) throw new UsageError("a command and its argument");

  let commentId: number | undefined;
  if (command === "approve" || command === "hide") {
    if (!/^\d{1,9}$/.test(argument)) throw new UsageError(`a comment id (a number), not "${argument}"`);
    commentId = Number(argument);
  } else if (command === "list" || command === "export") {
    if (!isSubmissionKind(argument)) throw new UsageError(`messages, registrations or comments, not "${argument}"`);
  } else {
    throw new UsageError(`no command "${command}"`);
  }
  if (
    values.status !== undefined &&
    !(command === "list" && argument === "comments" && isCommentStatus(values.status))
  ) {
    throw new UsageError("--status published|held|hidden, with list comments");
  }
  if (values.limit !== undefined && !(command === "list" && /^\d{1,6}$/.test(values.limit))) {
    throw new UsageError("--limit N, with list");
  }
  if (values.out !== undefined && command !== "export") throw new UsageError("--out, with export");

  const env = readEnv();
  const source = values.api === undefined ? await databaseSource(env) : apiSource(values.api, env.ADMIN_TOKEN);
  try {
    if (commentId !== undefined) {
      const status = command === "approve" ? "published" : "hidden";
      if (!(await source.setStatus(commentId, status))) {
        console.error(`No comment ${commentId}`);
        return 1;
      }
      console.log(`comment ${commentId} is ${status === "published" ? "published" : "hidden"}`);
      return 0;
    }
    const kind = argument as SubmissionKind;
    if (command === "list") {
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      const rows = await source.list(kind, {
        newestFirst: true,
        limit,
        ...(isCommentStatus(values.status) ? { status: values.status } : {}),
      });
      if (rows.length) console.log(formatRows(rows));
      console.error(`${source.description}: ${rows.length} ${kind} shown, newest first`);
      return 0;
    }
    if (values.out === undefined) {
      process.stdout.write(await source.csv(kind, false));
    } else {
      const file = resolve(env.INIT_CWD ?? process.cwd(), values.out);
      const csv = await source.csv(kind, true);
      await writeFile(file, csv);
      // Records, not lines: a message may span several lines inside its quotes.
      console.error(`${file}: written from ${source.description}`);
    }
    return 0;
  } finally {
    await source.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS")) {
      console.error(`Expected ${error instanceof UsageError ? error.message : "known options only"}.\n\n${usage}`);
      process.exitCode = 2;
      return;
    }
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof DataDirLockedError) {
      console.error(
        "While the API runs on it, ask the API instead: submissions … --api http://127.0.0.1:<PORT> with ADMIN_TOKEN set.",
      );
    }
    process.exitCode = 1;
  },
);
