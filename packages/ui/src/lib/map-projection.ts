/**
 * Where a place is on the world map the contact page draws (`world-map.tsx`):
 * the projection its land outline was drawn with, so an office is placed by
 * its latitude and longitude instead of by hand-measured percentages.
 *
 * The outline is `d3-geo`'s Mercator centred on 11.5° E, scale 143,
 * translate [500, 405], on a 1000 × 640 picture; this is the same formula.
 */

/** The picture's size in the units the outline was drawn in. */
export const MAP_PICTURE = { width: 1000, height: 640 } as const;

const CENTRE_LONGITUDE = 11.5;
const SCALE = 143;
const TRANSLATE = { x: 500, y: 405 } as const;
/** Mercator has no top or bottom: the picture keeps the latitudes its outline shows. */
const MAX_LATITUDE = 85;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The point of the picture, in its units from the top-left corner, where `latitude`, `longitude` (degrees) fall. */
export function projectOnMap(latitude: number, longitude: number): { x: number; y: number } {
  // Longitudes wrap around the centre: 180° away from it is either edge.
  const lambda = ((((longitude - CENTRE_LONGITUDE + 180) % 360) + 360) % 360) - 180;
  const phi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  return {
    x: TRANSLATE.x + SCALE * radians(lambda),
    y: TRANSLATE.y - SCALE * Math.log(Math.tan(Math.PI / 4 + radians(phi) / 2)),
  };
}

/**
 * A map marker's position for a place (what `MapMarker` takes): distances from
 * the picture's bottom and left edges in percent of its height and width,
 * kept within the picture and rounded to a tenth.
 */
export function markerPosition(latitude: number, longitude: number): { bottom: string; left: string } {
  const { x, y } = projectOnMap(latitude, longitude);
  const percent = (value: number) => `${Math.round(Math.max(0, Math.min(100, value)) * 10) / 10}%`;
  return { bottom: percent(((MAP_PICTURE.height - y) / MAP_PICTURE.height) * 100), left: percent((x / MAP_PICTURE.width) * 100) };
}
