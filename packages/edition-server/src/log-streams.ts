/**
 * Keeps the server answering when its output can no longer be written: the
 * pipe to a log shipper that stopped, a `pnpm start` that was killed, a
 * `| head` that had read enough (EPIPE), a log file on a full disk. Node.js
 * reports a failed write as an `error` event on `process.stdout` or
 * `process.stderr`; with no listener it becomes an uncaught exception, which
 * Next.js's handler writes to the same broken stream, failing again, on and
 * on: the process spun at full processor and answered no request from the
 * first line after its reader left (one CSP report from anyone was enough).
 * Lines that cannot be written are lost; the pages keep being served.
 */
export function survivesClosedLog(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
}
