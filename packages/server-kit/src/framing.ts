import type { IncomingMessage } from "node:http";

/**
 * A refusal at the front door: the status and the one line that says why.
 * Each service writes it in its own shape (the content API's envelope, an
 * edition's plain text), with the headers every answer of its carries.
 */
export interface Refusal {
  status: 400 | 411 | 413;
  message: string;
}

/** The values of every header named `name` as sent, in order (`req.headers` keeps only one Host). */
function sent(req: IncomingMessage, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === name) values.push(req.rawHeaders[i + 1] ?? "");
  }
  return values;
}

/**
 * Whether a request's framing can be read one way only (RFC 9112 §3.2, §6.1, §6.3): one Host, at
 * most one Content-Length, and a Transfer-Encoding, if any, that is `chunked` alone. Node's parser
 * takes a second Host (it keeps the first) and codings before `chunked` (`identity, chunked`);
 * a proxy in front may read such a request otherwise than this server does, and a request one hop
 * reads as two is how a cache is poisoned or a guard is walked past. The RFC's answer is 400.
 */
export function framingRefusal(req: IncomingMessage): Refusal | undefined {
  if (sent(req, "host").length > 1) return { status: 400, message: "The request names more than one Host" };
  const lengths = sent(req, "content-length");
  if (lengths.length > 1) return { status: 400, message: "The request declares more than one Content-Length" };
  const encodings = sent(req, "transfer-encoding");
  if (encodings.length === 0) return undefined;
  const codings = encodings
    .join(",")
    .split(",")
    .map((coding) => coding.trim().toLowerCase());
  if (codings.length !== 1 || codings[0] !== "chunked") {
    return { status: 400, message: "The request's Transfer-Encoding is not chunked alone" };
  }
  if (lengths.length > 0) return { status: 400, message: "The request declares both a length and chunked framing" };
  return undefined;
}

/** A body sent without a declared length: chunked. */
export const undeclaredLength = (req: IncomingMessage): boolean =>
  req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined;

/**
 * Whether a request's body is refused before a byte of it is read: declared over `maxBytes`
 * (413), or sent without a declared length where the reader cannot count it as it goes (411:
 * `undeclared: "refuse"`). A browser always declares the length of a form's post; only a client
 * written for the purpose sends a page a chunked body, which a reader that takes whole bodies
 * would otherwise read to its end, however long, before answering.
 */
export function bodyRefusal(
  req: IncomingMessage,
  { maxBytes, undeclared }: { maxBytes: number; undeclared: "refuse" | "count" },
): Refusal | undefined {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBytes) {
    return { status: 413, message: `The body is larger than ${Math.floor(maxBytes / 1024)} KB` };
  }
  if (undeclared === "refuse" && undeclaredLength(req)) {
    return { status: 411, message: "A body is taken only with its length declared (Content-Length)" };
  }
  return undefined;
}

/** Thrown by `upTo` once more than its limit has come. */
export class BodyTooLargeError extends Error {
  override readonly name = "BodyTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${Math.floor(maxBytes / 1024)} KB`);
  }
}

/**
 * The bytes of `body` as they come, until more than `maxBytes` have: then it throws
 * `BodyTooLargeError` and stops reading. A body without a declared length, passed on to another
 * server as it arrives, is bounded here rather than there.
 */
export async function* upTo(body: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of body) {
    seen += chunk.length;
    if (seen > maxBytes) throw new BodyTooLargeError(maxBytes);
    yield chunk;
  }
}

/**
 * Whether a request waits for `100 Continue` before sending its body. Given a `checkContinue`
 * listener, Node leaves that answer to the server: sent once the request has passed the front
 * door's checks, so a body the door refuses is never sent at all.
 */
export const expectsContinue = (req: IncomingMessage): boolean => /^\s*100-continue\s*$/i.test(req.headers.expect ?? "");
