import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { fileUrl } from "@repo/api-client/files";
import { cn } from "@repo/ui/cn";

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
 * An image from the content API: optimized to AVIF or WebP at the width the
 * layout needs, lazy unless it is the page's first, on a muted placeholder
 * until it arrives. Nothing renders when the content has no image. The same
 * markup as next/image, rendered on the server as a plain `<img>`: its client
 * component (5.5 KB gzip) would otherwise load on every page with a picture.
 */
export function ContentImage({ src, alt, width, height, sizes, priority = false, className }: ContentImageProps) {
  const url = fileUrl(src);
  if (!url) return null;
  const { props } = getImageProps({
    src: url,
    alt,
    width,
    height,
    sizes,
    priority,
    fetchPriority: priority ? "high" : undefined,
    className: cn("h-auto w-full bg-surface-muted object-cover", className),
  });
  // next/image preloads a priority image itself; a plain <img> asks React for the same <link rel="preload">.
  if (priority) preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset is already in the props
  return <img {...props} alt={alt} />;
}
