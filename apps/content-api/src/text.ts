/**
 * What no text column can store exactly, so it is refused rather than changed:
 * NUL, and UTF-16 surrogates without their pair (JSON can spell them, UTF-8
 * cannot hold them), in any value or name of an object.
 */
export function unstorableText(value: unknown): string | null {
  if (typeof value === "string") {
    if (value.includes("\0")) return "Text may not contain NUL characters";
    if (/\p{Cs}/u.test(value)) return "Text must be valid Unicode (a lone surrogate was sent)";
    return null;
  }
  // An object's names are stored too (a draft's fields are kept as JSON).
  const values = Array.isArray(value) ? value : value && typeof value === "object" ? Object.entries(value).flat() : [];
  for (const entry of values) {
    const problem = unstorableText(entry);
    if (problem) return problem;
  }
  return null;
}
