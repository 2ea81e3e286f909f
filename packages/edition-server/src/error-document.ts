import type { IncomingMessage, ServerResponse } from "node:http";
import { fallbackDocument } from "./fallback-document";
import { holdAnswer } from "./held-answer";
import { localizedPath, splitLocalePath } from "@repo/site/routing";
import { BODY_HEADERS, ERROR_SHELL } from "./not-found-document";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The route that renders the error view as a page of its own, in each language tree (`app/[locale]/page-error`). */
export const ERROR_DOCUMENT_ROUTE = "/page-error";

/** How long a visitor (or a crawler) is asked to wait before asking again while the content API cannot be reached. */
export const RETRY_AFTER_SECONDS = 30;

export interface ErrorDocumentOptions {
  /** Answers `req` with the page at `url` (a public address with its query) instead of its own. */
  render: (req: IncomingMessage, res: ServerResponse, url: string) => Promise<void>;
  /** Whether the content API answers now: a page that failed meanwhile is a 500, else a 503. */
  contentApiAnswers: () => Promise<boolean>;
  /** The address of a page that does not exist, in the language tree of `path`. */
  notFoundUrl: (path: string) => string;
}

/**
 * Every page that fails to render answered with the site's error view in its
 * HTML. When a screen throws (the content API down, a page never cached),
 * Next.js answers a first visit with an empty error document and leaves the
 * view to the browser's JavaScript: a visitor without it saw a blank page, and
 * one on a slow phone a blank page until the scripts had run. Such an answer
 * is replaced here by the error view rendered as a page of the same language:
 * status 503 with `Retry-After` when the content API cannot be reached, else
 * 500, and a link that asks for the failed page again. The browser keeps the
 * URL it asked for. Asked for by its own address, that page does not exist (404). A HEAD request for a
 * failed page gets the status and `Retry-After` a GET would. When that
 * page cannot be rendered either (its layout's own content unread), the answer
 * is the fallback error page (`fallback-document.ts`), with the same status.
 */
export function withErrorDocument(handler: Handler, options: ErrorDocumentOptions): Handler {
  return (req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    // Its public address in the page's language (english has no prefix; the proxy adds the segment).
    const route = localizedPath(splitLocalePath(path).locale, ERROR_DOCUMENT_ROUTE);

    /** Holds the answer to come and gives it `status`; `failed` is the failed page's own document, if any. */
    const answerWith = (status: number, failed?: Buffer) =>
      holdAnswer(req, res, {
        hold: () => true,
        finish(body, res, send) {
          res.statusCode = status;
          if (status === 503) res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
          if (!ERROR_SHELL.test(body.subarray(0, 256).toString("latin1"))) return send(body);
          // The error page failed too (its layout's content could not be read): the fallback page, still with the
          // status, in the failed page's document, which names the site's stylesheet.
          send(Buffer.from(fallbackDocument((failed ?? body).toString("utf8"), path, status)));
        },
      });

    // Asked for by its own address, nothing failed: there is no such page for a visitor (a 404, held like any page).
    if (path === route) req.url = options.notFoundUrl(path);

    const failedPage = (res: ServerResponse) => res.statusCode === 500 && /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
    if (req.method === "HEAD") {
      // No body to recognise the empty error document by, nor to replace: the status and Retry-After a GET gets.
      holdAnswer(req, res, {
        hold: failedPage,
        finish(body, res, send) {
          void options.contentApiAnswers().then(
            (answers) => {
              if (!answers) {
                res.statusCode = 503;
                res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
              }
              send(body);
            },
            () => send(body),
          );
        },
      });
    }
    if (req.method === "GET") {
      holdAnswer(req, res, {
        hold: failedPage,
        finish(body, res, send) {
          if (!ERROR_SHELL.test(body.subarray(0, 256).toString("latin1"))) return send(body);
          void options
            .contentApiAnswers()
            .then((answers) => {
              for (const name of res.getHeaderNames()) if (BODY_HEADERS.test(name)) res.removeHeader(name);
              answerWith(answers ? 500 : 503, body);
              const query = new URLSearchParams({ status: answers ? "500" : "503", from: req.url ?? path });
              return options.render(req, res, `${route}?${query}`);
            })
            .catch((error: unknown) => {
              console.error(`Failed to render the error page for ${req.url}`, error);
              if (!res.headersSent) send(body);
            });
        },
      });
    }
    return handler(req, res);
  };
}
