/** Zones of a country as ICU lists them; V8 moved the `timeZones` getter to `getTimeZones()`. */
function countryZones(country: string): string[] {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(`und-${country.toUpperCase()}`);
  } catch {
    return [];
  }
  const withZones = locale as Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };
  return withZones.getTimeZones?.() ?? withZones.timeZones ?? [];
}

/** `Australia/Broken_Hill` → `broken hill`: the city part of a zone, as a place names it. */
const cityOf = (zone: string) => (zone.split("/").at(-1) ?? zone).replace(/_/g, " ").toLowerCase();

/**
 * The IANA time zone an event takes place in. The content API gives an
 * event's country (alpha-2) and its place; a country with one zone decides
 * it, a country with several is narrowed by the city the place names (the
 * english place first, since zone names are english), and a country that
 * still cannot be told apart takes its first zone on land. `UTC` when the
 * country is unknown.
 */
export function eventTimeZone(country: string, places: readonly string[]): string {
  const zones = countryZones(country).filter((zone) => !zone.startsWith("Antarctica/"));
  if (zones.length <= 1) return zones[0] ?? "UTC";
  for (const place of places) {
    const text = place.toLowerCase();
    const match = zones.find((zone) => text.includes(cityOf(zone)));
    if (match) return match;
  }
  return zones[0] ?? "UTC";
}

/** Whether the zone of `country` needs the place to be told apart (then the english place helps). */
export function zoneNeedsPlace(country: string): boolean {
  return countryZones(country).filter((zone) => !zone.startsWith("Antarctica/")).length > 1;
}
