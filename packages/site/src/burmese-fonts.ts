import { createHash } from "node:crypto";
import { burmeseFaceWoff2 } from "./assets/fonts/burmese-face";

/**
 * Burmese: one variable file cut to the language's own characters, weights
 * 400–600 (`scripts/font-subsets.mjs`: 39 KB), declared inside the Burmese
 * pages' own document (`locale-layout.tsx`, a `<style>` React hoists into the
 * `<head>`); no other page carries it. The file is a `data:` URL, so the
 * page's first layout already has it, and no request of its own stands
 * between the document and the first paint. Linked as a file with its own
 * `src`, the face arrived after the first layout on a slow link, the page was
 * laid out again in it and every line moved (CLS 0.05–0.07 on a product page);
 * inside a stylesheet of its own, the first paint waited for that stylesheet
 * behind the shared one, 150–250 ms on the mobile preset's link
 * (bench/report.md). The price: each Burmese document loaded whole (a first
 * visit, a reload) carries the face's 40 KB, where a stylesheet of its own was
 * kept by the browser; going from page to page inside a visit fetches page
 * data only, without it. Never boxes on a phone without a Myanmar font, never
 * a Zawgyi system font mis-shaping Unicode text, never a Burmese word drawn in
 * another font.
 */
export const burmeseFacesSheet =
  "@font-face{font-family:\"Noto Sans Myanmar Burmese\";font-style:normal;font-weight:400 600;font-display:block;" +
  `src:url(data:font/woff2;base64,${burmeseFaceWoff2}) format("woff2");unicode-range:U+1000-104F, U+200B-200D, U+25CC}`;

/**
 * The `<style>`'s name for React (its `href`, which React keeps as `data-href`
 * and by which it finds the element again when the page hydrates or another
 * Burmese page is opened in the same visit): named by its content.
 */
export const burmeseFacesKey = `burmese-faces-${createHash("sha256").update(burmeseFacesSheet).digest("hex").slice(0, 16)}`;

/**
 * A script, run as soon as the shared stylesheet is in, that asks for the Burmese
 * face and the Latin face the page's spaces, digits and Latin words take
 * (`latinFamily`: its `font-family`). Asked for by the first layout instead,
 * a `data:` face was read as if it were a request on the network (up to 1.4 s
 * under Lighthouse's phone throttling) and the first paint waited for it;
 * asked for here, it is read in a few milliseconds (bench/report.md).
 *
 * Being a script, it holds the parser until the stylesheet is in, so the
 * page's markup is read only then, and Chromium drew the first frame from
 * the part read by its first rendering opportunity: the rest (the related
 * products, the footer) was laid out after the first paint, a task of
 * 46–210 ms on a phone-speed processor. Burmese pages therefore also link
 * `rel="expect"` to the footer (`blocking="render"`): the first frame waits
 * until the footer is read, and the page is laid out once, whole
 * (bench/report.md: TBT 160–240 ms instead of 310–690 on the mobile preset).
 */
export function loadBurmeseFacesEarly(latinFamily: string): string {
  return ['400 1em "Noto Sans Myanmar Burmese"', `400 1em ${latinFamily}`]
    .map((font) => `document.fonts.load(${JSON.stringify(font)},"\\u1000a").catch(function(){});`)
    .join("");
}
