import type { Metadata } from "next";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { JsonLd } from "../screen-kit/json-ld";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { absoluteUrl, pageMetadata, shortDescription } from "../seo";
import { ArticleNav } from "./editorial/article-nav";
import { CalendarLink } from "./editorial/calendar-link";
import { DateText, zoneLabel } from "./editorial/date-text";
import { loadEvent } from "./editorial/event-data";
import { ShareLinks } from "./editorial/share-links";
import { eventData } from "./editorial/structured-data";

type Params = ScreenParams<{ id: string }>;

const load = (locale: SiteLocale, id: string) => loadOr404(loadEvent(locale, id));

/** `/about/event/{id}`: one event: where and when (its local time), the text, "add to calendar" and share links. */
export async function EventDetailScreen({ params }: { params: Params }) {
  const locale = await screenLocale(params);
  const { event, timeZone } = await load(locale, (await params).id);
  const intl = getIntl(locale.intl);
  const when = (seconds: number) => <DateText locale={locale} seconds={seconds} format="YYYY-MM-DD HH:mm:ss" timeZone={timeZone} />;
  return (
    <PageFrame
      locale={locale}
      title={event.title}
      breadcrumbs={[
        { name: intl.formatMessage({ id: "events.title" }), route: "/about/event" },
        { name: event.title, route: event.href },
      ]}
      untranslated={event.untranslated}
      intro={event.summary}
    >
      <JsonLd data={eventData(locale, event)} />
      <div className="grid gap-8 desk:grid-cols-[2fr_1fr]">
        <article lang={event.untranslated && locale.intl !== "en" ? "en" : undefined}>
          <div className="aspect-video overflow-hidden rounded-card bg-surface-muted">
            <ContentImage src={event.image} alt="" width={1200} height={675} sizes="(min-width: 950px) 640px, 100vw" priority className="h-full" />
          </div>
          <ContentRichText html={event.bodyHtml} className="mt-6" />
        </article>
        <aside aria-labelledby="event-facts" className="h-fit rounded-card border border-line bg-surface-muted p-5">
          <h2 id="event-facts" className="sr-only">
            {intl.formatMessage({ id: "events.date" })}, {intl.formatMessage({ id: "events.place" })}
          </h2>
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
              <dd data-slot="event-end">{when(event.endDate)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-ink-muted">
            {intl.formatMessage({ id: "events.localTime" }, { zone: zoneLabel(locale, timeZone, event.startDate) })}
          </p>
          <div className="mt-5">
            <CalendarLink locale={locale} route={event.href} />
          </div>
        </aside>
      </div>
      <ShareLinks locale={locale} url={absoluteUrl(locale, event.href)} title={event.title} />
      <ArticleNav
        locale={locale}
        label={intl.formatMessage({ id: "events.list" })}
        back={{ route: "/about/event", text: intl.formatMessage({ id: "events.back" }) }}
      />
    </PageFrame>
  );
}

export async function generateEventDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const { event } = await load(locale, (await params).id);
  return pageMetadata(locale, event.href, {
    title: event.title,
    description: shortDescription(`${event.summary} ${event.place}`),
    image: event.image || null,
    type: "article",
  });
}

export const generateEventDetailParams = renderOnFirstVisit;

/** The event's `.ics` (re-exported as `GET` by `…/about/event/[id]/calendar.ics/route.ts`). */
export { eventCalendar } from "./editorial/calendar-route";
