import type { IncomingMessage } from "node:http";

/**
 * Removes every request header whose lower-case name `drop` accepts, from the parsed headers and
 * from Node's raw pairs alike: Next.js copies `req.headers`, other readers walk `rawHeaders`, and
 * both must say the same.
 */
export function dropRequestHeaders(req: IncomingMessage, drop: (name: string) => boolean): void {
  for (const name of Object.keys(req.headers)) if (drop(name)) delete req.headers[name];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (drop(raw[i]!.toLowerCase())) raw.splice(i, 2);
}
