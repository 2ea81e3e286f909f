import type { Metadata } from "next";
import { MapPin } from "lucide-react";
import { getEvents } from "@repo/api-client/about";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { ContentCard } from "./editorial/content-card";
import { dateRange, isoDate } from "./editorial/date-text";
import { timeZoneOf } from "./editorial/event-data";
import { PagedList } from "./editorial/paged-list";
import { PAGE_SIZE, pageCountOr404, requestedPage, type SearchParams } from "./editorial/paging";

const ROUTE = "/about/event";

/** `/about/event`: events with their place and dates (in the event's own zone), latest first. */
export async function EventsScreen({ params, searchParams }: { params: ScreenParams; searchParams?: SearchParams }) {
  const locale = await screenLocale(params);
  const page = await requestedPage(searchParams);
  const intl = getIntl(locale.intl);
  const events = await loadOr404(getEvents(serverFetcher(locale.code), { pageNum: page, pageSize: PAGE_SIZE }, cached("events")));
  const pageCount = pageCountOr404(page, events.total);
  const zones = await Promise.all(events.items.map((event) => timeZoneOf(locale, event)));
  const title = intl.formatMessage({ id: "events.title" });
  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={events.items.some((item) => item.untranslated)}
    >
      <PagedList
        locale={locale}
        path={localizedPath(locale, ROUTE)}
        items={events.items.map((event, index) => ({ event, timeZone: zones[index] ?? "UTC" }))}
        page={page}
        pageCount={pageCount}
        label={intl.formatMessage({ id: "events.list" })}
        empty={intl.formatMessage({ id: "events.empty" })}
        itemKey={({ event }) => event.id}
        renderItem={({ event, timeZone }, index) => (
          <ContentCard
            href={localizedPath(locale, event.href)}
            title={event.title}
            summary={event.summary}
            image={event.image}
            imageAlt=""
            priority={index === 0}
            lang={event.untranslated && locale.intl !== "en" ? "en" : undefined}
            meta={
              <dl className="grid gap-1">
                <div className="flex gap-2">
                  <dt className="sr-only">{intl.formatMessage({ id: "events.date" })}</dt>
                  <dd data-slot="event-dates">
                    <time dateTime={isoDate(event.startDate)}>{dateRange(locale, event.startDate, event.endDate, timeZone)}</time>
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt>
                    <MapPin aria-hidden className="mt-0.5 size-4" />
                    <span className="sr-only">{intl.formatMessage({ id: "events.place" })}</span>
                  </dt>
                  <dd data-slot="event-place">{event.place}</dd>
                </div>
              </dl>
            }
          />
        )}
      />
    </PageFrame>
  );
}

export async function generateEventsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "events.title" }));
}
