import { describe, expect, it } from "vitest";
import { faqAnchor } from "./anchors";

describe("faqAnchor", () => {
  it("names a question's element and deep link the same for the FAQ page and search", () => {
    expect(faqAnchor("battery-lifetime")).toBe("faq-battery-lifetime");
  });
});
