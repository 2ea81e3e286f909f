/**
 * Whether a request's path means the same to every server on its way: none of its segments,
 * once percent-decoded, is `.` or `..` or holds a slash or a backslash, and it decodes at all.
 * A front door that picks where a request goes by its prefix (`/api/`) and a server behind it
 * that resolves dot segments (as URL parsers do, `%2e%2e` included) would otherwise read
 * `/api/%2e%2e/admin` (or `/api/..\\admin`, a backslash being a slash to a URL parser) as two different paths: the door's `/api/…`, the server's `/admin`. No
 * link the sites write has such a segment, so such a path is refused, not repaired.
 */
export function unambiguousPath(path: string): boolean {
  for (const segment of path.split("/")) {
    if (!/[%\\]/.test(segment) && segment !== "." && segment !== "..") continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded === "." || decoded === ".." || decoded.includes("/") || decoded.includes("\\")) return false;
  }
  return true;
}
