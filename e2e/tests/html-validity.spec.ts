import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { everyPageHtml } from "../support/every-page";

const run = promisify(execFile);
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * The checker (26.9) knows the `blocking` attribute only on stylesheet links; the HTML Standard also gives it to
 * `<link rel="expect">` (link type "expect": rendering waits until the element it names is parsed), which
 * Burmese pages use (`packages/site/src/burmese-fonts.ts`). Only that message, only on such a link, is set aside.
 */
function expectLinkMessage(message: VnuMessage): boolean {
  return (
    message.message === "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”." &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? "")
  );
}

/** The W3C Nu HTML checker's errors for `documents` (name → HTML), by the name of the document they are in. */
async function htmlErrors(documents: Map<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "aurevo-vnu-"));
  const files = new Map<string, string>();
  try {
    [...documents].forEach(([name, html], index) => {
      const file = `page-${index}.html`;
      files.set(file, name);
      writeFileSync(join(dir, file), html);
    });
    // Exit status 1 means "errors found"; the JSON on stderr lists them either way.
    const { stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--skip-non-html", dir], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stderr?: string; code?: number }) => {
        if (error.code !== 1 || !error.stderr) throw error;
        return { stderr: error.stderr };
      },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === "error" && !expectLinkMessage(message))
      .map((message) => `${files.get(message.url.split("/").pop() ?? "") ?? message.url}: ${message.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("every route is valid HTML (W3C Nu checker)", () => {
  test.setTimeout(600_000);

  test("every page of the sitemap and the pages around it, in the three languages, on every edition", async ({ request }) => {
    const documents = await everyPageHtml(request);
    expect(documents.size).toBeGreaterThan(200);
    expect(await htmlErrors(documents)).toEqual([]);
  });
});
