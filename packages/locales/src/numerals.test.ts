import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { formatDate, formatEndDate } from "./dates";
import { catalogs, intlLocales, type MessageId } from "./messages";
import { digitsOf, formatFileSize, formatNumber, localizeDigits, numberingSystems } from "./numerals";

/**
 * The rule (see numerals.ts): every number the site formats is written in
 * the page language's digits, Western for english and spanish, Myanmar for
 * burmese, as Intl's own default for each locale; names and codes stay as
 * written.
 */
describe("the numeral rule", () => {
  it("is Intl's own default numbering system for each language", () => {
    for (const locale of intlLocales) {
      expect(new Intl.NumberFormat(locale).resolvedOptions().numberingSystem, locale).toBe(numberingSystems[locale]);
    }
    expect(digitsOf("my")).toBe("၀၁၂၃၄၅၆၇၈၉");
    expect(digitsOf("es")).toBe("0123456789");
  });

  it("writes counts, sizes and figures in Myanmar digits on burmese pages, Western elsewhere", () => {
    expect(formatNumber(1234.5, "my")).toBe("၁,၂၃၄.၅");
    expect(formatNumber(85, "my")).toBe("၈၅");
    expect(formatNumber(85, "en")).toBe("85");
    expect(formatFileSize(28_400, "my")).toBe("၂၈ kB");
    expect(formatFileSize(28_400, "en")).toBe("28 kB");
    expect(formatFileSize(1_250_000, "es")).toBe("1,3 MB");
  });

  it("writes dates in SPEC's shapes with the page's digits", () => {
    // 2027-02-10 08:30:00 in Brisbane.
    const start = 1802212200;
    expect(formatDate(start, { locale: "my", timeZone: "Australia/Brisbane" })).toBe("၂၀၂၇-၀၂-၁၀");
    expect(formatDate(start, { locale: "my", timeZone: "Australia/Brisbane", format: "YYYY-MM-DD HH:mm:ss" })).toBe("၂၀၂၇-၀၂-၁၀ ၀၈:၃၀:၀၀");
    expect(formatDate(start, { locale: "es", timeZone: "Australia/Brisbane", format: "YYYY-MM-DD HH:mm:ss" })).toBe("2027-02-10 08:30:00");
  });

  it("leaves the letters and signs of a formatted text alone", () => {
    expect(localizeDigits("GMT+10 2027-02-10", "my")).toBe("GMT+၁၀ ၂၀၂၇-၀၂-၁၀");
    expect(localizeDigits("GMT+10", "en")).toBe("GMT+10");
  });

  it("holds for every number a catalog message formats (the site's formatter is tested in packages/site/src/intl.test.ts)", () => {
    /** Arguments that are numbers wherever they appear (`{number}` is also a phone number: not in the list). */
    const numeric = /^(count|total|page|pages|index|current|year|years|countries|sets|share|labs|patents|max|minutes|seconds)$/;
    const argumentsOf = (elements: MessageFormatElement[], found: [string, TYPE][] = []) => {
      for (const element of elements) {
        if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.plural || element.type === TYPE.select) {
          found.push([element.value, element.type]);
        }
        if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        if (element.type === TYPE.tag) argumentsOf(element.children, found);
      }
      return found;
    };
    for (const locale of intlLocales) {
      for (const id of Object.keys(catalogs[locale]) as MessageId[]) {
        // A plain `{count}` prints the number as JavaScript does, in Western digits whatever the page:
        // a number must be a `number` or `plural` argument, which Intl formats in the page's digits.
        for (const [name, type] of argumentsOf(parse(catalogs[locale][id]))) {
          if (numeric.test(name)) expect(type, `${locale} ${id} {${name}}`).not.toBe(TYPE.argument);
        }
      }
    }
  });

  it("ends an event at midnight on the day before, at 24:00:00", () => {
    // 2027-03-26 00:00:00 in Bangkok.
    const midnight = 1805994000;
    expect(formatDate(midnight, { timeZone: "Asia/Bangkok", format: "YYYY-MM-DD HH:mm:ss" })).toBe("2027-03-26 00:00:00");
    expect(formatEndDate(midnight, { timeZone: "Asia/Bangkok", format: "YYYY-MM-DD HH:mm:ss" })).toBe("2027-03-25 24:00:00");
    expect(formatEndDate(midnight, { timeZone: "Asia/Bangkok" })).toBe("2027-03-25");
    expect(formatEndDate(midnight, { timeZone: "Asia/Bangkok", locale: "my" })).toBe("၂၀၂၇-၀၃-၂၅");
    expect(formatEndDate(midnight - 3600, { timeZone: "Asia/Bangkok", format: "YYYY-MM-DD HH:mm:ss" })).toBe("2027-03-25 23:00:00");
  });
});
