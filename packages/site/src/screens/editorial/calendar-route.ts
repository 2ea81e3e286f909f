import "server-only";
import { apiErrorCodes, isApiError } from "@repo/api-client/errors";
import { edition, siteUrl } from "../../edition";
import { getIntl } from "../../intl";
import { findLocale } from "../../routing";
import { absoluteUrl } from "../../seo";
import { buildCalendar, calendarFileName, type CalendarEntry } from "./calendar";
import { loadEvent, loadWebinar, WEBINAR_TIME_ZONE, webinarEnd } from "./event-data";

type CalendarParams = { params: Promise<{ locale: string; id: string }> };

const host = () => new URL(siteUrl()).host;

/** An `.ics` answer, downloaded under the item's id. */
function calendarResponse(id: string, entry: CalendarEntry, language: string): Response {
  const body = buildCalendar(entry, { prodId: { company: edition.brand.name, product: "Website", language: language.toUpperCase() } });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(id)}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}

/** The site's own 404 wording as plain text: a calendar link to an unknown id. */
function notFoundResponse(intl: string): Response {
  return new Response(getIntl(intl === "es" || intl === "my" ? intl : "en").formatMessage({ id: "notFound.text" }), {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

async function answer(params: CalendarParams["params"], build: (locale: NonNullable<ReturnType<typeof findLocale>>, id: string) => Promise<CalendarEntry>) {
  const { locale: code, id } = await params;
  const locale = findLocale(code);
  if (!locale) return notFoundResponse("en");
  try {
    return calendarResponse(id, await build(locale, id), locale.intl);
  } catch (error) {
    // An id the API refuses (not a slug) names no event either.
    if (isApiError(error) && (error.isNotFound || error.code === apiErrorCodes.badRequest)) return notFoundResponse(locale.intl);
    throw error;
  }
}

/** `GET …/about/event/{id}/calendar.ics`: the event in its own time zone. */
export async function eventCalendar(_request: Request, { params }: CalendarParams): Promise<Response> {
  return answer(params, async (locale, id) => {
    const event = await loadEvent(locale, id);
    const url = absoluteUrl(locale, event.href);
    return {
      uid: `event-${event.id}@${host()}`,
      title: event.title,
      description: `${event.summary}\n\n${url}`,
      location: event.place,
      url,
      start: event.startDate,
      end: event.endDate,
      timeZone: event.timeZone,
    };
  });
}

/** `GET …/support/webinar/{id}/calendar.ics`: the online webinar, in UTC. */
export async function webinarCalendar(_request: Request, { params }: CalendarParams): Promise<Response> {
  return answer(params, async (locale, id) => {
    const webinar = await loadWebinar(locale, id);
    const url = absoluteUrl(locale, webinar.href);
    const intl = getIntl(locale.intl);
    return {
      uid: `webinar-${webinar.id}@${host()}`,
      title: webinar.title,
      description: `${webinar.summary}\n\n${intl.formatMessage({ id: "webinars.speaker" })}: ${webinar.speaker.name}, ${webinar.speaker.role}\n\n${url}`,
      location: `${intl.formatMessage({ id: "webinars.online" })}: ${url}`,
      url,
      start: webinar.startsAt,
      end: webinarEnd(webinar),
      timeZone: WEBINAR_TIME_ZONE,
    };
  });
}
