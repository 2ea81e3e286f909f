import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { ICalCalendar, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface CalendarEntry {
  /** Stable across downloads, so importing twice updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  /** Venue and city, or the page URL for an online event. */
  location: string;
  /** The page the entry came from. */
  url: string;
  /** Unix seconds. */
  start: number;
  /** Unix seconds. */
  end: number;
  /** IANA zone the times are written in; `UTC` writes plain UTC times. */
  timeZone: string;
  /** When the file was made (DTSTAMP); now unless given. */
  stamp?: Date;
}

/**
 * The VTIMEZONE of an IANA zone, from a library that carries the zone data
 * in its code: a bundled server has no package folder to read zone files
 * from. Null for a zone it does not know.
 */
function vtimezone(zone: string): string | null {
  const [block] = tzlib_get_ical_block(zone);
  return block ? block : null;
}

/** The TZID the zone's VTIMEZONE carries (`Asia/Rangoon` → `Asia/Yangon`), so DTSTART names a zone the file defines. */
function definedZone(zone: string): string | null {
  if (zone === "UTC" || zone === "Etc/UTC") return null;
  const block = vtimezone(zone);
  return (block && /^TZID:(.+)$/m.exec(block)?.[1]?.trim()) || null;
}

/**
 * One event as an iCalendar file (RFC 5545) for "add to calendar". Times are
 * written in the event's own zone with its VTIMEZONE, so a calendar shows
 * 09:00 in Bangkok as 09:00 Bangkok time wherever the visitor is; a zone the
 * library cannot describe is written in UTC instead, which is never wrong.
 */
export function buildCalendar(entry: CalendarEntry, options: { prodId: { company: string; product: string; language: string } }): string {
  const zone = definedZone(entry.timeZone);
  const calendar = new ICalCalendar({ prodId: options.prodId });
  // No calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 asks; the event names its own.
  calendar.timezone({ name: null, generator: vtimezone });
  const at = (seconds: number) => (zone ? dayjs(seconds * 1000).tz(zone) : dayjs.utc(seconds * 1000));
  calendar.createEvent({
    id: entry.uid,
    start: at(entry.start),
    end: at(Math.max(entry.end, entry.start)),
    timezone: zone,
    stamp: dayjs.utc(entry.stamp ?? new Date()),
    summary: entry.title,
    description: entry.description,
    location: entry.location,
    url: entry.url,
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** A file name for the download: the id, safe on every system. */
export function calendarFileName(id: string): string {
  return `${id.replace(/[^a-z0-9-]+/gi, "-").slice(0, 80) || "event"}.ics`;
}
