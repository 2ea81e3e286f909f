import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitizeRichText } from "@repo/api-client/rich-text";

describe("sanitizeRichText", () => {
  it("keeps the content format's subset", () => {
    const html =
      '<h2>Specs</h2><p><strong>6 kW</strong> and <em>quiet</em>, <a href="https://example.com/x">more</a></p>' +
      "<ul><li>one</li></ul><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>" +
      "<blockquote>q</blockquote><br />";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops scripts, handlers, styles, javascript: links and unknown tags", () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://e.com"></iframe>',
      ),
    ).toBe("<p>Hi</p><a>x</a>");
  });

  it("rewrites profile and stored image paths to /getFile/ and keeps https images", () => {
    expect(sanitizeRichText('<img src="/profile/news/a.webp" alt="A">')).toBe('<img alt="A" src="/getFile/news/a.webp" />');
    expect(sanitizeRichText('<img src="files/news/a.webp" alt="">')).toBe('<img alt="" src="/getFile/news/a.webp" />');
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.webp" alt="">')).toBe(
      '<img alt="" src="https://cdn.example.com/a.webp" />',
    );
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">')).toBe("");
    expect(sanitizeRichText('<img src="../../etc/passwd">')).toBe("");
  });

  it("turns rich text into plain text for search", () => {
    expect(richTextToPlain("<p>Battery&nbsp;life</p><p>6000 cycles &amp; more</p>")).toBe("Battery life 6000 cycles & more");
  });
});

const corpusDir = process.env.SECURITY_CORPORA_DIR ?? join(new URL("../../../../..", import.meta.url).pathname, "shared/corpora");
const corpusFile = join(corpusDir, "xss-dompurify.json");
const cases = existsSync(corpusFile)
  ? (JSON.parse(readFileSync(corpusFile, "utf8")) as { cases: { title: string; payload: string }[] }).cases
  : [];
if (cases.length === 0) console.warn(`Skipping the XSS corpus: ${corpusFile} is absent (set SECURITY_CORPORA_DIR).`);

/** Renders `html` in a DOM that runs scripts and reports whether any of them ran. */
async function executes(html: string): Promise<boolean> {
  let fired = false;
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`, {
    runScripts: "dangerously",
    virtualConsole: new VirtualConsole(),
    beforeParse(window) {
      const hit = () => {
        fired = true;
      };
      Object.assign(window, { alert: hit, prompt: hit, confirm: hit });
    },
  });
  // Fire the events payloads hang on, as a visitor's browser would.
  for (const element of dom.window.document.querySelectorAll("*")) {
    for (const type of ["load", "error", "click", "mouseover", "focus", "toggle", "animationstart"]) {
      element.dispatchEvent(new dom.window.Event(type));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
  dom.window.close();
  return fired;
}

describe.skipIf(cases.length === 0)("the XSS corpus", () => {
  it("the oracle catches an unsanitized payload", async () => {
    expect(await executes('<img src="x" onerror="alert(1)">')).toBe(true);
  });

  it("no payload runs after sanitizing", async () => {
    const ran: string[] = [];
    for (const { title, payload } of cases) {
      if (await executes(sanitizeRichText(payload))) ran.push(title);
    }
    expect(ran).toEqual([]);
    expect(cases.length).toBeGreaterThan(100);
  }, 60_000);
});
