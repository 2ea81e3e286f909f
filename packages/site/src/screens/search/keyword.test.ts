import { describe, expect, it } from "vitest";
import { siteLocales } from "../../routing";
import { keywordOf, pageOf, searchPath, typeOf } from "./keyword";

const [english, spanish, burmese] = siteLocales;

describe("keywordOf", () => {
  it("decodes every script once", () => {
    expect(keywordOf(["bater%C3%ADa"])).toBe("batería");
    expect(keywordOf(["%E1%80%98%E1%80%80%E1%80%BA%E1%80%91%E1%80%9B%E1%80%AE"])).toBe("ဘက်ထရီ");
    expect(keywordOf(["100%25"])).toBe("100%");
    expect(keywordOf(["%2541"])).toBe("%41");
    expect(keywordOf(["a%2Bb"])).toBe("a+b");
  });

  it("keeps what is not an escape, joins a keyword split at its slash and tidies blanks", () => {
    expect(keywordOf(["100%"])).toBe("100%");
    expect(keywordOf(["AC", "DC"])).toBe("AC/DC");
    expect(keywordOf(["%20%20hybrid%20%20inverter%20"])).toBe("hybrid inverter");
    expect(keywordOf(undefined)).toBe("");
    expect(keywordOf(["%20"])).toBe("");
  });

  it("composes accents typed as two characters and cuts at the API's limit", () => {
    expect(keywordOf([encodeURIComponent("bateri\u0301a")])).toBe("batería");
    expect(keywordOf(["x".repeat(300)])).toHaveLength(200);
  });
});

describe("searchPath", () => {
  it("round-trips every script through the URL", () => {
    for (const keyword of ["batería", "ဘက်ထရီ", "AC/DC", "100%", "a+b", "hybrid inverter", "?#&"]) {
      const path = searchPath(english, keyword);
      expect(path).toMatch(/^\/search\/[^/?#]+$/);
      expect(keywordOf([path.slice("/search/".length)])).toBe(keyword);
    }
  });

  it("puts the locale first and the type and page in the query", () => {
    expect(searchPath(spanish, "batería", { type: "news", page: 2 })).toBe(
      "/spanish/search/bater%C3%ADa?type=news&page=2",
    );
    expect(searchPath(burmese, "ဘက်ထရီ", { page: 1 })).toBe(
      "/burmese/search/%E1%80%98%E1%80%80%E1%80%BA%E1%80%91%E1%80%9B%E1%80%AE",
    );
    expect(searchPath(english, "")).toBe("/search");
  });
});

describe("typeOf and pageOf", () => {
  it("take only what links produce", () => {
    expect(typeOf("case-study")).toBe("case-study");
    expect(typeOf("bogus")).toBeUndefined();
    expect(typeOf(["news", "blog"])).toBeUndefined();
    expect(pageOf("3")).toBe(3);
    expect(pageOf("0")).toBe(1);
    expect(pageOf("2.5")).toBe(1);
    expect(pageOf(undefined)).toBe(1);
  });
});
