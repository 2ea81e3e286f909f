import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The shared security corpora (see their README); tests skip, saying so, where they are absent.
const sharedCorpora = join(new URL("../../../..", import.meta.url).pathname, "shared/corpora");
// eslint-disable-next-line no-restricted-properties -- the test runner's settings
const corpusDir = process.env.SECURITY_CORPORA_DIR ?? sharedCorpora;

function read<T>(file: string, pick: (json: unknown) => T[]): T[] {
  const path = join(corpusDir, file);
  if (!existsSync(path)) {
    console.warn(`Skipping the ${file} corpus: ${path} is absent (set SECURITY_CORPORA_DIR).`);
    return [];
  }
  return pick(JSON.parse(readFileSync(path, "utf8")));
}

/** The Big List of Naughty Strings. */
export const naughtyStrings = read("blns.json", (json) => json as string[]);

/** DOMPurify's test payloads, most of them XSS vectors. */
export const xssCases = read(
  "xss-dompurify.json",
  (json) => (json as { cases: { title: string; payload: string }[] }).cases,
);
