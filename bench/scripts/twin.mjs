// A page's static twin: the product's own answer with every script and script
// preload removed. Served by nginx from disk, with the edition behind it for
// the stylesheet, fonts and pictures, it is what the same content costs with
// no framework at all; the bench measures each page against it.

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const scriptPreload = /<link\b(?=[^>]*\brel="?(?:modulepreload|preload)"?)(?=[^>]*\bas="?script"?|[^>]*\brel="?modulepreload)[^>]*>/gi;

/** The page's HTML without its scripts. */
export function staticTwin(html) {
  return html.replace(scriptElement, "").replace(scriptPreload, "");
}

/**
 * How a document's bytes divide (UTF-8, uncompressed): `scriptData` is the inline
 * page data React hydrates from (Next.js's `self.__next_f` scripts), `markup` is
 * everything the static twin keeps.
 */
export function documentShares(html) {
  let scriptData = 0;
  for (const match of html.matchAll(scriptElement)) {
    if (match[0].includes("self.__next_f")) scriptData += Buffer.byteLength(match[0]);
  }
  return { total: Buffer.byteLength(html), markup: Buffer.byteLength(staticTwin(html)), scriptData };
}
