import type { Metadata } from "next";
import { getWebinars } from "@repo/api-client/support";
import { Tag } from "@repo/ui/tag";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { ContentCard } from "./editorial/content-card";
import { DateText } from "./editorial/date-text";
import { WEBINAR_TIME_ZONE } from "./editorial/event-data";
import { PagedList } from "./editorial/paged-list";
import { PAGE_SIZE, pageCountOr404, requestedPage, type SearchParams } from "./editorial/paging";

const ROUTE = "/support/webinar";

/** `/support/webinar`: upcoming webinars soonest first, then past ones, a page at a time. */
export async function WebinarsScreen({ params, searchParams }: { params: ScreenParams; searchParams?: SearchParams }) {
  const locale = await screenLocale(params);
  const page = await requestedPage(searchParams);
  const intl = getIntl(locale.intl);
  const webinars = await loadOr404(getWebinars(serverFetcher(locale.code), { pageNum: page, pageSize: PAGE_SIZE }, cached("webinars")));
  const pageCount = pageCountOr404(page, webinars.total);
  const title = intl.formatMessage({ id: "webinars.title" });
  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={webinars.items.some((item) => item.untranslated)}
      intro={intl.formatMessage({ id: "webinars.utc" })}
    >
      <PagedList
        locale={locale}
        path={localizedPath(locale, ROUTE)}
        items={webinars.items}
        page={page}
        pageCount={pageCount}
        label={intl.formatMessage({ id: "webinars.list" })}
        empty={intl.formatMessage({ id: "webinars.empty" })}
        itemKey={(item) => item.id}
        renderItem={(item, index) => (
          <ContentCard
            href={localizedPath(locale, item.href)}
            title={item.title}
            summary={item.summary}
            image={item.image}
            imageAlt=""
            priority={index === 0}
            lang={item.untranslated && locale.intl !== "en" ? "en" : undefined}
            meta={
              <>
                <span>
                  <DateText locale={locale} seconds={item.startsAt} format="YYYY-MM-DD HH:mm:ss" timeZone={WEBINAR_TIME_ZONE} /> UTC
                </span>
                <Tag tone={item.registrationOpen ? "brand" : "neutral"}>
                  {intl.formatMessage({ id: item.registrationOpen ? "webinars.status.open" : "webinars.status.closed" })}
                </Tag>
              </>
            }
          />
        )}
      />
    </PageFrame>
  );
}

export async function generateWebinarsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "webinars.title" }));
}
