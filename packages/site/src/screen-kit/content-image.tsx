import { getImageProps } from "next/image";
import { fileUrl } from "@repo/api-client/files";
import { cn } from "@repo/ui/cn";
import { EagerImage } from "./eager-image";

interface ContentImageProps {
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
  className?: string;
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
 * layout needs, lazy unless it is the page's first, on a muted placeholder
 * until it arrives. Nothing renders when the content has no image. The same
 * markup as next/image, rendered on the server as a plain `<img>`: its client
 * component (5.5 KB gzip) would otherwise load on every page with a picture.
 */
export function ContentImage({ src, alt, width, height, sizes, priority = false, className }: ContentImageProps) {
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
    className: cn("h-auto w-full bg-surface-muted object-cover", className),
  });
  const props = { ...optimized, srcSet: fixedSlotSrcSet(optimized.srcSet, optimized.sizes) };
  if (priority) return <EagerImage {...props} alt={alt} />;
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset is already in the props
  return <img {...props} alt={alt} />;
}
