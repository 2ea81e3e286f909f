import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pickMessages } from "@repo/locales/messages";
import { burmeseFacesSheet } from "@repo/site/burmese-fonts";
import { localizedPath, splitLocalePath } from "@repo/site/routing";
import { FallbackErrorView } from "@repo/ui/error-view";

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*\/?>/g;
const STYLE_PRELOAD = /<link rel="preload" href="([^"]+\.css)" as="style"\/>/g;

/**
 * The fallback error page (SPEC §8: an error occurred while showing the error
 * page, its details and a link home), in the language of the page at `path`, in Next.js's empty error document, for
 * when the error page itself could not be rendered (the layout's own content
 * could not be read either). A static page: the document's scripts, which
 * would only draw the same view again once loaded, are taken out, and the
 * site's stylesheet it preloads is applied, with the Burmese face on a Burmese
 * page, as its layout would have declared it.
 */
export function fallbackDocument(shell: string, path: string, status: number): string {
  const { locale } = splitLocalePath(path);
  const { intl } = locale;
  const home = localizedPath(locale, "/");
  const texts = pickMessages(intl, ["error.fallback", "error.details", "error.home"]);
  const view = renderToStaticMarkup(
    h(
      "main",
      { id: "main" },
      h(
        FallbackErrorView,
        { message: texts["error.fallback"] ?? "", detailsLabel: texts["error.details"] ?? "", details: `HTTP ${status}` },
        h("a", { href: home, className: "text-brand-emphasis underline underline-offset-4" }, texts["error.home"]),
      ),
    ),
  );
  return shell
    .replace(SCRIPT, "")
    .replace(SCRIPT_PRELOAD, "")
    .replace(STYLE_PRELOAD, '<link rel="stylesheet" href="$1"/>')
    .replace("</head>", () => (intl === "my" ? `<style>${burmeseFacesSheet}</style></head>` : "</head>"))
    .replace(/<html id="__next_error__"/, `<html id="__next_error__" lang="${intl}"`)
    .replace(/<body>[\s\S]*<\/body>/, () => `<body class="min-h-dvh bg-surface font-sans text-ink antialiased">${view}</body>`);
}
