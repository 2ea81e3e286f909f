/**
 * Dates as the site shows them (SPEC §9): the content API sends Unix
 * seconds; the site prints `MM-DD`, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`,
 * and `--` for anything that is not a number. The digits are the page
 * language's (see `numerals.ts`): `၂၀၂၇-၀၂-၁၀` on burmese pages.
 */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import "dayjs/locale/es";
import "dayjs/locale/my";
import type { IntlLocale } from "./messages";
import { localizeDigits, numberingSystems } from "./numerals";

dayjs.extend(utc);
dayjs.extend(timezone);

export const dateFormats = ["MM-DD", "YYYY-MM-DD", "YYYY-MM-DD HH:mm:ss"] as const;
export type DateFormat = (typeof dateFormats)[number];

/** What the site prints in place of a date it cannot read. */
export const missingDate = "--";

export interface FormatDateOptions {
  format?: DateFormat;
  locale?: IntlLocale;
  /**
   * IANA zone the date is shown in. Server and browser must agree or the
   * page hydrates with a different text, so it is explicit, not the
   * machine's own zone.
   */
  timeZone?: string;
}

/** A number, or a string of digits (the API's older rows send those): anything else is not a date. */
function toSeconds(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Formats Unix seconds; `--` for null, empty, non-numeric or out-of-range input. */
export function formatDate(value: unknown, options: FormatDateOptions = {}): string {
  const { format = "YYYY-MM-DD", locale = "en", timeZone = "UTC" } = options;
  const seconds = toSeconds(value);
  if (seconds === undefined) return missingDate;
  const date = dayjs(seconds * 1000);
  if (!date.isValid()) return missingDate;
  return localizeDigits(date.tz(timeZone).locale(locale).format(format), locale);
}

/**
 * The end of something that lasts (an event), in `timeZone`. An end at
 * midnight closes the day before, so it is written as that day's end:
 * `2027-03-25 24:00:00` (ISO 8601's end of day), and `2027-03-25` for the
 * day, never `2027-03-26 00:00:00`.
 */
export function formatEndDate(value: unknown, options: FormatDateOptions = {}): string {
  const { format = "YYYY-MM-DD", locale = "en", timeZone = "UTC" } = options;
  const seconds = toSeconds(value);
  if (seconds === undefined) return missingDate;
  const date = dayjs(seconds * 1000);
  if (!date.isValid()) return missingDate;
  const local = date.tz(timeZone);
  if (local.hour() !== 0 || local.minute() !== 0 || local.second() !== 0) return formatDate(seconds, options);
  const dayBefore = local.subtract(1, "day").locale(locale);
  const text = format === "YYYY-MM-DD HH:mm:ss" ? `${dayBefore.format("YYYY-MM-DD")} 24:00:00` : dayBefore.format(format);
  return localizeDigits(text, locale);
}

/**
 * Names the zone dates are shown in, in the page's language: the zone's
 * place-named form and its offset at `seconds`, as ICU writes them
 * (`Brisbane Time (GMT+10)`, `hora de Tailandia (GMT+7)`,
 * `ဘရစ္စဘိန်း အချိန် (GMT+၁၀)`); `UTC` for UTC.
 */
export function formatTimeZone(timeZone: string, seconds: number, locale: IntlLocale = "en"): string {
  const name = (style: "shortGeneric" | "short") =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style, numberingSystem: numberingSystems[locale] })
      .formatToParts(new Date(seconds * 1000))
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  const place = name("shortGeneric");
  const offset = name("short");
  return place === offset ? place : `${place} (${offset})`;
}


/** ISO 8601 with the zone's offset (`2027-02-10T08:30:00+10:00`): the local time and the instant, for structured data. */
export function isoInZone(seconds: number, timeZone: string): string | undefined {
  const date = dayjs(seconds * 1000);
  return date.isValid() ? date.tz(timeZone).format("YYYY-MM-DDTHH:mm:ssZ") : undefined;
}
