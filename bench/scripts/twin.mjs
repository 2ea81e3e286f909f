// A page's static twin: the product's own answer with every script and script
// preload removed. Served by nginx from disk, with the edition behind it for
// the stylesheet, fonts and pictures, it is what the same content costs with
// no framework at all; the bench measures each page against it.
//
// The answer's `Link` header belongs to it as much as its HTML: the edition
// preloads the Latin font there, ahead of the document's body, and a twin
// without it loaded the font only once its stylesheet asked for it, after the
// first paint (`font-display: optional`), so it painted in the fallback face a
// visitor to the product does not see.

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const scriptPreload = /<link\b(?=[^>]*\brel="?(?:modulepreload|preload)"?)(?=[^>]*\bas="?script"?|[^>]*\brel="?modulepreload)[^>]*>/gi;

/** The page's HTML without its scripts. */
export function staticTwin(html) {
  return html.replace(scriptElement, "").replace(scriptPreload, "");
}

/** Each entry of a `Link` header (entries are split at commas outside their `<…>`). */
const linkEntries = (header) => header.split(/,(?=\s*<)/).map((entry) => entry.trim()).filter(Boolean);

/** The answer's `Link` header without script preloads, or undefined when nothing is left. */
export function twinLink(header) {
  const kept = linkEntries(header ?? "").filter((entry) => !/;\s*rel="?modulepreload"?/i.test(entry) && !/;\s*as="?script"?/i.test(entry));
  return kept.length ? kept.join(", ") : undefined;
}

/** A page's twin as the bench's nginx serves it: the HTML without scripts, with the answer's `Link` header less script preloads. */
export async function fetchTwin(url, init) {
  const response = await fetch(url, init);
  return { html: staticTwin(await response.text()), link: twinLink(response.headers.get("link")) };
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
