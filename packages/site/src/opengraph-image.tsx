import { ImageResponse } from "next/og";
import { edition, siteTitle } from "./edition";
import { ogImageSize } from "./seo";

export { ogImageSize };

/**
 * The default sharing image of every page of an edition, at `/opengraph-image`
 * (a route of its own rather than Next's image file convention, which would
 * resolve the image's address above the layout that names the public origin): the brand in
 * capitals and the region on the edition's accent colour, drawn from its
 * config, so each edition has its own without an image file to keep.
 */
export function openGraphImage(): ImageResponse {
  const accent = edition.theme.accent ?? "#1b7d44";
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          padding: 96,
          background: "#0f1a14",
          color: "#ffffff",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 32 }}>
          <svg width="120" height="120" viewBox="0 0 24 24">
            <path d="M2 21 12 3l10 18h-5l-5-9-5 9z" fill={accent} />
          </svg>
          <div style={{ fontSize: 120, fontWeight: 700, letterSpacing: 24 }}>{siteTitle}</div>
        </div>
        <div style={{ marginTop: 40, fontSize: 56, color: accent }}>{edition.region}</div>
      </div>
    ),
    ogImageSize,
  );
}

/** `GET /opengraph-image`. */
export function GET(): ImageResponse {
  return openGraphImage();
}
