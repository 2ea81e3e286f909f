import type { IncomingMessage, ServerResponse } from "node:http";
import { splitLocalePath } from "@repo/site/routing";
import { holdAnswer } from "./held-answer";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The route that renders the 404 page as a page of its own, in each language tree (`app/[locale]/page-not-found`). */
export const NOT_FOUND_DOCUMENT_ROUTE = "/page-not-found";

/** Next.js's document for a render whose 404 or error escaped the layout: no header, no text, only scripts. */
export const ERROR_SHELL = /<html id="__next_error__"/;

/** What a first answer set about its body; a page rendered in its place sets its own. */
export const BODY_HEADERS = /^(content-length|etag|x-nextjs-|vary$)/i;

/** The language tree of `path` (`english` unless it starts with a language's prefix). */
export function languageTreeOf(path: string): string {
  return splitLocalePath(path.split("?", 1)[0] ?? "/").locale.code;
}

/** Without JavaScript the page still goes home after `seconds`, as its countdown says. */
export function withNoScriptReturn(html: string, home: string, seconds: number): string {
  const refresh = `<noscript><meta http-equiv="refresh" content="${seconds}; url=${home}"/></noscript>`;
  return html.includes("</head>") ? html.replace("</head>", `${refresh}</head>`) : html;
}

export interface NotFoundDocumentOptions {
  /** Answers `req` with the page at `pathname` (a public address) instead of its own. */
  render: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;
  /** Seconds before the page goes home. */
  returnHomeAfter: number;
}

/**
 * Every 404 document with the site's header, text, picture and footer in its
 * HTML. When a screen calls `notFound()`, Next.js answers a first visit with an
 * empty error document and leaves the page to the browser's JavaScript, so a
 * visitor without it saw a blank page (vercel/next.js#62228, with a root layout
 * under a dynamic segment). Such an answer is replaced here by the 404 page
 * rendered as a page of the same language, with status 404; the browser keeps
 * the URL it asked for. A direct request for that page answers 404 too.
 */
export function withNotFoundDocument(handler: Handler, options: NotFoundDocumentOptions): Handler {
  return (req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    const language = languageTreeOf(path);
    const home = language === "english" ? "/" : `/${language}`;
    // Its public address: english pages have no prefix (the proxy adds the language segment).
    const route = `${language === "english" ? "" : home}${NOT_FOUND_DOCUMENT_ROUTE}`;

    const renderNotFound = () => {
      // Everything the first answer set about its body goes; the page sets its own.
      for (const name of res.getHeaderNames()) if (BODY_HEADERS.test(name)) res.removeHeader(name);
      holdAnswer(req, res, {
        hold: () => true,
        finish(body, res, send) {
          res.statusCode = 404;
          send(Buffer.from(withNoScriptReturn(body.toString("utf8"), home, options.returnHomeAfter)));
          // The status line is written; the response reads 200 again for a render Next.js may still
          // run on it (refreshing its cached copy of the page in the background).
          res.statusCode = 200;
        },
      });
      // Rendered as the page it is, here and whenever Next.js refreshes its cached copy: Next.js gives
      // a render whose response says 404 the not-found metadata (the layout's bare title, `noindex`)
      // in place of the page's own, and keeps that copy.
      res.statusCode = 200;
      return options.render(req, res, route);
    };

    // The page itself, asked for by its address: answered as what it is, a 404 (a HEAD as its GET).
    if (path === route && (req.method === "GET" || req.method === "HEAD")) return renderNotFound();

    if (req.method === "GET") {
      holdAnswer(req, res, {
        hold: (res) => res.statusCode === 404 && /^text\/html\b/i.test(String(res.getHeader("content-type") ?? "")),
        finish(body, res, send) {
          if (!ERROR_SHELL.test(body.subarray(0, 256).toString("latin1"))) return send(body);
          void renderNotFound().catch((error: unknown) => {
            console.error(`Failed to render the 404 page for ${req.url}`, error);
            send(body);
          });
        },
      });
    }
    return handler(req, res);
  };
}
