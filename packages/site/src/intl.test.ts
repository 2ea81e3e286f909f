import { describe, expect, it, vi } from "vitest";
import { catalogs, intlLocales, type MessageId } from "@repo/locales/messages";

vi.mock("server-only", () => ({}));
const { getIntl } = await import("./intl");

/** The arguments of a message (its `{name…}`), each given a number; ids and names are not numbers. */
function numberValues(message: string): Record<string, number> | undefined {
  const names = [...message.matchAll(/\{\s*(\w+)\s*(,|\})/g)].map((match) => match[1]!);
  if (names.length === 0 || names.some((name) => !/^(count|total|page|pages|index|current|year|years|countries|sets|share|labs|patents|max|minutes|seconds)$/.test(name))) {
    return undefined;
  }
  return Object.fromEntries(names.map((name) => [name, name === "share" ? 0.25 : 85]));
}

describe("the site's formatter", () => {
  it("writes every number of every catalog message in the page's digits (Myanmar on burmese pages)", () => {
    let checked = 0;
    for (const locale of intlLocales) {
      const intl = getIntl(locale);
      for (const id of Object.keys(catalogs[locale]) as MessageId[]) {
        const values = numberValues(catalogs[locale][id]);
        if (!values) continue;
        const text = intl.formatMessage({ id }, values);
        if (locale === "my") expect(text, `${id}: ${text}`).not.toMatch(/[0-9]/);
        else expect(text, `${locale} ${id}: ${text}`).not.toMatch(/[\u1040-\u1049]/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("counts search results and documents as the tabs and sizes beside them do", () => {
    const my = getIntl("my");
    expect(my.formatMessage({ id: "search.results" }, { total: 85 })).toBe("ရလဒ် ၈၅ ခု တွေ့ရှိပါသည်");
    expect(my.formatNumber(85)).toBe("၈၅");
    expect(my.formatMessage({ id: "downloads.results" }, { count: 15 })).toBe("စာရွက်စာတမ်း ၁၅ ခု");
    expect(getIntl("en").formatMessage({ id: "downloads.results" }, { count: 15 })).toBe("15 documents");
  });
});
