"use client";

import * as React from "react";
import { Play } from "lucide";
import { cn } from "#cn";
import { Icon } from "./icon";

interface VideoCardProps extends React.ComponentProps<"figure"> {
  /** The player URL loaded into an iframe only after the visitor asks for it. */
  embedUrl: string;
  /** Poster shown until then. */
  poster: string;
  title: string;
  /** The play button's whole accessible name, naming the video: "Play the video Factory tour". */
  playLabel: string;
}

/** The player URL asked to start at once: the visitor already pressed play once. */
function autoplayUrl(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    url.searchParams.set("autoplay", "1");
    return url.toString();
  } catch {
    return embedUrl;
  }
}

/**
 * A light video embed: a poster and a play button, no third-party player or
 * request until clicked. Exposes `data-state="idle|playing"`. `children`
 * follow the title in the caption (length, date, links).
 */
function VideoCard({ className, embedUrl, poster, title, playLabel, children, ...props }: VideoCardProps) {
  const [playing, setPlaying] = React.useState(false);
  return (
    <figure data-slot="video-card" data-state={playing ? "playing" : "idle"} className={cn("flex flex-col gap-3", className)} {...props}>
      <div className="relative aspect-video overflow-hidden rounded-card bg-surface-inverse">
        {playing ? (
          <iframe
            src={autoplayUrl(embedUrl)}
            title={title}
            className="absolute inset-0 size-full"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 grid cursor-pointer place-items-center">
            <img src={poster} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
            <span className="relative grid size-16 place-items-center rounded-full bg-surface/90 text-brand-emphasis shadow-card transition-transform group-hover:scale-110">
              <Icon icon={Play} aria-hidden className="size-7 translate-x-0.5 fill-current" />
            </span>
            <span className="sr-only">{playLabel}</span>
          </button>
        )}
      </div>
      <figcaption className="flex flex-col gap-1">
        <span className="font-medium">{title}</span>
        {children}
      </figcaption>
    </figure>
  );
}

export { VideoCard, type VideoCardProps };
