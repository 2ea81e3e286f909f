import localFont from "next/font/local";

/*
 * The design system's two families, served from the site's own origin: the
 * files are `@fontsource-variable/noto-sans`'s, cut by
 * `scripts/font-subsets.mjs` to weights 400–700 (same characters), so nothing
 * is fetched from a font service at build or run time.
 *
 * Each file carries the `unicode-range` of its subset (as in the packages'
 * own CSS), so a browser downloads a file only when the page has characters
 * in it. English and Spanish need only the Latin file (21 KB, preloaded);
 * the Latin Extended file (99 KB) is fetched for the rare page that needs it
 * (a Yoruba or Polish name, say). Both in one family with no ranges made every
 * page preload and download both, and the extended file took the bandwidth
 * the first picture needed on a slow link. (The loader takes literals only,
 * so the ranges are written where they are used.)
 *
 * `optional`: a page paints in the file if it is there by the first frame
 * (preloaded, or cached from an earlier page), else in its size-matched
 * fallback, and stays in it. With `swap`, the file arriving after the first
 * paint on a slow link laid the whole page out again (about 100 ms on a
 * phone-speed processor, blocking the page) and moved every line of text.
 * Burmese pages take their spaces, digits and Latin words from it as well:
 * their first paint waits for the Burmese face's stylesheet (burmese-fonts.ts),
 * and the preloaded Latin file, requested with it, is in by then.
 */
export const notoSans = localFont({
  src: [{ path: "./assets/fonts/noto-sans-latin-wght-400-700.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-noto-sans",
  display: "optional",
  declarations: [{ prop: "unicode-range", value: "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD" }],
});

/**
 * Latin Extended as a family of its own, listed before `notoSans` in the
 * page's font stack (`--font-sans`): its range leaves out plain Latin, so the
 * browser skips it for ordinary text and never downloads it unless a
 * character needs it. No fallback face of its own: `notoSans`'s follows it.
 */
export const notoSansExtended = localFont({
  src: [{ path: "./assets/fonts/noto-sans-latin-ext-wght-400-700.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-noto-sans-ext",
  // Not optional: a name's letters from this file swap in when it arrives, rather than stay in a system font among the others.
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF" }],
});
