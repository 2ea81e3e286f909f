import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { catalogs } from "@repo/locales/messages";
import { BURMESE_AUTONYM, BURMESE_RANGE, BURMESE_WEIGHTS, LATIN_EXT_RANGE, LATIN_RANGE, LATIN_WEIGHTS, fontSubsets } from "../scripts/font-subsets.mjs";
import { burmeseFacesSheet } from "./burmese-fonts";

vi.mock("server-only", () => ({}));

const styles = readFileSync(new URL("./styles.css", import.meta.url), "utf8");
const fontsModule = readFileSync(new URL("./fonts.ts", import.meta.url), "utf8");
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

describe("the fonts the sites ship", () => {
  it("are the files the subset script makes from the installed package", async () => {
    for (const { file, bytes } of await fontSubsets()) {
      expect(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url)).equals(bytes), `${file}: run pnpm --filter @repo/site fonts:subset`).toBe(true);
    }
    // Cutting every face again takes a core for half a minute while the other suites run beside it.
  }, 120_000);

  it("declare the Latin files with the characters and weights they were cut to", () => {
    // The font loader takes literals only, so `fonts.ts` spells out what the script cut.
    const declared = [...fontsModule.matchAll(/path: "\.\/assets\/fonts\/([^"]+)", weight: "(\d+) (\d+)"[\s\S]*?unicode-range", value: "([^"]+)"/g)].map(
      ([, file, min, max, range]) => ({ file, weights: { min: Number(min), max: Number(max) }, range }),
    );
    expect(declared).toEqual([
      { file: "noto-sans-latin-wght-400-700.woff2", weights: LATIN_WEIGHTS, range: LATIN_RANGE },
      { file: "noto-sans-latin-ext-wght-400-700.woff2", weights: LATIN_WEIGHTS, range: LATIN_EXT_RANGE },
    ]);
  });

  it("declare the range they were cut to, and the autonym face exactly its letters", () => {
    // Burmese pages' own face: one file, in the range it was cut to, inside their document.
    expect(rangesIn(burmeseFacesSheet)).toEqual([BURMESE_RANGE]);
    expect(burmeseFacesSheet).toContain("font-weight:400 600;");
    expect(burmeseFacesSheet).toMatch(/src:url\(data:font\/woff2;base64,d09GMg[A-Za-z0-9+/=]+\) format\("woff2"\)/);
    // The shared stylesheet holds the autonym face only.
    const ranges = rangesIn(styles);
    expect(ranges).toHaveLength(1);
    const autonym = ranges[0]!;
    const letters = new Set([...BURMESE_AUTONYM].map((char) => char.codePointAt(0)!));
    expect([...letters].every(covered(autonym))).toBe(true);
    expect(autonym.split(",")).toHaveLength(letters.size);
  });

  it("are drawn in Storybook with the same characters and weights", () => {
    // Storybook declares the packages' own files (`@repo/ui/fonts.css`); a designer sees what a visitor sees only if
    // each face there has the range and weights the sites' files were cut to.
    const storybook = readFileSync(createRequire(import.meta.url).resolve("@repo/ui/fonts.css"), "utf8");
    const faces = [...storybook.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
      file: body!.match(/files\/([^"]+)"/)![1],
      weight: body!.match(/font-weight:\s*([^;]+);/)![1],
      range: body!.match(/unicode-range:\s*([^;]+);/)![1]!.replace(/\s+/g, " ").trim(),
    }));
    const weights = ({ min, max }: { min: number; max: number }) => `${min} ${max}`;
    expect(faces).toEqual([
      { file: "noto-sans-latin-wght-normal.woff2", weight: weights(LATIN_WEIGHTS), range: LATIN_RANGE },
      { file: "noto-sans-latin-ext-wght-normal.woff2", weight: weights(LATIN_WEIGHTS), range: LATIN_EXT_RANGE },
      { file: "noto-sans-myanmar-myanmar-wght-normal.woff2", weight: weights(BURMESE_WEIGHTS), range: BURMESE_RANGE },
    ]);
  });

  it("cover every Burmese character of the catalogs and the demo editions' settings", () => {
    const inRange = covered(BURMESE_RANGE);
    // The settings are content (the content API's `editions/` folder); the demo's are the seed every edition starts from.
    const editions = new URL("../../../apps/content-api/content/editions/", import.meta.url);
    const settings = readdirSync(editions).map((name) => readFileSync(new URL(name, editions), "utf8"));
    const texts = [JSON.stringify(catalogs.my), ...settings];
    const outside = new Set(texts.flatMap(myanmarIn).filter((char) => !inRange(char.codePointAt(0)!)));
    expect([...outside]).toEqual([]);
  });
});
