import { describe, expect, it } from "vitest";
import landSvg from "../components/world-land.svg?raw";
import { MAP_PICTURE, markerPosition, projectOnMap } from "./map-projection";

/** The land outline the contact page's map draws: rings of absolute points (`M x,y L x,y … Z`). */
const rings = landSvg
  .match(/ d="([^"]+)"/)![1]!
  .split("Z")
  .filter((ring) => ring.trim())
  .map((ring) => [...ring.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((point) => [Number(point[1]), Number(point[2])] as const));

/** Whether the picture shows land at `x`, `y` (even-odd rule over every ring). */
function onLand(x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const cities = {
  Suzhou: [31.3, 120.62],
  Parramatta: [-33.815, 151.0],
  Yangon: [16.84, 96.15],
  Lagos: [6.6, 3.4],
  Nairobi: [-1.29, 36.82],
  Madrid: [40.42, -3.7],
  "São Paulo": [-23.55, -46.63],
  Chicago: [41.88, -87.63],
} as const;

const seas = {
  "the middle of the Pacific": [0, -150],
  "the North Atlantic": [35, -40],
  "the Indian Ocean": [-20, 75],
  "the Gulf of Guinea": [0, 2],
} as const;

describe("the world map's projection", () => {
  it.each(Object.entries(cities))("puts %s on land", (_, [latitude, longitude]) => {
    const { x, y } = projectOnMap(latitude, longitude);
    expect(onLand(x, y)).toBe(true);
  });

  it.each(Object.entries(seas))("puts %s at sea", (_, [latitude, longitude]) => {
    const { x, y } = projectOnMap(latitude, longitude);
    expect(onLand(x, y)).toBe(false);
  });

  it("centres the map on 11.5° E and keeps the picture's frame", () => {
    expect(projectOnMap(0, 11.5)).toEqual({ x: MAP_PICTURE.width / 2, y: 405 });
    // 180° from the centre is the left edge: the picture shows the Pacific split there.
    expect(projectOnMap(0, 11.5 - 180).x).toBeCloseTo(500 - 143 * Math.PI);
    expect(projectOnMap(0, 370)).toEqual(projectOnMap(0, 10));
  });

  it("places markers within a point of where the old hand-measured percentages put them", () => {
    const close = (a: string, b: number) => Math.abs(Number.parseFloat(a) - b);
    const china = markerPosition(31.3, 120.62);
    expect(close(china.bottom, 49.1)).toBeLessThan(1);
    expect(close(china.left, 76)).toBeLessThan(1.5);
    const australia = markerPosition(-33.815, 151.0);
    expect(close(australia.bottom, 22.5)).toBeLessThan(1);
    expect(close(australia.left, 85.4)).toBeLessThan(1.5);
  });

  it("keeps a marker inside the picture however far north or south the place is", () => {
    expect(markerPosition(89.9, 0).bottom).toBe("100%");
    expect(markerPosition(-89.9, 0).bottom).toBe("0%");
    expect(markerPosition(0, 11.5)).toEqual({ bottom: "36.7%", left: "50%" });
  });
});
