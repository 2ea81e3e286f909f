import { describe, expect, it } from "vitest";
import { errorStatusOf, failedPathOf } from "./errors";

describe("the error page's query", () => {
  it("shows 503 or 500, and 500 for anything else it is given", () => {
    expect(errorStatusOf("503")).toBe(503);
    expect(errorStatusOf("500")).toBe(500);
    for (const value of ["200", "404", "5e2", "", "503 ", undefined, ["503"]]) expect(errorStatusOf(value)).toBe(500);
  });

  it("offers to retry a path of this site only", () => {
    expect(failedPathOf("/spanish/about/news/x?page=2")).toBe("/spanish/about/news/x?page=2");
    expect(failedPathOf("/")).toBe("/");
    for (const value of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "news", "/a b", "/a\u0000", "/a\n", `/${"a".repeat(2048)}`, ["/x"], undefined]) {
      expect(failedPathOf(value), JSON.stringify(value)).toBeNull();
    }
  });
});
