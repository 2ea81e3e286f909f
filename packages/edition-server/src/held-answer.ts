import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | readonly unknown[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Raw pairs, `[name, value, name, value, …]`, or `[[name, value], …]`.
    const pairs: unknown[] = (headers as unknown[]).every(Array.isArray) ? (headers as unknown[][]).flat() : headers;
    for (let i = 0; i + 1 < pairs.length; i += 2) res.appendHeader(String(pairs[i]), String(pairs[i + 1]));
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
}

export interface HoldRules {
  /** Called once, when the status and headers are known (at the first write, `writeHead` or `end`): whether to keep the body until its end. */
  hold: (res: ServerResponse, req: IncomingMessage) => boolean;
  /** The whole body of a held answer, with the response's own methods back in place; `send` finishes it as it is or changed. */
  finish: (body: Buffer, res: ServerResponse, send: (body: Buffer) => void) => void;
}

/**
 * Keeps an answer's body until its end when `rules.hold` says so, then hands
 * it to `rules.finish`; every other answer passes as it streams. Status and
 * headers stay on the response (not sent) while held, so `finish` may still
 * change them. Works whether the handler calls `writeHead` or sets
 * `statusCode` and headers and then writes.
 */
export function holdAnswer(req: IncomingMessage, res: ServerResponse, rules: HoldRules): void {
  const write = res.write;
  const end = res.end;
  const writeHead = res.writeHead;
  const flushHeaders = res.flushHeaders;
  let mode: "undecided" | "hold" | "pass" = "undecided";
  const held: Buffer[] = [];

  const restore = () => {
    res.write = write;
    res.end = end;
    res.writeHead = writeHead;
    res.flushHeaders = flushHeaders;
  };
  const decide = () => {
    if (mode !== "undecided") return;
    mode = rules.hold(res, req) ? "hold" : "pass";
    if (mode === "pass") restore();
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    held.push(
      typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array),
    );
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const [reason, headers] = typeof rest[0] === "string" ? [rest[0], rest[1]] : [undefined, rest[0]];
    if (reason) this.statusMessage = reason;
    applyHeaders(this, headers as OutgoingHttpHeaders | undefined);
    decide();
    return mode === "pass" ? writeHead.call(this, this.statusCode) : this;
  };

  res.flushHeaders = function (this: ServerResponse) {
    decide();
    if (mode === "pass") flushHeaders.call(this);
  };

  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode === "pass") return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode === "pass") return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    if (typeof chunk !== "function") keep(chunk, encoding);
    restore();
    const done = [chunk, encoding, callback].find((value) => typeof value === "function") as (() => void) | undefined;
    rules.finish(Buffer.concat(held), this, (body) => {
      this.setHeader("content-length", body.length);
      (end as (chunk: Buffer, callback?: () => void) => ServerResponse).call(this, body, done);
    });
    return this;
  } as ServerResponse["end"];
}
