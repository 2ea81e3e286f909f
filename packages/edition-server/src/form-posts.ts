import type { IncomingMessage, ServerResponse } from "node:http";
import { holdAnswer } from "./held-answer";
import { BODY_HEADERS } from "./not-found-document";
import type { PlainAnswer } from "./plain-answer";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface FormPostOptions {
  /** Paths whose posts are no form's (a route of its own that reads its body itself). */
  exempt: (path: string) => boolean;
  /** How a post refused before Next.js reads it is answered (with the edition's security headers). */
  answer: PlainAnswer;
  /** Where a post that could not be read is reported. */
  log?: (line: string) => void;
}

/** A multipart body names the boundary between its parts; without one it cannot be read at all. */
const MULTIPART = /^multipart\/form-data\b/i;
const BOUNDARY = /;\s*boundary=("?)[^";]+\1/i;

/**
 * Posts to pages are the forms' server actions. Next.js answers 500 to every post it cannot read
 * or decode (a body over its size limit, a multipart body without its boundary or cut short,
 * arguments in no format it knows: its action handler says so in a TODO), as if the site had
 * failed. The forms' own actions answer every post they are given with a form state, so a 500 to
 * a post is one Next.js could not read: it goes out as 400, and the log says which. Multipart
 * without a boundary is refused before Next.js reads it. (A body over the pages' cap never gets
 * here: the front door refuses it first, `bodyRefusal` in `main.ts`.)
 */
export function withFormPosts(
  handler: Handler,
  { exempt, answer, log = console.error }: FormPostOptions,
): Handler {
  // Refused unread: the connection cannot carry another request after this body, so it closes.
  const refuse = (res: ServerResponse, body: string) =>
    answer(
      res,
      400,
      { "content-type": "text/plain; charset=UTF-8", "content-length": Buffer.byteLength(body), connection: "close" },
      body,
    );
  return (req, res) => {
    if (req.method !== "POST") return handler(req, res);
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    if (exempt(path)) return handler(req, res);
    const type = String(req.headers["content-type"] ?? "");
    if (MULTIPART.test(type) && !BOUNDARY.test(type)) return refuse(res, "The form's data could not be read\n");
    holdAnswer(req, res, {
      hold: (res) => res.statusCode === 500,
      finish(_body, res, send) {
        log(
          `A post to ${path} could not be read (${type || "no content type"}): answered 400 in place of Next.js's 500`,
        );
        for (const name of res.getHeaderNames())
          if (BODY_HEADERS.test(name) || name === "content-type") res.removeHeader(name);
        res.statusCode = 400;
        res.setHeader("content-type", "text/plain; charset=UTF-8");
        res.setHeader("cache-control", "no-store");
        send(Buffer.from("The form's data could not be read\n"));
      },
    });
    return handler(req, res);
  };
}
