/**
 * Dates as the site shows them (SPEC §9): the content API sends Unix
 * seconds; the site prints `MM-DD`, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`,
 * and `--` for anything that is not a number.
 */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import "dayjs/locale/es";
import "dayjs/locale/my";
import type { IntlLocale } from "./messages";

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
  return date.tz(timeZone).locale(locale).format(format);
}
