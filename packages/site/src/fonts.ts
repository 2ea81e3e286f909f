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
  display: "swap",
  // Only burmese pages use it; the others should not spend a preload on it.
  preload: false,
});
