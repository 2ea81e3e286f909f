import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it("drops tags, decodes entities and collapses whitespace", () => {
    expect(plainText("<p>Up to <strong>16</strong> modules &amp; more.</p>\n<p>A &lt;b&gt; tag</p>")).toBe(
      "Up to 16 modules & more. A <b> tag",
    );
  });

  it("decodes &amp; last, so an escaped entity stays escaped text", () => {
    expect(plainText("&amp;lt;")).toBe("&lt;");
  });
});
