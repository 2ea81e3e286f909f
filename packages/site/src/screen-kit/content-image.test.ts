import { describe, expect, it } from "vitest";
import { fixedSlotSrcSet } from "./content-image";

const widths = [64, 128, 256, 390, 640, 828, 1080, 1280, 1920];
const srcSet = widths.map((w) => `/_next/image?url=%2FgetFile%2Fa.webp&w=${w}&q=75 ${w}w`).join(", ");
const kept = (value: string | undefined) => value?.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe("fixedSlotSrcSet", () => {
  it("keeps, for a picture of fixed width, the candidates from 1× to the first that covers 3×", () => {
    expect(kept(fixedSlotSrcSet(srcSet, "80px"))).toEqual([128, 256]);
    expect(kept(fixedSlotSrcSet(srcSet, "128px"))).toEqual([128, 256, 390]);
    expect(kept(fixedSlotSrcSet(srcSet, "320px"))).toEqual([390, 640, 828, 1080]);
  });

  it("keeps the widest candidate when none covers 3×", () => {
    expect(kept(fixedSlotSrcSet(srcSet, "900px"))).toEqual([1080, 1280, 1920]);
    expect(kept(fixedSlotSrcSet(srcSet, "2000px"))).toEqual([1920]);
  });

  it("leaves layouts that follow the viewport, and unknown shapes, as they are", () => {
    expect(fixedSlotSrcSet(srcSet, "(min-width: 950px) 320px, 100vw")).toBe(srcSet);
    expect(fixedSlotSrcSet(srcSet, "50vw")).toBe(srcSet);
    expect(fixedSlotSrcSet("/a.webp 1x, /a@2x.webp 2x", "80px")).toBe("/a.webp 1x, /a@2x.webp 2x");
    expect(fixedSlotSrcSet(undefined, "80px")).toBeUndefined();
  });
});
