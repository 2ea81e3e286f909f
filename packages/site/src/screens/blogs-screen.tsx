import type { Metadata } from "next";
import { getBlogs } from "@repo/api-client/about";
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

const ROUTE = "/about/blogs";

/** `/about/blogs`: blog posts, newest first, a page at a time. */
export async function BlogsScreen({ params, searchParams }: { params: ScreenParams; searchParams?: SearchParams }) {
  const locale = await screenLocale(params);
  const page = await requestedPage(searchParams);
  const intl = getIntl(locale.intl);
  const blogs = await loadOr404(getBlogs(serverFetcher(locale.code), { pageNum: page, pageSize: PAGE_SIZE }, cached("blogs")));
  const pageCount = pageCountOr404(page, blogs.total);
  const title = intl.formatMessage({ id: "blogs.title" });
  return (
    <PageFrame
      locale={locale}
      title={title}
      breadcrumbs={[{ name: title, route: ROUTE }]}
      untranslated={blogs.items.some((item) => item.untranslated)}
    >
      <PagedList
        locale={locale}
        path={localizedPath(locale, ROUTE)}
        items={blogs.items}
        page={page}
        pageCount={pageCount}
        label={intl.formatMessage({ id: "blogs.articles" })}
        empty={intl.formatMessage({ id: "blogs.empty" })}
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
            meta={
              <>
                <DateText locale={locale} seconds={item.date} />
                <span>{intl.formatMessage({ id: "blogs.author" }, { author: item.author })}</span>
                <span>{intl.formatMessage({ id: "blogs.comments.count" }, { count: item.commentCount })}</span>
              </>
            }
          />
        )}
      />
    </PageFrame>
  );
}

export async function generateBlogsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  return pageMetadata(locale, ROUTE, getIntl(locale.intl).formatMessage({ id: "blogs.title" }));
}
