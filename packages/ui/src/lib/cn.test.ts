import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and leaves out falsy ones", () => {
    expect(cn("flex", false, undefined, ["gap-2", { underline: false, "font-medium": true }])).toBe("flex gap-2 font-medium");
  });

  it("keeps every class it is given, in order: a component's and its caller's classes never set one property", () => {
    expect(cn("px-2 text-sm", "mt-4")).toBe("px-2 text-sm mt-4");
  });
});
