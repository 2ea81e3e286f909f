import type * as React from "react";
import { getImageProps } from "next/image";
import { fileUrl } from "@repo/api-client/files";
import { cn } from "@repo/ui/cn";
import { Image } from "@repo/ui/image";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";

interface ContentImageProps extends Pick<React.ComponentProps<typeof Image>, "fit" | "backdrop"> {
  /** The page's language: the loading and failure messages are in it. */
  locale: SiteLocale;
  /** A stored path (`news/a.webp`), a `/getFile/` path or an https URL. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the box so nothing shifts while it loads. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string;
  /** The first image of a page: loaded at once, with high priority. */
  priority?: boolean;
  /** Classes of the picture itself. */
  className?: string;
  /** Classes of the frame around it (corners, a zoom on hover): it fills its container, or takes the picture's ratio. */
  frameClassName?: string;
}

/**
 * The optimizer's candidates a picture shown at a fixed CSS width can use:
 * from its width at 1× to its width at 3× (the densest phone screens).
 * With a `sizes` of one length the optimizer lists every configured width,
 * 64 to 1920, each in the page twice (markup and hydration data); any other
 * `sizes` is left as it is.
 */
export function fixedSlotSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  const slot = /^\s*(\d+)px\s*$/.exec(sizes ?? "");
  if (!srcSet || !slot) return srcSet;
  const px = Number(slot[1]);
  const candidates = srcSet.split(", ").map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1] ?? Number.NaN) }));
  if (candidates.some(({ width }) => Number.isNaN(width))) return srcSet;
  const widest = candidates.find(({ width }) => width >= 3 * px)?.width ?? Math.max(...candidates.map(({ width }) => width));
  const kept = candidates.filter(({ width }) => width <= widest && (width >= px || width === widest));
  return kept.map(({ candidate }) => candidate).join(", ");
}

/**
 * An image from the content API: optimized to AVIF or WebP at the width the
 * layout needs, lazy unless it is the page's first, in a muted frame of the
 * picture's ratio that shows a loading indicator until it arrives and a
 * message in the page's language if it cannot (SPEC §4). Nothing renders when
 * the content has no image. The optimizer's attributes are computed here on
 * the server; next/image's own client component is not needed for them.
 *
 * The first picture is eager and high priority. Being rendered by a client
 * component keeps the server's page data free of a preload hint for it: React
 * adds one for every eager `<img>` a server component renders, and the
 * browser applies it wherever that data arrives, so every page that
 * prefetched this one (a link to home in every header) fetched its hero
 * picture too. The server's HTML still preloads it for the page that shows it.
 */
export function ContentImage({ locale, src, alt, width, height, sizes, priority = false, className, frameClassName, fit, backdrop }: ContentImageProps) {
  const url = fileUrl(src);
  if (!url) return null;
  const { props: optimized } = getImageProps({
    src: url,
    alt,
    width,
    height,
    sizes,
    priority,
    fetchPriority: priority ? "high" : undefined,
  });
  const intl = getIntl(locale.intl);
  return (
    <Image
      {...optimized}
      srcSet={fixedSlotSrcSet(optimized.srcSet, optimized.sizes)}
      alt={alt}
      // next/image leaves `loading` out for a priority picture; the frame would otherwise default to lazy.
      loading={priority ? "eager" : "lazy"}
      loadingLabel={intl.formatMessage({ id: "media.loading" })}
      failedLabel={intl.formatMessage({ id: "media.failed" })}
      fit={fit}
      backdrop={backdrop}
      className={className}
      frameClassName={cn("size-full", frameClassName)}
    />
  );
}
