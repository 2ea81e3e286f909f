/**
 * Numerals: which digits a page writes its numbers in, and the one place that
 * formats them.
 *
 * The rule, for every language of the site:
 *
 * - A number the site formats (a count, a file size, a key figure or
 *   specification value, a date or time, a page number, a figure inside a
 *   catalog message) is written in the digits of the page's language, as
 *   `Intl.NumberFormat` and `Intl.DateTimeFormat` write them by default:
 *   english and spanish in Western digits (`latn`), burmese in Myanmar digits
 *   ၀–၉ (`mymr`, what `Intl.NumberFormat("my")` answers in Node and
 *   Chromium, and how Myanmar government, newspaper and bank sites write
 *   counts, prices and dates).
 * - Text that contains digits but is not a number the site formats stays as
 *   written: model and product names ("GridBank 215", "Helios 6"), revision
 *   and serial codes ("V2.4", "AB12C34567"), stand numbers, phone numbers,
 *   unit symbols (kW, kB), and the content's own prose.
 *
 * Dates keep SPEC §9's shapes (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`) in every
 * language; only their digits follow the rule (`၂၀၂၇-၀၂-၁၀`).
 */
import type { IntlLocale } from "./messages";

/** The numbering system each UI locale writes numbers in. */
export const numberingSystems: Record<IntlLocale, "latn" | "mymr"> = { en: "latn", es: "latn", my: "mymr" };

/** The ten digits of a numbering system, zero first. */
const digitSets: Record<"latn" | "mymr", string> = { latn: "0123456789", mymr: "၀၁၂၃၄၅၆၇၈၉" };

/** The digits `locale` writes, zero first: `0123456789` or `၀၁၂၃၄၅၆၇၈၉`. */
export function digitsOf(locale: IntlLocale): string {
  return digitSets[numberingSystems[locale]];
}

/**
 * Rewrites the Western digits of a string the site formatted (a date from a
 * pattern, a figure from a library that only writes Western digits) in the
 * digits of `locale`. Only for text the site made: never for content text.
 */
export function localizeDigits(text: string, locale: IntlLocale): string {
  const digits = digitsOf(locale);
  if (digits === digitSets.latn) return text;
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number in the page's language and its digits (`1,234.5`, `၁,၂၃၄.၅`).
 * The numbering system is named explicitly, so a runtime whose ICU data
 * answered otherwise would still follow the rule.
 */
export function formatNumber(value: number, locale: IntlLocale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { ...options, numberingSystem: numberingSystems[locale] });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A file size as people read it: kB under a megabyte, MB above (one decimal), in the page's digits. */
export function formatFileSize(bytes: number, locale: IntlLocale): string {
  const megabytes = bytes / 1_000_000;
  return megabytes >= 1
    ? formatNumber(megabytes, locale, { style: "unit", unit: "megabyte", unitDisplay: "short", maximumFractionDigits: 1 })
    : formatNumber(Math.max(1, Math.round(bytes / 1000)), locale, { style: "unit", unit: "kilobyte", unitDisplay: "short" });
}
