import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and leaves out falsy ones", () => {
    expect(cn("flex", false, undefined, ["gap-2", { underline: false, "font-medium": true }])).toBe("flex gap-2 font-medium");
  });

  it("lets a later Tailwind class win over an earlier one, so the caller's className overrides", () => {
    expect(cn("px-2 text-sm hover:underline", "px-4 hover:no-underline")).toBe("text-sm px-4 hover:no-underline");
  });

  it("knows the theme's radius, text size and shadow tokens", () => {
    expect(cn("rounded-sm text-lg shadow-sm", "rounded-control text-display shadow-card text-ink")).toBe("rounded-control text-display shadow-card text-ink");
  });
});
