// Writes the Burmese font files the sites ship (packages/site/src/assets/fonts),
// cut from @fontsource/noto-sans-myanmar with harfbuzz (`subset-font`), which
// keeps every shaping rule the kept characters need:
// - `noto-sans-myanmar-burmese-{400,600}.woff2`: the Burmese language's own
//   characters (U+1000–104F: letters, medials, vowels, tones, digits, marks)
//   with the joiners and the dotted circle; the Myanmar script's letters for
//   Shan, Mon and Karen (U+1050–109F, the Extended blocks) stay out, which
//   halves the files (47 → 24 KB and 50 → 25 KB);
// - `myanmar-autonym-400.woff2`: only the language menu's "မြန်မာ", so an
//   english or spanish page names Burmese in its script for 1.5 KB.
// Run `pnpm --filter @repo/site fonts:subset` after updating the package;
// `src/fonts.test.ts` fails while the committed files differ from its output.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** The Burmese language's characters (U+1000–104F), the joiners and the dotted circle. */
export const BURMESE_RANGE = "U+1000-104F, U+200B-200D, U+25CC";

/** The language menu's name of Burmese, in its own script. */
export const BURMESE_AUTONYM = "မြန်မာ";

function characters(from, to) {
  let text = "";
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** The font files the sites ship for Burmese, as `scripts/font-subsets.mjs` writes them. */
export async function fontSubsets() {
  const source = (weight) =>
    readFileSync(require.resolve(`@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`));
  const burmese = `${characters(0x1000, 0x104f)}\u200b\u200c\u200d\u25cc`;
  return [
    { file: "noto-sans-myanmar-burmese-400.woff2", bytes: Buffer.from(await subsetFont(source("400"), burmese, { targetFormat: "woff2" })) },
    { file: "noto-sans-myanmar-burmese-600.woff2", bytes: Buffer.from(await subsetFont(source("600"), burmese, { targetFormat: "woff2" })) },
    { file: "myanmar-autonym-400.woff2", bytes: Buffer.from(await subsetFont(source("400"), BURMESE_AUTONYM, { targetFormat: "woff2" })) },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL("../src/assets/fonts/", import.meta.url));
  for (const { file, bytes } of await fontSubsets()) {
    writeFileSync(`${out}${file}`, bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  }
}
