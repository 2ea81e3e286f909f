"use client";

import * as React from "react";
import { ImageOff } from "lucide";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#cn";
import { Icon } from "./icon";

type ImageState = "loading" | "loaded" | "failed";

const frameVariants = cva("relative block overflow-hidden", {
  variants: {
    /** What shows behind the picture while it loads: the page's muted surface, or the dark one under a hero's text. */
    backdrop: { muted: "bg-surface-muted", inverse: "bg-surface-inverse" },
  },
  defaultVariants: { backdrop: "muted" },
});

const pictureVariants = cva("block size-full transition-opacity duration-300", {
  variants: {
    /** `cover` fills the frame and crops; `contain` shows the whole picture (a product on its own). */
    fit: { cover: "object-cover", contain: "object-contain" },
  },
  defaultVariants: { fit: "cover" },
});

interface ImageProps extends React.ComponentProps<"img">, VariantProps<typeof frameVariants>, VariantProps<typeof pictureVariants> {
  /** Announced while the image loads. */
  loadingLabel: string;
  /** Shown in place of the image when it fails. */
  failedLabel: string;
  /** Classes for the wrapping frame (size, corners, a zoom on hover). */
  frameClassName?: string;
}

/** What the browser already knows of an image that may have settled before this code ran. */
function settledState(img: HTMLImageElement | null): ImageState {
  if (!img?.complete) return "loading";
  if (img.naturalWidth > 0) return "loaded";
  // `complete` with no source chosen yet is a lazy image still waiting for its turn.
  return img.currentSrc ? "failed" : "loading";
}

/**
 * An image that loads lazily and shows a loading indicator until it has
 * loaded or failed (SPEC §4). The frame exposes `data-state`. Given a width
 * and a height, the frame keeps their ratio in every state, so a failure
 * shifts nothing.
 *
 * The indicator, and the image's fade-in, start only once scripts run: the
 * page's HTML shows the image as the browser paints it, so a visitor without
 * JavaScript never sits under a spinner over a picture that has arrived.
 */
function Image({
  className,
  frameClassName,
  backdrop,
  fit,
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
  const [scripted, setScripted] = React.useState(false);
  const imgRef = React.useRef<HTMLImageElement | null>(null);

  // An image can finish before hydration attaches onLoad; both updates land in one render, so a
  // picture that has arrived is never hidden for a frame.
  React.useEffect(() => {
    setState(settledState(imgRef.current));
    setScripted(true);
  }, [props.src, props.srcSet]);

  const setRefs = React.useCallback(
    (node: HTMLImageElement | null) => {
      imgRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const ratio = Number(props.width) > 0 && Number(props.height) > 0 ? `${props.width} / ${props.height}` : undefined;
  const waiting = scripted && state === "loading";
  const decorative = alt === "";

  return (
    <span
      data-slot="image"
      data-state={state}
      style={ratio ? { aspectRatio: ratio } : undefined}
      className={cn(frameVariants({ backdrop }), frameClassName)}
    >
      {state !== "failed" && (
        <img
          ref={setRefs}
          alt={alt}
          loading={loading}
          decoding="async"
          className={cn(pictureVariants({ fit }), waiting && "opacity-0", className)}
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
      {waiting && (
        <span role="status" className="absolute inset-0 grid place-items-center">
          <span aria-hidden className="size-8 animate-spin rounded-full border-2 border-line border-t-brand motion-reduce:animate-none" />
          <span className="sr-only">{loadingLabel}</span>
        </span>
      )}
      {state === "failed" && (
        // A decorative picture (empty alt) stays silent when it fails, as it was when it loaded.
        <span
          role={decorative ? undefined : "img"}
          aria-label={decorative ? undefined : alt ? `${alt}: ${failedLabel}` : failedLabel}
          aria-hidden={decorative || undefined}
          className="absolute inset-0 grid place-content-center justify-items-center gap-1 p-2 text-center text-xs text-ink-muted"
        >
          <Icon icon={ImageOff} aria-hidden className="size-6" />
          <span aria-hidden>{failedLabel}</span>
        </span>
      )}
    </span>
  );
}

export { Image, type ImageProps, type ImageState };
