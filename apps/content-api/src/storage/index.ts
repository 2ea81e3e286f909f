import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { localStorage } from "./local";
import type { S3Settings } from "./s3";
import type { FileStorage } from "./types";

export type { ByteRange, FileStorage, StoredFileInfo } from "./types";
export { readStored } from "./types";
export { localStorage } from "./local";
export type { S3Settings } from "./s3";

/** The storage settings the environment gives (`env.ts` checks them). */
export interface StorageSettings {
  /** The local folder, used when no bucket is named. */
  filesDir: string;
  s3?: S3Settings;
}

/**
 * The storage the settings name: the bucket when one is set, else the local folder. The S3
 * client is loaded only then: it is most of the bundle's start-up time, and a folder needs none of it.
 */
export async function openStorage(settings: StorageSettings): Promise<FileStorage> {
  if (!settings.s3) return localStorage(settings.filesDir);
  const { s3Storage } = await import("./s3");
  return s3Storage(settings.s3);
}

/**
 * Puts every file of `folder` (a content folder's `files/`) that storage lacks
 * into it, leaving the files it has alone: on every start, the demo's pictures
 * reach new storage (a fresh folder, an empty bucket) while a file an import
 * replaced stays replaced. Answers how many were put.
 */
export async function putMissing(storage: FileStorage, folder: string): Promise<number> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !entry.name.startsWith(".")) files.push(relative(folder, path).split(sep).join("/"));
    }
  };
  await walk(folder);
  const stored = new Set(await storage.list());
  let put = 0;
  for (const key of files) {
    if (stored.has(key)) continue;
    await storage.put(key, await readFile(join(folder, key)));
    put += 1;
  }
  return put;
}
