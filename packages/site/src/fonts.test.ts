import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentSets } from "@repo/locales/content-sets";
import { catalogs } from "@repo/locales/messages";
import { BURMESE_AUTONYM, BURMESE_RANGE, fontSubsets } from "../scripts/font-subsets.mjs";
import { burmeseFontFaces, burmeseFontFiles } from "./burmese-fonts";

const styles = readFileSync(new URL("./styles.css", import.meta.url), "utf8");
const rangesIn = (css: string) => [...css.matchAll(/unicode-range:\s*([^;}]+)[;}]/g)].map((match) => match[1]!.trim());

/** Every code point `range` (a CSS `unicode-range`) covers. */
function covered(range: string): (code: number) => boolean {
  const spans = range.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (code) => spans.some(([from, to]) => code >= from && code <= to);
}

/** Every Myanmar-script character in `text`. */
const myanmarIn = (text: string) => [...text].filter((char) => /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/u.test(char));

describe("the Burmese fonts the sites ship", () => {
  it("are the files the subset script makes from the installed package", async () => {
    for (const { file, bytes } of await fontSubsets()) {
      expect(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url)).equals(bytes), `${file}: run pnpm --filter @repo/site fonts:subset`).toBe(true);
    }
  });

  it("declare the range they were cut to, and the autonym face exactly its letters", () => {
    // Burmese pages' own faces: both files, in the range they were cut to.
    expect(rangesIn(burmeseFontFaces)).toEqual([BURMESE_RANGE, BURMESE_RANGE]);
    for (const file of burmeseFontFiles) expect(burmeseFontFaces).toContain(`url("${file}")`);
    // The shared stylesheet holds the autonym face only.
    const ranges = rangesIn(styles);
    expect(ranges).toHaveLength(1);
    const autonym = ranges[0]!;
    const letters = new Set([...BURMESE_AUTONYM].map((char) => char.codePointAt(0)!));
    expect([...letters].every(covered(autonym))).toBe(true);
    expect(autonym.split(",")).toHaveLength(letters.size);
  });

  it("cover every Burmese character of the catalogs and the content sets", () => {
    const inRange = covered(BURMESE_RANGE);
    const texts = [JSON.stringify(catalogs.my), JSON.stringify(contentSets)];
    const outside = new Set(texts.flatMap(myanmarIn).filter((char) => !inRange(char.codePointAt(0)!)));
    expect([...outside]).toEqual([]);
  });
});
