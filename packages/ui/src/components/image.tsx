"use client";

import * as React from "react";
import { ImageOff } from "lucide";
import { cn } from "#cn";
import { Icon } from "./icon";

type ImageState = "loading" | "loaded" | "failed";

interface ImageProps extends React.ComponentProps<"img"> {
  /** Announced while the image loads. */
  loadingLabel: string;
  /** Shown in place of the image when it fails. */
  failedLabel: string;
  /** Classes for the wrapping frame (size, aspect ratio). */
  frameClassName?: string;
}

/**
 * An image that loads lazily and shows a loading indicator until it has
 * loaded or failed (SPEC §4). The frame exposes `data-state`.
 */
function Image({
  className,
  frameClassName,
  loadingLabel,
  failedLabel,
  loading = "lazy",
  alt,
  onLoad,
  onError,
  ref,
  ...props
}: ImageProps) {
  const [state, setState] = React.useState<ImageState>("loading");
  const imgRef = React.useRef<HTMLImageElement | null>(null);

  // An image already in cache can finish before hydration attaches onLoad.
  React.useEffect(() => {
    const img = imgRef.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : img.currentSrc ? "failed" : "loading");
  }, [props.src]);

  const setRefs = React.useCallback(
    (node: HTMLImageElement | null) => {
      imgRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <span data-slot="image" data-state={state} className={cn("relative block overflow-hidden bg-surface-muted", frameClassName)}>
      {state !== "failed" && (
        <img
          ref={setRefs}
          alt={alt}
          loading={loading}
          decoding="async"
          className={cn("block size-full object-cover transition-opacity duration-300", state === "loading" && "opacity-0", className)}
          onLoad={(event) => {
            setState("loaded");
            onLoad?.(event);
          }}
          onError={(event) => {
            setState("failed");
            onError?.(event);
          }}
          {...props}
        />
      )}
      {state === "loading" && (
        <span role="status" className="absolute inset-0 grid place-items-center">
          <span aria-hidden className="size-8 animate-spin rounded-full border-2 border-line border-t-brand motion-reduce:animate-none" />
          <span className="sr-only">{loadingLabel}</span>
        </span>
      )}
      {state === "failed" && (
        <span role="img" aria-label={alt ? `${alt}: ${failedLabel}` : failedLabel} className="absolute inset-0 grid place-items-center gap-1 p-2 text-center text-xs text-ink-muted">
          <Icon icon={ImageOff} aria-hidden className="size-6" />
          <span aria-hidden>{failedLabel}</span>
        </span>
      )}
    </span>
  );
}

export { Image, type ImageProps, type ImageState };
