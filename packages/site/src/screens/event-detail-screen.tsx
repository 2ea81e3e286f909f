import type { Metadata } from "next";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { pageMetadata, shortDescription } from "../seo";
import { DateText, zoneLabel } from "./editorial/date-text";
import { loadEvent } from "./editorial/event-data";
import { ScheduledDetail } from "./editorial/scheduled-detail";
import { eventData } from "./editorial/structured-data";

type Params = ScreenParams<{ id: string }>;

const load = (locale: SiteLocale, id: string) => loadOr404(loadEvent(locale, id));

/** `/about/event/{id}`: one event: where and when (its local time), the text, "add to calendar" and share links. */
export async function EventDetailScreen({ params }: { params: Params }) {
  const locale = await screenLocale(params);
  const event = await load(locale, (await params).id);
  const { timeZone } = event;
  const intl = getIntl(locale.intl);
  const when = (seconds: number, end = false) => (
    <DateText locale={locale} seconds={seconds} format="YYYY-MM-DD HH:mm:ss" timeZone={timeZone} end={end} />
  );
  return (
    <ScheduledDetail
      locale={locale}
      item={event}
      list={{ route: "/about/event", title: "events.title", label: "events.list", back: "events.back" }}
      structuredData={eventData(locale, event)}
      factsId="event-facts"
      factsHeading={`${intl.formatMessage({ id: "events.date" })}, ${intl.formatMessage({ id: "events.place" })}`}
      facts={
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="font-semibold">{intl.formatMessage({ id: "events.place" })}</dt>
            <dd data-slot="event-place">{event.place}</dd>
          </div>
          <div>
            <dt className="font-semibold">{intl.formatMessage({ id: "events.starts" })}</dt>
            <dd data-slot="event-start">{when(event.startDate)}</dd>
          </div>
          <div>
            <dt className="font-semibold">{intl.formatMessage({ id: "events.ends" })}</dt>
            <dd data-slot="event-end">{when(event.endDate, true)}</dd>
          </div>
        </dl>
      }
      zoneNote={intl.formatMessage({ id: "events.localTime" }, { zone: zoneLabel(locale, timeZone, event.startDate) })}
      calendar
    />
  );
}

export async function generateEventDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const event = await load(locale, (await params).id);
  return pageMetadata(locale, event.href, {
    writtenIn: async (target) => !(await load(target, (await params).id)).untranslated,
    editions: event.editions,
    title: event.title,
    description: shortDescription(`${event.summary} ${event.place}`),
    image: event.image || null,
    type: "article",
  });
}

export const generateEventDetailParams = renderOnFirstVisit;

/** The event's `.ics` (re-exported as `GET` by `…/about/event/[id]/calendar.ics/route.ts`). */
export { eventCalendar } from "./editorial/calendar-route";
