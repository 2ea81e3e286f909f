import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Parser } from "htmlparser2";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Script types a browser runs; any other (`application/ld+json`, …) is a data block CSP does not govern. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;

/**
 * The CSP source expressions (`'sha256-…'`) of a document's inline scripts: the
 * text of every `<script>` without `src` that a browser would run, with line
 * breaks normalised as the HTML parser does before the browser hashes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let current: { executable: boolean; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script") {
          current = { executable: !("src" in attributes) && EXECUTABLE.test((attributes.type ?? "").trim()), text: "" };
        }
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name !== "script" || !current) return;
        if (current.executable && current.text) {
          const source = current.text.replace(/\r\n?/g, "\n");
          hashes.add(`'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`);
        }
        current = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return [...hashes];
}

/** `policy` with `sources` added to its `script-src` directive (which must exist). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      return /^script-src(\s|$)/i.test(trimmed) ? `${trimmed} ${sources.join(" ")}` : trimmed;
    })
    .join("; ");
}

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

/**
 * Sends every HTML document with a Content-Security-Policy whose `script-src`
 * lists the hashes of the document's own inline scripts, so the policy needs
 * no `'unsafe-inline'` for scripts and a script injected into the page does not
 * run. Hashes, not nonces: they are a property of the document, so an answer
 * kept by the page cache, nginx or a CDN carries a policy that still matches
 * its body, and pages stay exactly as cacheable as before.
 *
 * An HTML answer is held until its end (the hashes go in a header, ahead of
 * the body); every other answer passes as it streams. An answer without the
 * document (a 304, or a HEAD) carries no policy at all: a cache freshening its
 * stored page with those headers would otherwise replace the hashed policy
 * with one that blocks the page's own scripts.
 */
export function withScriptPolicy(handler: Handler): Handler {
  return (req, res) => {
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
      const type = String(res.getHeader("content-type") ?? "");
      const policy = res.getHeader("content-security-policy");
      const document = /^text\/html\b/i.test(type) && typeof policy === "string";
      const bodiless = res.statusCode === 304 || req.method === "HEAD";
      if (bodiless && (document || res.statusCode === 304)) res.removeHeader("content-security-policy");
      mode = document && !bodiless ? "hold" : "pass";
      if (mode === "pass") restore();
    };
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      held.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
      );
    };

    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      this.statusCode = status;
      const [reason, headers] = typeof rest[0] === "string" ? [rest[0], rest[1]] : [undefined, rest[0]];
      if (reason) this.statusMessage = reason;
      applyHeaders(this, headers as OutgoingHttpHeaders | undefined);
      decide();
      return mode === "pass" ? writeHead.call(this, this.statusCode) : this;
    } as ServerResponse["writeHead"];

    res.flushHeaders = function (this: ServerResponse) {
      decide();
      if (mode === "pass") flushHeaders.call(this);
    };

    res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
      decide();
      if (mode === "pass") return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
      keep(chunk, encoding);
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") process.nextTick(done as () => void);
      return true;
    } as ServerResponse["write"];

    res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      decide();
      if (mode === "pass") return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
      if (typeof chunk !== "function") keep(chunk, encoding);
      restore();
      const body = Buffer.concat(held);
      const policy = String(this.getHeader("content-security-policy"));
      this.setHeader("content-security-policy", withScriptSources(policy, inlineScriptHashes(body.toString("utf8"))));
      this.setHeader("content-length", body.length);
      const done = [chunk, encoding, callback].find((value) => typeof value === "function") as (() => void) | undefined;
      return (end as (chunk: Buffer, callback?: () => void) => ServerResponse).call(this, body, done);
    } as ServerResponse["end"];

    return handler(req, res);
  };
}
