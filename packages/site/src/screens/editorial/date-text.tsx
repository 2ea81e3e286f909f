import { formatDate, formatEndDate, formatTimeZone, type DateFormat } from "@repo/locales/dates";
import { getIntl } from "../../intl";
import type { SiteLocale } from "../../routing";

/** Dates of articles carry no zone of their own; they are shown (and stored) as UTC days. */
export const ARTICLE_TIME_ZONE = "UTC";

/** ISO 8601 of Unix seconds, for `<time dateTime>` and structured data; undefined when not a date. */
export function isoDate(seconds: number): string | undefined {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Which zone times are shown in, in the visitor's language: `Brisbane Time (GMT+10)`. */
export function zoneLabel(locale: SiteLocale, timeZone: string, seconds: number): string {
  return formatTimeZone(timeZone, seconds, locale.intl);
}

/** A date in one of SPEC §9's formats, machine-readable in `dateTime`. */
export function DateText({
  locale,
  seconds,
  format = "YYYY-MM-DD",
  timeZone = ARTICLE_TIME_ZONE,
  end = false,
}: {
  locale: SiteLocale;
  seconds: number;
  format?: DateFormat;
  timeZone?: string;
  /** The end of something that lasts: an end at midnight reads as the day before's `24:00:00`. */
  end?: boolean;
}) {
  return (
    <time dateTime={isoDate(seconds)} className="tabular-nums">
      {(end ? formatEndDate : formatDate)(seconds, { format, locale: locale.intl, timeZone })}
    </time>
  );
}

/** "Published on 2026-03-12", the date machine-readable too. */
export function PublishedOn({ locale, seconds }: { locale: SiteLocale; seconds: number }) {
  const date = formatDate(seconds, { locale: locale.intl, timeZone: ARTICLE_TIME_ZONE });
  return (
    <time dateTime={isoDate(seconds)}>{getIntl(locale.intl).formatMessage({ id: "dates.published" }, { date })}</time>
  );
}

/**
 * "2027-03-23 to 2027-03-25" in `timeZone`; one date when both fall on the
 * same day. An end at midnight closes the day before.
 */
export function dateRange(locale: SiteLocale, start: number, end: number, timeZone: string, format: DateFormat = "YYYY-MM-DD"): string {
  const from = formatDate(start, { format, locale: locale.intl, timeZone });
  const to = formatEndDate(end, { format, locale: locale.intl, timeZone });
  return from === to ? from : getIntl(locale.intl).formatMessage({ id: "dates.range" }, { start: from, end: to });
}
