import type { Metadata } from "next";
import { Heading } from "@repo/ui/heading";
import { Tag } from "@repo/ui/tag";
import { loadOr404 } from "../errors";
import { WebinarRegistrationForm } from "../forms/webinar-registration-form";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { pageMetadata, shortDescription } from "../seo";
import { DateText } from "./editorial/date-text";
import { loadWebinar, WEBINAR_TIME_ZONE } from "./editorial/event-data";
import { ScheduledDetail } from "./editorial/scheduled-detail";
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
    <ScheduledDetail
      locale={locale}
      item={webinar}
      list={{ route: "/support/webinar", title: "webinars.title", label: "webinars.list", back: "webinars.back" }}
      structuredData={webinarEventData(locale, webinar)}
      factsId="webinar-facts"
      factsHeading={`${intl.formatMessage({ id: "webinars.date" })}, ${intl.formatMessage({ id: "webinars.speaker" })}`}
      facts={
        <>
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
        </>
      }
      zoneNote={intl.formatMessage({ id: "webinars.utc" })}
      calendar={!isPast}
    >
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
    </ScheduledDetail>
  );
}

export async function generateWebinarDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const webinar = await load(locale, (await params).id);
  return pageMetadata(locale, webinar.href, {
    writtenIn: async (target) => !(await load(target, (await params).id)).untranslated,
    editions: webinar.editions,
    title: webinar.title,
    description: shortDescription(webinar.summary),
    image: webinar.image || null,
    type: "article",
  });
}

export const generateWebinarDetailParams = renderOnFirstVisit;

/** The webinar's `.ics` (re-exported as `GET` by `…/support/webinar/[id]/calendar.ics/route.ts`). */
export { webinarCalendar } from "./editorial/calendar-route";
