import localFont from "next/font/local";

/*
 * The design system's two families, served from the site's own origin: the
 * files come from the `@fontsource-variable` packages, so nothing is fetched
 * from a font service at build or run time.
 */
export const notoSans = localFont({
  src: [
    { path: "../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2", weight: "100 900", style: "normal" },
    { path: "../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2", weight: "100 900", style: "normal" },
  ],
  variable: "--font-noto-sans",
  display: "swap",
});

export const notoSansMyanmar = localFont({
  src: [
    { path: "../node_modules/@fontsource-variable/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-wght-normal.woff2", weight: "100 900", style: "normal" },
  ],
  variable: "--font-noto-sans-myanmar",
  // Burmese lines change height and breaks when the web font replaces the
  // phone's own Myanmar font, which shifted whole pages (CLS 0.19 on the
  // burmese home). `optional`: the web font is used when it arrives at once
  // (from the cache, on every page after the first), otherwise the page keeps
  // the phone's font and never moves.
  display: "optional",
  // Only burmese pages use it; the others should not spend a preload on it.
  preload: false,
});
