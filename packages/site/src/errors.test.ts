import { describe, expect, it } from "vitest";
import { ApiError } from "@repo/api-client/errors";
import { loadOr404, statusOf, type StatusError } from "./errors";

describe("loadOr404", () => {
  it("passes content through", async () => {
    await expect(loadOr404(Promise.resolve({ id: 3 }))).resolves.toEqual({ id: 3 });
  });

  it("turns an API 404 into the site's 404", async () => {
    await expect(loadOr404(Promise.reject(new ApiError(404, "No such blog", "blog/getBlogInfo")))).rejects.toMatchObject({
      digest: expect.stringContaining("404"),
    });
  });

  it("carries any other API status to the error view, 500 for what is not an HTTP status", async () => {
    const unavailable = await loadOr404(Promise.reject(new ApiError(503, "down", "x"))).catch((error: unknown) => error);
    expect(statusOf(unavailable as StatusError)).toBe(503);
    const odd = await loadOr404(Promise.reject(new ApiError(7, "odd", "x"))).catch((error: unknown) => error);
    expect(statusOf(odd as StatusError)).toBe(500);
  });

  it("leaves other errors alone, which the error view shows as 500", async () => {
    const error = await loadOr404(Promise.reject(new TypeError("bug"))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(statusOf(error as { digest?: string })).toBe(500);
    expect(statusOf({ digest: "1234567" })).toBe(500);
  });
});
