import { createHash } from "node:crypto";
import { burmeseFaceWoff2 } from "./assets/fonts/burmese-face";

/**
 * Burmese: one variable file cut to the language's own characters, weights
 * 400–600 (`scripts/font-subsets.mjs`: 39 KB), in a stylesheet of its own that
 * Burmese pages link and no other page does (`locale-layout.tsx`). The file is
 * inside the stylesheet (a `data:` URL), so the page's first layout already
 * has it: a stylesheet holds the first paint until it is in, and Chromium
 * takes a face from a `data:` URL as the stylesheet is read. Linked as a file
 * with its own `src`, the face arrived after the first layout on a slow link
 * (its 50 KB against the shared stylesheet's 12), the page was laid out again
 * in it and every line moved (CLS 0.05–0.07 on a product page, bench/report.md).
 * Never boxes on a phone without a Myanmar font, never a Zawgyi system font
 * mis-shaping Unicode text, never a Burmese word drawn in another font.
 *
 * Its address names its content, so a browser keeps it for good
 * (`burmese-faces-route.ts` serves it) and the next Burmese page paints without
 * asking for it again.
 */
export const burmeseFacesSheet =
  "@font-face{font-family:\"Noto Sans Myanmar Burmese\";font-style:normal;font-weight:400 600;font-display:block;" +
  `src:url(data:font/woff2;base64,${burmeseFaceWoff2}) format("woff2");unicode-range:U+1000-104F, U+200B-200D, U+25CC}`;

/** The stylesheet's file name: its content's hash. */
export const burmeseFacesFile = `burmese-${createHash("sha256").update(burmeseFacesSheet).digest("hex").slice(0, 16)}.css`;

/** Where Burmese pages link it from. */
export const burmeseFacesHref = `/fonts/${burmeseFacesFile}`;

/**
 * A script, run as soon as the stylesheets are in, that asks for the Burmese
 * face and the Latin face the page's spaces, digits and Latin words take
 * (`latinFamily`: its `font-family`). Asked for by the first layout instead,
 * the face inside the stylesheet was read as if it were a request on the
 * network (up to 1.4 s behind the stylesheet under Lighthouse's phone
 * throttling) and the first paint waited for it; asked for here, it is read in
 * a few milliseconds (bench/report.md).
 *
 * Being a script, it holds the parser until the stylesheets are in, so the
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
