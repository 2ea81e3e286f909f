import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { type FileStorage, localStorage } from "../src/storage";

export const fixtureContentDir = new URL("./fixtures/content", import.meta.url).pathname;
export const badContentDir = new URL("./fixtures/bad", import.meta.url).pathname;

export interface TestDatabase extends DatabaseHandle {
  drop?: () => Promise<void>;
  /** A second handle on the same database, as another API process would hold (Postgres only). */
  reopen?: () => Promise<DatabaseHandle>;
}

/**
 * The databases contract suites run on: embedded PGlite always, and a fresh
 * database of a real Postgres server when TEST_DATABASE_URL names one.
 */
export const targets: { name: string; open: () => Promise<TestDatabase> }[] = [
  { name: "PGlite", open: () => openDatabase({ kind: "pglite", dataDir: null }) },
];

// eslint-disable-next-line no-restricted-properties -- the test runner, not the service, picks the extra database
const serverUrl = process.env.TEST_DATABASE_URL;
/** Scratch databases are named `<prefix><pid>_<time>_<random>`, so runs sharing one server keep apart. */
// eslint-disable-next-line no-restricted-properties -- as above
export const databasePrefix = process.env.TEST_DATABASE_PREFIX || "content_api_test_";
if (!/^[a-z_][a-z0-9_]{0,30}$/.test(databasePrefix)) throw new Error("TEST_DATABASE_PREFIX: lower-case letters, digits and _");

/** A fresh, empty database on the Postgres server of TEST_DATABASE_URL: its URL and how to drop it. */
export async function scratchServerDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!serverUrl) return null;
  const name = `${databasePrefix}${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
if (serverUrl) {
  targets.push({
    name: "Postgres server",
    async open() {
      const scratch = await scratchServerDatabase();
      if (!scratch) throw new Error("TEST_DATABASE_URL is not set");
      const handle = await openDatabase({ kind: "postgres", url: scratch.url });
      return { ...handle, drop: scratch.drop, reopen: () => openDatabase({ kind: "postgres", url: scratch.url }) };
    },
  });
} else {
  console.warn("TEST_DATABASE_URL is not set: the contract suites run on PGlite only.");
}

/** A scratch storage folder, removed by the returned function. */
export function scratchFilesRoot(): { path: string; storage: FileStorage; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), "content-api-files-"));
  return { path, storage: localStorage(path), remove: () => rmSync(path, { recursive: true, force: true }) };
}
