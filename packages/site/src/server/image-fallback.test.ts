import { describe, expect, it } from "vitest";
import { refusedImageRequest, storedImageOf } from "./image-fallback";

describe("optimised-image requests", () => {
  it("name a stored file only by a clean /getFile path", () => {
    expect(storedImageOf("/_next/image?url=%2FgetFile%2Fblogs%2Fa.webp&w=390&q=75")).toBe("/getFile/blogs/a.webp");
    expect(storedImageOf("/_next/image?url=%2Fbrand%2Flogo.png&w=390&q=75")).toBeNull();
    expect(storedImageOf("/_next/image?url=%2FgetFile%2F..%2Fsecret&w=390&q=75")).toBeNull();
    expect(storedImageOf("/_next/image?url=%2FgetFile%2Fa%5Cb&w=390&q=75")).toBeNull();
    expect(storedImageOf("/getFile/blogs/a.webp")).toBeNull();
  });

  it("refuse a local picture path with a backslash, which the optimiser would answer with a 500", () => {
    expect(refusedImageRequest("/_next/image?url=%2FgetFile%2Fx%5C&w=828&q=70")).toBe(true);
    expect(refusedImageRequest("/_next/image?url=%2FgetFile%2Fblogs%2Fa.webp&w=828&q=70")).toBe(false);
    expect(refusedImageRequest("/about?url=%2Fa%5Cb")).toBe(false);
  });
});
