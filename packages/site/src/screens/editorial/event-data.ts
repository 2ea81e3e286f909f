import "server-only";
import { getEvents, type EventView } from "@repo/api-client/about";
import { ApiError, apiErrorCodes } from "@repo/api-client/errors";
import { getWebinars, type WebinarView } from "@repo/api-client/support";
import { cached, serverFetcher } from "../../api";
import type { SiteLocale } from "../../routing";

/** One event in the visitor's language, with its venue's time zone (`event.timeZone`). */
export async function loadEvent(locale: SiteLocale, id: string): Promise<EventView> {
  const page = await getEvents(serverFetcher(locale.code), { id, pageSize: 1 }, cached("events"));
  const event = page.items[0];
  if (!event) throw missing("event", id);
  return event;
}

/** One webinar in the visitor's language. */
export async function loadWebinar(locale: SiteLocale, id: string): Promise<WebinarView> {
  const page = await getWebinars(serverFetcher(locale.code), { id, pageSize: 1 }, cached("webinars"));
  const webinar = page.items[0];
  if (!webinar) throw missing("webinar", id);
  return webinar;
}

/** Webinars are online and the content gives no zone: their times are UTC, and the page says so. */
export const WEBINAR_TIME_ZONE = "UTC";

/** The end of a webinar, in Unix seconds. */
export const webinarEnd = (webinar: WebinarView) => webinar.startsAt + webinar.durationMinutes * 60;

/** An empty answer for an id is a missing item, as the API's own 404 is. */
function missing(kind: string, id: string): ApiError {
  return new ApiError(apiErrorCodes.notFound, `No ${kind} ${id}`, kind);
}
