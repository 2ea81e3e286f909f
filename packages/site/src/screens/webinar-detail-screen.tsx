import type { Metadata } from "next";
import { Heading } from "@repo/ui/heading";
import { Tag } from "@repo/ui/tag";
import { loadOr404 } from "../errors";
import { WebinarRegistrationForm } from "../forms/webinar-registration-form";
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
import { DateText } from "./editorial/date-text";
import { loadWebinar, WEBINAR_TIME_ZONE } from "./editorial/event-data";
import { ShareLinks } from "./editorial/share-links";
import { webinarEventData } from "./editorial/structured-data";

type Params = ScreenParams<{ id: string }>;

const load = (locale: SiteLocale, id: string) => loadOr404(loadWebinar(locale, id));

/** `/support/webinar/{id}`: one webinar: when, who speaks, the text, "add to calendar", and registration while it is open. */
export async function WebinarDetailScreen({ params }: { params: Params }) {
  const locale = await screenLocale(params);
  const { id } = await params;
  const webinar = await load(locale, id);
  const intl = getIntl(locale.intl);
  // Registration closes when the webinar is over (the API's status), whatever the page's cache age.
  const isPast = !webinar.registrationOpen;
  return (
    <PageFrame
      locale={locale}
      title={webinar.title}
      breadcrumbs={[
        { name: intl.formatMessage({ id: "webinars.title" }), route: "/support/webinar" },
        { name: webinar.title, route: webinar.href },
      ]}
      untranslated={webinar.untranslated}
      intro={webinar.summary}
    >
      <JsonLd data={webinarEventData(locale, webinar)} />
      <div className="grid gap-8 desk:grid-cols-[2fr_1fr]">
        <article lang={webinar.untranslated && locale.intl !== "en" ? "en" : undefined}>
          <div className="aspect-video overflow-hidden rounded-card bg-surface-muted">
            <ContentImage src={webinar.image} alt="" width={1200} height={675} sizes="(min-width: 950px) 640px, 100vw" priority className="h-full" />
          </div>
          <ContentRichText html={webinar.bodyHtml} className="mt-6" />
        </article>
        <aside aria-labelledby="webinar-facts" className="h-fit rounded-card border border-line bg-surface-muted p-5">
          <h2 id="webinar-facts" className="sr-only">
            {intl.formatMessage({ id: "webinars.date" })}, {intl.formatMessage({ id: "webinars.speaker" })}
          </h2>
          <Tag tone={isPast ? "neutral" : "brand"}>
            {intl.formatMessage({ id: isPast ? "webinars.status.closed" : "webinars.status.open" })}
          </Tag>
          <dl className="mt-4 grid gap-3 text-sm">
            <div>
              <dt className="font-semibold">{intl.formatMessage({ id: "webinars.date" })}</dt>
              <dd data-slot="webinar-start">
                <DateText locale={locale} seconds={webinar.startsAt} format="YYYY-MM-DD HH:mm:ss" timeZone={WEBINAR_TIME_ZONE} /> UTC
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{intl.formatMessage({ id: "webinars.duration" })}</dt>
              <dd>{intl.formatMessage({ id: "webinars.minutes" }, { minutes: webinar.durationMinutes })}</dd>
            </div>
            <div>
              <dt className="font-semibold">{intl.formatMessage({ id: "webinars.speaker" })}</dt>
              <dd>
                {webinar.speaker.name}
                {webinar.speaker.role ? <span className="block text-ink-muted">{webinar.speaker.role}</span> : null}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-ink-muted">{intl.formatMessage({ id: "webinars.utc" })}</p>
          {isPast ? null : (
            <div className="mt-5">
              <CalendarLink locale={locale} route={webinar.href} />
            </div>
          )}
        </aside>
      </div>
      <section aria-labelledby="webinar-registration" className="mt-12 max-w-3xl">
        <Heading id="webinar-registration" size="section">
          {intl.formatMessage({ id: "webinars.registration.title" })}
        </Heading>
        {isPast ? (
          <p role="note" className="mt-4 rounded-card border border-line bg-surface-muted px-4 py-3">
            {intl.formatMessage({ id: "webinars.registration.closed" })}
          </p>
        ) : null}
        <div className="mt-6">
          <WebinarRegistrationForm locale={locale} webinarId={id} closed={isPast} />
        </div>
      </section>
      <ShareLinks locale={locale} url={absoluteUrl(locale, webinar.href)} title={webinar.title} />
      <ArticleNav
        locale={locale}
        label={intl.formatMessage({ id: "webinars.list" })}
        back={{ route: "/support/webinar", text: intl.formatMessage({ id: "webinars.back" }) }}
      />
    </PageFrame>
  );
}

export async function generateWebinarDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const webinar = await load(locale, (await params).id);
  return pageMetadata(locale, webinar.href, {
    title: webinar.title,
    description: shortDescription(webinar.summary),
    image: webinar.image || null,
    type: "article",
  });
}

export const generateWebinarDetailParams = renderOnFirstVisit;

/** The webinar's `.ics` (re-exported as `GET` by `…/support/webinar/[id]/calendar.ics/route.ts`). */
export { webinarCalendar } from "./editorial/calendar-route";
