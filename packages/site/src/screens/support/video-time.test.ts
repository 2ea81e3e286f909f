import { describe, expect, it } from "vitest";
import { isoDuration, videoLength } from "./video-time";

describe("videoLength", () => {
  it("prints minutes and seconds, and hours when there are any", () => {
    expect(videoLength(245)).toBe("4:05");
    expect(videoLength(59)).toBe("0:59");
    expect(videoLength(3729)).toBe("1:02:09");
  });

  it("writes the page's digits: Myanmar digits on burmese pages", () => {
    expect(videoLength(245, "my")).toBe("၄:၀၅");
    expect(videoLength(245, "es")).toBe("4:05");
  });
});

describe("isoDuration", () => {
  it("writes ISO 8601 durations", () => {
    expect(isoDuration(245)).toBe("PT4M5S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(0)).toBe("PT0S");
  });
});
