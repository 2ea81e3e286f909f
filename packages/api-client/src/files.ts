import { FILE_PREFIX } from "./contract";

/**
 * The URL a stored file is shown at: relative stored paths go through
 * `/getFile/`; absolute http(s) URLs, data images and bundled assets
 * (site-absolute paths) are left as they are (SPEC §7).
 */
export function fileUrl(path: string): string;
export function fileUrl(path: string | null | undefined): string | null;
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || /^data:image\//i.test(path) || path.startsWith("/")) return path;
  return `${FILE_PREFIX}${path.replace(/^\.\//, "")}`;
}
