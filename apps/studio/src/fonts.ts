import localFont from "next/font/local";

/*
 * The design system's faces (`@repo/ui`'s tokens read these variables), from the studio's own
 * origin: nothing is fetched from a font service at build or run time.
 */
export const notoSans = localFont({
  src: [{ path: "../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2", weight: "100 900" }],
  variable: "--font-noto-sans",
  display: "swap",
});

/** Latin Extended, for the names and words plain Latin lacks; downloaded only when a page has one. */
export const notoSansExtended = localFont({
  src: [{ path: "../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2", weight: "100 900" }],
  variable: "--font-noto-sans-ext",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});

/** Burmese, in every language of the studio: the texts an editor works on are Burmese on any page. */
export const notoSansMyanmar = localFont({
  src: [
    {
      path: "../node_modules/@fontsource-variable/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-wght-normal.woff2",
      weight: "100 900",
    },
  ],
  variable: "--font-noto-sans-myanmar",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+1000-104F, U+200B-200D, U+25CC" }],
});
