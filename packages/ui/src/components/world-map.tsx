import type * as React from "react";
import { cn } from "#cn";
import land from "./world-land.svg";

/**
 * The land outline of the world map the contact page places its offices on.
 * Natural Earth 1:110m land (public domain, via the `world-atlas` package),
 * simplified with `topojson-simplify` and drawn with `d3-geo` in a Mercator
 * projection centred on 11.5° E (scale 143, translate [500, 405], clipped to
 * 1000 × 640). That framing puts the content sets' marker percentages
 * (SPEC §3 "Company info": bottom, left) on their cities within about one
 * percent, so offices are positioned by content, not by code.
 *
 * The outline (17 KB) is a file of its own, `world-land.svg`, that the map
 * references: inline, it would travel in every page twice (markup and
 * hydration data); as a file it is fetched once and cached for good. The map's
 * colours still come from the theme, since the referenced path inherits the
 * fill and stroke of the `<use>` that draws it.
 */

/** The outline's address: bundlers hand an imported file over as its URL (Vite) or as `{ src }` (Next.js). */
const landFile = land as string | { src: string };
const landHref = `${typeof landFile === "string" ? landFile : landFile.src}#land`;

/** The map's intrinsic size: its aspect ratio is what the markers' percentages are measured against. */
const WORLD_MAP_SIZE = { width: 1000, height: 640 } as const;

interface WorldMapProps extends Omit<React.ComponentProps<"svg">, "children"> {
  /** What the map shows, for people who cannot see it; leave it out when the page says it in text. */
  label?: string;
}

/** A world map, crisp at any width; put it in a `MapFrame` with `MapMarker`s. */
function WorldMap({ label, className, ...props }: WorldMapProps) {
  return (
    <svg
      data-slot="world-map"
      viewBox={`0 0 ${WORLD_MAP_SIZE.width} ${WORLD_MAP_SIZE.height}`}
      role={label ? "img" : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn("block h-auto w-full bg-brand-subtle", className)}
      {...props}
    >
      <use href={landHref} className="fill-surface stroke-line" strokeWidth={1} />
    </svg>
  );
}

export { WorldMap, WORLD_MAP_SIZE, type WorldMapProps };
