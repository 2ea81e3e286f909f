import { describe, expect, it } from "vitest";
import type { VideoView } from "@repo/api-client/products";
import { videoStructuredData } from "./video-structured-data";

const video: VideoView = {
  id: "factory-tour",
  kind: "company",
  title: "Inside the Suzhou factory",
  description: "",
  thumbnail: "/getFile/videos/factory-tour.webp",
  embedUrl: "https://video.example/embed/factory-tour",
  durationSeconds: 184.4,
  date: 1_767_225_600,
  productHref: null,
  untranslated: false,
};

describe("videoStructuredData", () => {
  it("describes each video with absolute thumbnail, ISO date and ISO 8601 duration", () => {
    const [data] = videoStructuredData([video], "https://aurevo.example");
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Inside the Suzhou factory",
      description: "Inside the Suzhou factory",
      thumbnailUrl: "https://aurevo.example/getFile/videos/factory-tour.webp",
      uploadDate: "2026-01-01T00:00:00.000Z",
      duration: "PT184S",
      embedUrl: "https://video.example/embed/factory-tour",
    });
  });
});
