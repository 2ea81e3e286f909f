import type { IncomingMessage, ServerResponse } from "node:http";

/** Where browsers send the reports of scripts the page's policy blocked (`report-uri` of the policy). */
export const CSP_REPORT_PATH = "/csp-report";

/** A report larger than this is not a browser's. */
const MAX_REPORT_BYTES = 16 * 1024;

interface Violation {
  "document-uri"?: unknown;
  "blocked-uri"?: unknown;
  "violated-directive"?: unknown;
  "effective-directive"?: unknown;
}

const text = (value: unknown) =>
  // A field sent as an object or array is written as its JSON, not "[object Object]".
  (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))
    // Control characters and line breaks would let a report forge log lines.
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, "?")
    .slice(0, 200);

/**
 * Receives the browser's report of a blocked script and writes one line to
 * the log, so an operator sees an injected script (or a policy that blocks the
 * site's own). Anyone can post here, so the body is bounded, every field is
 * shortened and made one line, and at most `perMinute` lines are written a
 * minute; the answer is always 204 and says nothing.
 */
export function cspReportReceiver({ perMinute = 30, log = console.warn } = {}) {
  let window = 0;
  let written = 0;
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const answer = (close: boolean) => {
      if (res.headersSent) return;
      res.writeHead(204, { "cache-control": "no-store", ...(close ? { connection: "close" } : {}) });
      res.end();
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REPORT_BYTES) {
        answer(true);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("error", () => answer(true));
    req.on("end", () => {
      answer(false);
      let report: { "csp-report"?: Violation } | null = null;
      try {
        report = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { "csp-report"?: Violation };
      } catch {
        return;
      }
      const violation = report?.["csp-report"];
      if (!violation || typeof violation !== "object") return;
      const minute = Math.floor(Date.now() / 60_000);
      if (minute !== window) [window, written] = [minute, 0];
      if (written++ >= perMinute) return;
      log(
        `csp: blocked ${text(violation["blocked-uri"])} by ${text(violation["effective-directive"] ?? violation["violated-directive"])} on ${text(violation["document-uri"])}`,
      );
    });
  };
}
