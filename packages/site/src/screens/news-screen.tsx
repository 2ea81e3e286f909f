import type { Metadata } from "next";
import { getNews } from "@repo/api-client/about";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import { PageFrame } from "../screen-kit/page-frame";
import { pageMetadata } from "../seo";
import { ContentCard } from "./editorial/content-card";
import { DateText } from "./editorial/date-text";
import { PagedList } from "./editorial/paged-list";
import { PAGE_SIZE, pageCountOr404, requestedPage, type SearchParams } from "./editorial/paging";

const ROUTE = "/about/news";

/** `/about/news`: the news (press releases), newest first, a page at a time. */
export async function NewsScreen({ params, searchParams }: { params: ScreenParams; searchParams?: SearchParams }) {
  const locale = await screenLocale(params);
  const page = await requestedPage(searchParams);
  const intl = getIntl(locale.intl);
  const news = await loadOr404(getNews(serverFetcher(locale.code), { pageNum: page, pageSize: PAGE_SIZE }, cached("news")));
  const pageCount = pageCountOr404(page, news.total);
  const title = intl.formatMessage({ id: "news.title" });
  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={news.items.some((item) => item.untranslated)}
    >
      <PagedList
        locale={locale}
        path={localizedPath(locale, ROUTE)}
        items={news.items}
        page={page}
        pageCount={pageCount}
        label={intl.formatMessage({ id: "news.articles" })}
        empty={intl.formatMessage({ id: "news.empty" })}
        itemKey={(item) => item.id}
        renderItem={(item, index) => (
          <ContentCard
            href={localizedPath(locale, item.href)}
            title={item.title}
            summary={item.summary}
            image={item.image}
            imageAlt={item.imageAlt}
            priority={index === 0}
            lang={item.untranslated && locale.intl !== "en" ? "en" : undefined}
            meta={<DateText locale={locale} seconds={item.date} />}
          />
        )}
      />
    </PageFrame>
  );
}

export async function generateNewsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "news.title" }));
}
