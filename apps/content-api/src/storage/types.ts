/** What storage knows of one stored file. */
export interface StoredFileInfo {
  /** Its length in bytes. */
  size: number;
  /** When it was last written. */
  modified: Date;
  /** A strong entity tag for it, quotes included (`"…"`): it changes whenever its bytes do. */
  etag: string;
}

/** The bytes `start` to `end` of a file, both inclusive (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the content API keeps the files `/getFile/` serves: one interface, a
 * folder on this machine or an S3-compatible bucket behind it. Keys are the
 * relative paths content names (`news/lagos.webp`), checked by the caller
 * (`filePathOf`) before they get here; every backend refuses keys that would
 * leave its root all the same.
 */
export interface FileStorage {
  /** Where the files are, for the log (`the folder /srv/files`, `the bucket media at https://…`). */
  readonly description: string;
  /** Checks at start that the storage can be reached; throws with the backend's own words when not. */
  check(): Promise<void>;
  /** The file's size, date and tag, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (those of `range` alone when given), or null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /**
   * Stores `bytes` as `key`, replacing any file there. Readers see the old file
   * or the new one whole, never a part written.
   */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Every key below `prefix` (all when empty), in no set order. */
  list(prefix?: string): Promise<string[]>;
  /** Removes the file; one already gone is no error. */
  delete(key: string): Promise<void>;
}

/** Reads a stored file whole (for comparing and exporting; files are served as streams). */
export async function readStored(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
