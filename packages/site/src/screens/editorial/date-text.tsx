import { formatDate, type DateFormat } from "@repo/locales/dates";
import { getIntl } from "../../intl";
import type { SiteLocale } from "../../routing";

/** Dates of articles carry no zone of their own; they are shown (and stored) as UTC days. */
export const ARTICLE_TIME_ZONE = "UTC";

/** ISO 8601 of Unix seconds, for `<time dateTime>` and structured data; undefined when not a date. */
export function isoDate(seconds: number): string | undefined {
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The offset of `timeZone` at `seconds` as the visitor's language writes it (`GMT+07:00`). */
export function zoneLabel(locale: SiteLocale, timeZone: string, seconds: number): string {
  const parts = new Intl.DateTimeFormat(locale.intl, { timeZone, timeZoneName: "longOffset" }).formatToParts(new Date(seconds * 1000));
  const offset = parts.find((part) => part.type === "timeZoneName")?.value ?? "UTC";
  return `${timeZone.replace(/_/g, " ")}, ${offset}`;
}

/** A date in one of SPEC §9's formats, machine-readable in `dateTime`. */
export function DateText({
  locale,
  seconds,
  format = "YYYY-MM-DD",
  timeZone = ARTICLE_TIME_ZONE,
}: {
  locale: SiteLocale;
  seconds: number;
  format?: DateFormat;
  timeZone?: string;
}) {
  return (
    <time dateTime={isoDate(seconds)} className="tabular-nums">
      {formatDate(seconds, { format, locale: locale.intl, timeZone })}
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

/** "2027-03-23 to 2027-03-25" in `timeZone`; one date when both fall on the same day. */
export function dateRange(locale: SiteLocale, start: number, end: number, timeZone: string, format: DateFormat = "YYYY-MM-DD"): string {
  const from = formatDate(start, { format, locale: locale.intl, timeZone });
  const to = formatDate(end, { format, locale: locale.intl, timeZone });
  return from === to ? from : getIntl(locale.intl).formatMessage({ id: "dates.range" }, { start: from, end: to });
}
