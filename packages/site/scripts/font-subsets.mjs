// Writes the Burmese fonts the sites ship, cut with harfbuzz (`subset-font`),
// which keeps every shaping rule the kept characters need:
// - `src/assets/fonts/burmese-face.ts`: the Burmese language's own characters
//   (U+1000–104F: letters, medials, vowels, tones, digits, marks) with the
//   joiners and the dotted circle, from @fontsource-variable/noto-sans-myanmar,
//   its weight axis cut to 400–600 (text to headings), as a WOFF2 file in
//   base64: Burmese pages carry it inside their own documents
//   (`src/burmese-fonts.ts` says why). The Myanmar script's letters for Shan,
//   Mon and Karen (U+1050–109F, the Extended blocks) stay out. One variable
//   file of 39 KB replaces two static weights of 24 and 25 KB;
// - `src/assets/fonts/myanmar-autonym-400.woff2`: only the language menu's
//   "မြန်မာ", so an english or spanish page names Burmese in its script for 1.5 KB;
// - `src/assets/fonts/noto-sans-latin-wght-400-700.woff2` and
//   `noto-sans-latin-ext-wght-400-700.woff2`: @fontsource-variable/noto-sans's
//   Latin and Latin Extended files, same characters, their weight axis cut to
//   the 400–700 the design uses (800 and 900 draw as 700). Every page preloads
//   the Latin file, and it shares a slow link with the stylesheets the first
//   paint waits for: 21 KB instead of 35 KB.
// Run `pnpm --filter @repo/site fonts:subset` after updating the packages;
// `src/fonts.test.ts` fails while the committed files differ from its output.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** The Burmese language's characters (U+1000–104F), the joiners and the dotted circle. */
export const BURMESE_RANGE = "U+1000-104F, U+200B-200D, U+25CC";

/** The weights Burmese text is set in: regular text to semibold headings (bold draws as semibold). */
export const BURMESE_WEIGHTS = { min: 400, max: 600 };

/** The language menu's name of Burmese, in its own script. */
export const BURMESE_AUTONYM = "မြန်မာ";

/** The weights Latin text is set in: regular text to bold. */
export const LATIN_WEIGHTS = { min: 400, max: 700 };

/** The characters of @fontsource-variable/noto-sans's Latin file (its `unicode-range`), as `fonts.ts` declares them. */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** The characters of its Latin Extended file, less plain Latin (see `fonts.ts`). */
export const LATIN_EXT_RANGE =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";

/** Every character a CSS `unicode-range` covers. */
function charactersOf(range) {
  return range
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, "").split("-"))
    .map(([from, to = from]) => characters(parseInt(from, 16), parseInt(to, 16)))
    .join("");
}

function characters(from, to) {
  let text = "";
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** The module holding the Burmese face, as the script writes it. */
export function faceModule(bytes) {
  return [
    "// Written by scripts/font-subsets.mjs: Noto Sans Myanmar cut to the Burmese language, weights",
    `// ${BURMESE_WEIGHTS.min}–${BURMESE_WEIGHTS.max}, as a WOFF2 file in base64 (${bytes.length} bytes). Do not edit.`,
    `export const burmeseFaceWoff2 = "${bytes.toString("base64")}";`,
    "",
  ].join("\n");
}

/** The font files the sites ship, as `scripts/font-subsets.mjs` writes them. */
export async function fontSubsets() {
  const variable = readFileSync(require.resolve("@fontsource-variable/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-wght-normal.woff2"));
  const regular = readFileSync(require.resolve("@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2"));
  const face = Buffer.from(await subsetFont(variable, charactersOf(BURMESE_RANGE), { targetFormat: "woff2", variationAxes: { wght: BURMESE_WEIGHTS } }));
  const latin = async (file, range) =>
    Buffer.from(
      await subsetFont(readFileSync(require.resolve(`@fontsource-variable/noto-sans/files/${file}`)), charactersOf(range), {
        targetFormat: "woff2",
        variationAxes: { wght: LATIN_WEIGHTS },
      }),
    );
  return [
    { file: "burmese-face.ts", bytes: Buffer.from(faceModule(face)) },
    { file: "myanmar-autonym-400.woff2", bytes: Buffer.from(await subsetFont(regular, BURMESE_AUTONYM, { targetFormat: "woff2" })) },
    { file: "noto-sans-latin-wght-400-700.woff2", bytes: await latin("noto-sans-latin-wght-normal.woff2", LATIN_RANGE) },
    { file: "noto-sans-latin-ext-wght-400-700.woff2", bytes: await latin("noto-sans-latin-ext-wght-normal.woff2", LATIN_EXT_RANGE) },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL("../src/assets/fonts/", import.meta.url));
  for (const { file, bytes } of await fontSubsets()) {
    writeFileSync(`${out}${file}`, bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  }
}
