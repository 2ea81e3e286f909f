import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { readEnv } from "../env";
import {
  type CommentStatus,
  type SubmissionKind,
  type SubmissionRow,
  commentStatuses,
  listSubmissions,
  setCommentStatus,
  submissionKinds,
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
must not be held by a running API.`;

class UsageError extends Error {}

const isKind = (value: string | undefined): value is SubmissionKind =>
  submissionKinds.includes(value as SubmissionKind);
const isStatus = (value: string | undefined): value is CommentStatus =>
  commentStatuses.includes(value as CommentStatus);

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
    if (!isKind(argument)) throw new UsageError(`messages, registrations or comments, not "${argument}"`);
  } else {
    throw new UsageError(`no command "${command}"`);
  }
  if (values.status !== undefined && !(command === "list" && argument === "comments" && isStatus(values.status))) {
    throw new UsageError("--status published|held|hidden, with list comments");
  }
  if (values.limit !== undefined && !(command === "list" && /^\d{1,6}$/.test(values.limit))) {
    throw new UsageError("--limit N, with list");
  }
  if (values.out !== undefined && command !== "export") throw new UsageError("--out, with export");

  const env = readEnv();
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.PGLITE_DATA_DIR },
  );
  try {
    await handle.migrate();
    if (commentId !== undefined) {
      const status = command === "approve" ? "published" : "hidden";
      if (!(await setCommentStatus(handle.db, commentId, status))) {
        console.error(`No comment ${commentId}`);
        return 1;
      }
      console.log(`comment ${commentId} is ${status === "published" ? "published" : "hidden"}`);
      return 0;
    }
    const kind = argument as SubmissionKind;
    if (command === "list") {
      const limit = values.limit === undefined ? 50 : Number(values.limit);
      const rows = await listSubmissions(handle.db, kind, {
        newestFirst: true,
        limit,
        ...(isStatus(values.status) ? { status: values.status } : {}),
      });
      if (rows.length) console.log(formatRows(rows));
      console.error(`${handle.description}: ${rows.length} ${kind} shown, newest first`);
      return 0;
    }
    const rows = await listSubmissions(handle.db, kind);
    if (values.out === undefined) {
      process.stdout.write(toCsv(kind, rows));
    } else {
      const file = resolve(env.INIT_CWD ?? process.cwd(), values.out);
      await writeFile(file, toCsv(kind, rows, { bom: true }));
      console.error(`${file}: ${rows.length} ${kind}`);
    }
    return 0;
  } finally {
    await handle.close();
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
    process.exitCode = 1;
  },
);
