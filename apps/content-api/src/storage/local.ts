import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import type { ByteRange, FileStorage, StoredFileInfo } from "./types";

/** Temporary files of writes under way start so; `/getFile/` never serves a hidden name, nor does `list`. */
const PARTIAL = ".partial-";

/**
 * Files in a folder of this machine (by default beside the embedded database's
 * data, never in the repository). Paths are resolved and re-checked through
 * symlinks, so nothing outside the folder is ever read; writes go to a
 * temporary file renamed into place, so a reader never sees half a file.
 */
export function localStorage(root: string): FileStorage {
  const base = resolve(root);

  /** The real path of a stored file, or null when it is not a file inside the folder. */
  async function located(key: string): Promise<string | null> {
    const candidate = resolve(base, key);
    if (!candidate.startsWith(base + sep)) return null;
    try {
      const [real, realBase] = await Promise.all([realpath(candidate), realpath(base)]);
      return real.startsWith(realBase + sep) ? real : null;
    } catch {
      return null;
    }
  }

  /** Where `key` is written: inside the folder, or an error. */
  function target(key: string): string {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`${key} is outside the files folder`);
    return path;
  }

  return {
    description: `the folder ${base}`,
    async check() {
      await mkdir(base, { recursive: true });
    },
    async stat(key): Promise<StoredFileInfo | null> {
      const real = await located(key);
      const info = real ? await stat(real).catch(() => null) : null;
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modified: info.mtime,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
    async get(key, range?: ByteRange) {
      const real = await located(key);
      if (!real || !(await stat(real).catch(() => null))?.isFile()) return null;
      return Readable.toWeb(createReadStream(real, range)) as ReadableStream<Uint8Array>;
    },
    async put(key, bytes) {
      const path = target(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = join(dirname(path), `${PARTIAL}${randomBytes(6).toString("hex")}`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async list(prefix = "") {
      const keys: string[] = [];
      const walk = async (dir: string): Promise<void> => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) await walk(path);
          else if (entry.isFile() && !entry.name.startsWith(PARTIAL)) keys.push(relative(base, path).split(sep).join("/"));
        }
      };
      await walk(base);
      return keys.filter((key) => key.startsWith(prefix));
    },
    async delete(key) {
      await rm(target(key), { force: true });
    },
  };
}
