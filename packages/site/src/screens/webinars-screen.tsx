import type { Metadata } from "next";
import { getWebinars, type WebinarView } from "@repo/api-client/support";
import { Tag } from "@repo/ui/tag";
import { cached } from "../api";
import type { ScreenParams } from "../screen-kit/locale";
import { DateText } from "./editorial/date-text";
import { WEBINAR_TIME_ZONE } from "./editorial/event-data";
import { listScreenMetadata, renderListScreen, type ListScreen, type ListScreenProps } from "./editorial/list-screen";

const webinars: ListScreen<WebinarView> = {
  route: "/support/webinar",
  texts: { title: "webinars.title", list: "webinars.list", empty: "webinars.empty", intro: "webinars.utc" },
  load: (fetcher, query) => getWebinars(fetcher, query, cached("webinars")),
  meta: (item, locale, intl) => (
    <>
      <span>
        <DateText locale={locale} seconds={item.startsAt} format="YYYY-MM-DD HH:mm:ss" timeZone={WEBINAR_TIME_ZONE} /> UTC
      </span>
      <Tag tone={item.registrationOpen ? "brand" : "neutral"}>
        {intl.formatMessage({ id: item.registrationOpen ? "webinars.status.open" : "webinars.status.closed" })}
      </Tag>
    </>
  ),
};

/** `/support/webinar`: upcoming webinars soonest first, then past ones, a page at a time. */
export async function WebinarsScreen(props: ListScreenProps) {
  return renderListScreen(webinars, props);
}

export async function generateWebinarsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  return listScreenMetadata(webinars, params);
}
