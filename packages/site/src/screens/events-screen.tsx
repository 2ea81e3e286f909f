import type { Metadata } from "next";
import { MapPin } from "lucide";
import { Icon } from "@repo/ui/icon";
import { getEvents, type EventView } from "@repo/api-client/about";
import { cached } from "../api";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import type { ScreenParams } from "../screen-kit/locale";
import { dateRange, isoDate, zoneLabel } from "./editorial/date-text";
import { listScreenMetadata, renderListScreen, type ListScreen, type ListScreenProps } from "./editorial/list-screen";

/** An event's dates, in the venue's zone (named), and its place. */
export function EventFacts({ locale, event }: { locale: SiteLocale; event: EventView }) {
  const intl = getIntl(locale.intl);
  return (
    <dl className="grid gap-1">
      <div className="flex gap-2">
        <dt className="sr-only">{intl.formatMessage({ id: "events.date" })}</dt>
        <dd data-slot="event-dates">
          <time dateTime={isoDate(event.startDate)}>{dateRange(locale, event.startDate, event.endDate, event.timeZone)}</time>{" "}
          <span data-slot="event-zone" className="block text-ink-muted">
            {intl.formatMessage({ id: "events.zone" }, { zone: zoneLabel(locale, event.timeZone, event.startDate) })}
          </span>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt>
          <Icon icon={MapPin} aria-hidden className="mt-0.5 size-4" />
          <span className="sr-only">{intl.formatMessage({ id: "events.place" })}</span>
        </dt>
        <dd data-slot="event-place">{event.place}</dd>
      </div>
    </dl>
  );
}

const events: ListScreen<EventView> = {
  route: "/about/event",
  texts: { title: "events.title", list: "events.list", empty: "events.empty" },
  load: (fetcher, query) => getEvents(fetcher, query, cached("events")),
  meta: (event, locale) => <EventFacts locale={locale} event={event} />,
};

/** `/about/event`: events with their place and dates (in the event's own zone), latest first. */
export async function EventsScreen(props: ListScreenProps) {
  return renderListScreen(events, props);
}

export async function generateEventsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  return listScreenMetadata(events, params);
}
