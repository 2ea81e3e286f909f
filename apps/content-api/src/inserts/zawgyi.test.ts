import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { isZawgyi, toUnicodeBurmese } from "./zawgyi";

// Parallel texts the detector's authors publish with it: the Universal Declaration of Human Rights
// (unicode.org) and a Myanmar government news page (statecounsellor.gov.mm) in Zawgyi and in Unicode.
const resources = join(dirname(createRequire(import.meta.url).resolve("myanmar-tools")), "resources");
const lines = (file: string) => readFileSync(join(resources, file), "utf8").split("\n");
const pairs = (zawgyiFile: string, unicodeFile: string) => {
  const unicode = lines(unicodeFile);
  return lines(zawgyiFile)
    .map((zawgyi, index) => ({ zawgyi, unicode: unicode[index] ?? "" }))
    .filter(({ zawgyi }) => /[\u1000-\u109f]/.test(zawgyi) && !zawgyi.startsWith("#"));
};

describe("toUnicodeBurmese", () => {
  it("converts a real Zawgyi sentence to Unicode", () => {
    // The opening of a news item of the Myanmar State Counsellor's office, as published in Zawgyi.
    const zawgyi = "ေနျပည္ေတာ္ ဇူလုိင္ ၂၆";
    expect(isZawgyi(zawgyi)).toBe(true);
    expect(toUnicodeBurmese(zawgyi)).toBe("နေပြည်တော် ဇူလိုင် ၂၆");
    expect(toUnicodeBurmese("ဘက္ထရီ ေဈးႏႈန္း သိခ်င္ပါသည္။")).toBe("ဘက်ထရီ ဈေးနှုန်း သိချင်ပါသည်။");
    expect(toUnicodeBurmese("Hello ေက်းဇူးတင္ပါတယ္ 123")).toBe("Hello ကျေးဇူးတင်ပါတယ် 123");
  });

  it("leaves Unicode Burmese and other scripts as they are", () => {
    for (const text of ["မင်္ဂလာပါ", "ဘက်ထရီ ဈေးနှုန်း သိချင်ပါသည်။", "Ada", "¿Cuánto dura la batería?", "日本語", ""]) {
      expect(toUnicodeBurmese(text)).toBe(text);
    }
  });

  it("turns the published Zawgyi texts into their Unicode versions, and never touches the Unicode ones", () => {
    for (const [zawgyiFile, unicodeFile] of [
      ["udhr_mya_zawgyi_out.txt", "udhr_mya_unicode_src.txt"],
      ["mmgov_zawgyi_src.txt", "mmgov_unicode_out.txt"],
    ] as const) {
      const texts = pairs(zawgyiFile, unicodeFile);
      expect(texts.length).toBeGreaterThan(50);
      for (const { unicode } of texts) expect(toUnicodeBurmese(unicode)).toBe(unicode);
      // The long lines are unambiguous; a few short ones read the same in both encodings.
      const long = texts.filter(({ zawgyi }) => zawgyi.length >= 40);
      const exact = long.filter(({ zawgyi, unicode }) => toUnicodeBurmese(zawgyi) === unicode.normalize("NFC"));
      console.log(`${zawgyiFile}: ${exact.length} of ${long.length} long lines converted exactly`);
      expect(exact.length / long.length).toBeGreaterThan(0.85);
    }
  });
});
