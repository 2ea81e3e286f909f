// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findLocale } from "../routing";
import { ContentImage, fixedSlotSrcSet } from "./content-image";

// The catalogs are read on the server; this test renders that server part outside Next.js.
vi.mock("server-only", () => ({}));

afterEach(cleanup);

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

describe("ContentImage", () => {
  const english = findLocale("english")!;
  const spanish = findLocale("spanish")!;
  const picture = { src: "news/a.webp", alt: "Battery", width: 960, height: 720, sizes: "(min-width: 950px) 320px, 100vw" };

  /** The page's HTML as a browser receives it, before (or without) any script. */
  const html = (element: React.ReactElement) => new DOMParser().parseFromString(renderToString(element), "text/html");

  it("renders nothing when the content has no picture", () => {
    expect(renderToString(<ContentImage locale={english} {...picture} src={null} />)).toBe("");
    expect(renderToString(<ContentImage locale={english} {...picture} src="" />)).toBe("");
  });

  it("sends the optimizer's sources in the page, lazy, in a frame of the picture's shape, visible without scripts", () => {
    const page = html(<ContentImage locale={english} {...picture} />);
    const img = page.querySelector("img")!;
    expect(img.getAttribute("srcset")).toMatch(/\/_next\/image\?url=%2FgetFile%2Fnews%2Fa\.webp&w=\d+&q=\d+ \d+w/);
    expect(img.getAttribute("sizes")).toBe(picture.sizes);
    expect(img.getAttribute("width")).toBe("960");
    expect(img.getAttribute("height")).toBe("720");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("Battery");
    expect(img.className).not.toContain("opacity-0");
    const frame = page.querySelector<HTMLElement>("[data-slot=image]")!;
    expect(frame.style.aspectRatio).toBe("960 / 720");
    // The loader waits for scripts: a page without them never keeps one over its picture.
    expect(page.querySelector("[role=status]")).toBeNull();
  });

  it("loads the page's first picture at once, with high priority", () => {
    const img = html(<ContentImage locale={english} {...picture} priority />).querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("lists only the sources a picture of fixed width can use", () => {
    const img = html(<ContentImage locale={english} {...picture} sizes="80px" />).querySelector("img")!;
    const widths = img.getAttribute("srcset")!.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(80);
    expect(Math.max(...widths)).toBeLessThanOrEqual(390);
  });

  it("says it is loading, then that the picture failed, in the page's language", () => {
    const { container } = render(<ContentImage locale={spanish} {...picture} />);
    expect(screen.getByRole("status").textContent).toBe("Cargando la imagen");
    fireEvent.error(screen.getByRole("img", { name: "Battery" }));
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "Battery: No se ha podido cargar la imagen" })).toBeTruthy();
  });
});
