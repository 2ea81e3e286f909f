import { gzipSync } from "node:zlib";
import { Header, create } from "tar";

/** One entry of a hand-made archive: any path and type, as a hostile archive would carry them. */
export interface RawEntry {
  path: string;
  type?: "File" | "Directory" | "SymbolicLink" | "Link";
  body?: string | Buffer;
  linkpath?: string;
}

/**
 * A tar.gz written header by header, so a test can send what `tar` itself would
 * never write (`../` paths, absolute paths, links out of the folder).
 */
export function rawArchive(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const { path, type = "File", body = "", linkpath } of entries) {
    const data = Buffer.from(body);
    const header = new Header({
      path,
      type,
      size: type === "File" ? data.length : 0,
      mode: type === "Directory" ? 0o755 : 0o644,
      mtime: new Date(0),
      ...(linkpath === undefined ? {} : { linkpath }),
    });
    const block = Buffer.alloc(512);
    header.encode(block, 0);
    blocks.push(block);
    if (type === "File" && data.length) {
      blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** A tar.gz of a content folder's contents, as `content import` sends it. */
export async function folderArchive(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = create({ gzip: true, cwd: dir, portable: true }, ["."]);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
