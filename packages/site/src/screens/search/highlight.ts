import { keywordApart } from "@repo/api-client/search-keyword";

/** A run of text that matched the keyword, or did not. */
export interface TextPart {
  text: string;
  match: boolean;
}

const LATIN = /\p{Script=Latin}/u;
const WORD = /[\p{L}\p{M}\p{N}]/u;

/**
 * Text folded for matching, one UTF-16 unit for one: lower case, and latin
 * letters without their accents ("Batería" matches "bateria"). Characters
 * whose folded form has another length (and every non-latin one's marks,
 * which carry meaning in Burmese) stay as they are, so positions in the
 * folded text are positions in the original.
 */
export function fold(text: string): string {
  let folded = "";
  for (const char of text) {
    let candidate = char.toLowerCase();
    if (LATIN.test(char)) candidate = candidate.normalize("NFD").replace(/\p{M}+/gu, "");
    folded += candidate.length === char.length ? candidate : char;
  }
  return folded;
}

/**
 * What a term matches. English and spanish are searched by stem, so a latin
 * term loses a plural or final "y" and matches any word it begins
 * ("batteries" marks "battery"); Burmese, written without spaces between
 * words, matches as written, anywhere.
 */
function patternOf(term: string): { stem: string; wholeWords: boolean } {
  const folded = fold(term);
  if (!LATIN.test(term)) return { stem: folded, wholeWords: false };
  const stem = folded.length > 4 ? folded.replace(/(ies|es|s|y)$/, "") : folded;
  return { stem: stem.length >= 3 ? stem : folded, wholeWords: true };
}

/**
 * Where `keyword`'s terms occur in `text`, as [start, end) ranges, sorted and merged. A term whose letters
 * and digits are joined ("5kWh", "helios-6") is also looked for with them apart, as search finds it.
 */
export function matchRanges(text: string, keyword: string): [number, number][] {
  const haystack = fold(text);
  const typed = keyword.split(/\s+/).filter(Boolean);
  const terms = [...new Set([...typed, ...typed.map(keywordApart)])];
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const { stem, wholeWords } = patternOf(term);
    if (!stem) continue;
    for (let at = haystack.indexOf(stem); at !== -1; at = haystack.indexOf(stem, at + 1)) {
      if (wholeWords && at > 0 && WORD.test(haystack[at - 1] ?? "")) continue;
      let end = at + stem.length;
      if (wholeWords) while (end < haystack.length && WORD.test(haystack[end] ?? "")) end += 1;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * `text` cut into the runs that match `keyword` and the runs between, for
 * rendering matches as `<mark>`: plain strings, never HTML.
 */
export function highlight(text: string, keyword: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, keyword)) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: false });
  return parts;
}
