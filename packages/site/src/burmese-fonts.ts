/**
 * Burmese: files cut to the language's own characters
 * (`scripts/font-subsets.mjs`: 24 and 25 KB), regular for text up to medium,
 * semibold for headings and bold. Burmese pages preload both and declare them
 * in a `<style>` of their own (`burmeseFontFaces`, `locale-layout.tsx`), so
 * their first paint is already in the shipped Unicode font: never boxes on a
 * phone without a Myanmar font, never a Zawgyi system font mis-shaping Unicode
 * text. `block`: a Burmese word is never drawn in another font.
 *
 * Not in the shared stylesheet: a visitor who came from an english or spanish
 * page has that stylesheet in Chromium's memory cache, and a face from the
 * cached sheet does not take its file from the page's preload; Chromium asked
 * for both files a second time and reported the preloads unused.
 */
// (The bundler turns each `new URL(…, import.meta.url)` into the emitted file's public path.)
const burmeseFaces = [
  { href: String(new URL("./assets/fonts/noto-sans-myanmar-burmese-400.woff2", import.meta.url)), weight: "100 500", text: 400 },
  { href: String(new URL("./assets/fonts/noto-sans-myanmar-burmese-600.woff2", import.meta.url)), weight: "600 900", text: 600 },
];

export const burmeseFontFiles = burmeseFaces.map((face) => face.href);

/** The `@font-face` rules of the Burmese faces; `--font-noto-sans-myanmar` (`styles.css`) names their family. */
export const burmeseFontFaces = burmeseFaces
  .map(
    (face) =>
      `@font-face{font-family:"Noto Sans Myanmar Burmese";font-style:normal;font-weight:${face.weight};font-display:block;` +
      `src:url("${face.href}") format("woff2");unicode-range:U+1000-104F, U+200B-200D, U+25CC}`,
  )
  .join("");

/**
 * A script that asks for the Burmese faces, and the Latin face the page's
 * spaces, digits and Latin words take (`latinFamily`: its `font-family`), while
 * the page is still arriving. A face is otherwise first asked for by the
 * page's first layout, which then draws nothing in it, and the first
 * contentful paint waits until the faces are decoded. Run right after the
 * faces' `<style>`, it lets the decoding overlap the parsing (Lighthouse, phone
 * throttling: the largest paint about 350 ms sooner on `/burmese` and a product
 * page, bench/report.md); the files come from the page's preloads either way.
 */
export function loadBurmeseFacesEarly(latinFamily: string): string {
  const asks = [...burmeseFaces.map((face) => `${face.text} 1em "Noto Sans Myanmar Burmese"`), `400 1em ${latinFamily}`];
  return asks.map((font) => `document.fonts.load(${JSON.stringify(font)},"\\u1000a").catch(function(){});`).join("");
}
