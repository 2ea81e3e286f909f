import type * as React from "react";
import { MapPin } from "lucide";
import { cn } from "#cn";
import { Icon } from "./icon";

/** A map image with markers placed on it; markers position against this frame. */
function MapFrame({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="map-frame" className={cn("relative overflow-hidden rounded-card", className)} {...props} />;
}

interface MapMarkerProps extends React.ComponentProps<"div"> {
  /** Distance from the bottom edge as a percentage string or number (`"49.1"`, `"49.1%"`). */
  bottom: string | number;
  /** Distance from the left edge, same format. */
  left: string | number;
  /** The office the marker stands for; its accessible name. */
  label: string;
}

/** Accepts the API's percentage strings with or without `%`. */
function toPercent(value: string | number): string {
  const text = String(value).trim();
  return text.endsWith("%") ? text : `${Number.parseFloat(text) || 0}%`;
}

/** A pin placed by percentages (SPEC §3 "Company info": bottom, left). The pin's tip sits on the point. */
function MapMarker({ className, bottom, left, label, style, children, ...props }: MapMarkerProps) {
  return (
    <div
      data-slot="map-marker"
      role="img"
      aria-label={label}
      className={cn("absolute -translate-x-1/2 text-brand-emphasis", className)}
      style={{ bottom: toPercent(bottom), left: toPercent(left), ...style }}
      {...props}
    >
      <Icon icon={MapPin} aria-hidden className="size-8 fill-surface drop-shadow" />
      {children}
    </div>
  );
}

export { MapFrame, MapMarker, toPercent, type MapMarkerProps };
