import type { ServerResponse } from "node:http";

export type HeaderList = readonly { key: string; value: string }[];

/** Writes an answer of the server's own (health, a refusal), never stored by a cache. */
export type PlainAnswer = (
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number>,
  body: string,
) => void;

/** Plain answers that carry `security`, the headers every answer of the edition carries. */
export function plainAnswers(security: HeaderList): PlainAnswer {
  return (res, status, headers, body) => {
    for (const { key, value } of security) res.setHeader(key, value);
    res.writeHead(status, { "cache-control": "no-store", ...headers });
    res.end(body);
  };
}
