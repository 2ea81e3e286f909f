/** Where a letter (or its mark) and a digit touch, or a hyphen joins them: "5kWh", "helios-6", "Helios6". */
const LETTERS_AND_DIGITS_JOINED = /(?<=[\p{L}\p{M}])-?(?=\p{N})|(?<=\p{N})-?(?=\p{L})/gu;

/**
 * A search keyword with its letters and digits apart where they touch or a hyphen joins them, as texts
 * write a capacity or a model ("5kWh" → "5 kWh", "helios-6" → "helios 6"); the keyword itself when
 * there is no such join. Search looks for both (the content API), and marks both in its results (the site).
 */
export function keywordApart(keyword: string): string {
  return keyword.replace(LETTERS_AND_DIGITS_JOINED, " ");
}
