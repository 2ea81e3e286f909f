import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Parser } from "htmlparser2";
import { withoutFrameworkAttributes } from "./framework-markup";
import { holdAnswer } from "./held-answer";

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
    holdAnswer(req, res, {
      hold(res, req) {
        const type = String(res.getHeader("content-type") ?? "");
        const policy = res.getHeader("content-security-policy");
        const document = /^text\/html\b/i.test(type) && typeof policy === "string";
        const bodiless = res.statusCode === 304 || req.method === "HEAD";
        if (bodiless && (document || res.statusCode === 304)) res.removeHeader("content-security-policy");
        return document && !bodiless;
      },
      finish(body, res, send) {
        // Held whole anyway: the markup React adds for streaming, which a whole document does not use, goes first.
        const html = withoutFrameworkAttributes(body.toString("utf8"));
        const policy = String(res.getHeader("content-security-policy"));
        res.setHeader("content-security-policy", withScriptSources(policy, inlineScriptHashes(html)));
        send(Buffer.from(html, "utf8"));
      },
    });
    return handler(req, res);
  };
}
