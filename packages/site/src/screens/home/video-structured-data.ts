import type { VideoView } from "@repo/api-client/products";

/** `VideoObject` structured data for a list of videos; `origin` makes the thumbnail URLs absolute. */
export function videoStructuredData(videos: readonly VideoView[], origin: string): object[] {
  return videos.map((video) => ({
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: new URL(video.thumbnail, `${origin}/`).toString(),
    uploadDate: new Date(video.date * 1000).toISOString(),
    duration: `PT${Math.max(0, Math.round(video.durationSeconds))}S`,
    embedUrl: video.embedUrl,
  }));
}
