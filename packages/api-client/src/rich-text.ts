import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { FILE_PREFIX } from "./contract/paths";

/** The profile API path old content links images through; served from `/getFile/` now (SPEC §3). */
const PROFILE_PREFIX = "/profile/";

/** Where an `img src` points once stored: `/getFile/…` for stored files, https URLs as they are. */
function rewriteImageSource(src: string): string | null {
  const value = src.trim();
  if (value.startsWith(PROFILE_PREFIX)) return FILE_PREFIX + value.slice(PROFILE_PREFIX.length);
  if (value.startsWith(FILE_PREFIX) || /^https:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("/") || value.includes("..")) return null;
  return FILE_PREFIX + value.replace(/^(\.\/)?(files\/)?/, "");
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "blockquote",
    "br",
  ],
  allowedAttributes: { a: ["href"], img: ["src", "alt"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    img: (tagName, attribs) => {
      const src = attribs.src ? rewriteImageSource(attribs.src) : null;
      const next: Record<string, string> = { alt: attribs.alt ?? "" };
      if (src) next.src = src;
      return { tagName, attribs: next };
    },
    a: (tagName, attribs) => {
      const next: Record<string, string> = {};
      if (attribs.href) next.href = attribs.href;
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

const sanitized = new LRUCache<string, string>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (clean, html) => html.length + clean.length + 1,
});

/**
 * Sanitizes a rich-text field to the small HTML subset of the content format:
 * scripts, event handlers, styles and unknown tags go; image paths under the
 * profile path are rewritten to `/getFile/`. Run on import and again on read.
 */
export function sanitizeRichText(html: string): string {
  // The same stored body is read again and again; sanitizing is a pure function
  // of it, so a bounded memo keeps "sanitize on read" without its cost.
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options);
  sanitized.set(html, clean);
  return clean;
}

/** The text of a rich-text field without markup, for search and summaries. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|td|th|blockquote)>|<br\s*\/?>/gi, "$& "), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
