import type { Metadata } from "next";
import { getNewsItem } from "@repo/api-client/about";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { getIntl } from "../intl";
import type { SiteLocale } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { JsonLd } from "../screen-kit/json-ld";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { OnlyInEnglish } from "../screen-kit/fallback-notice";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { absoluteUrl, pageMetadata, shortDescription } from "../seo";
import { ArticleNav } from "./editorial/article-nav";
import { PublishedOn } from "./editorial/date-text";
import { ShareLinks } from "./editorial/share-links";
import { newsArticleData } from "./editorial/structured-data";

type Params = ScreenParams<{ id: string }>;

const loadNews = (locale: SiteLocale, id: string) => loadOr404(getNewsItem(serverFetcher(locale.code), id, cached("news")));

/** `/about/news/{id}`: one news item with its text, date, share links and neighbours. */
export async function NewsDetailScreen({ params }: { params: Params }) {
  const locale = await screenLocale(params);
  const { id } = await params;
  const news = await loadNews(locale, id);
  const intl = getIntl(locale.intl);
  const listTitle = intl.formatMessage({ id: "news.title" });
  return (
    <PageFrame
      locale={locale}
      title={news.title}
      breadcrumbs={[
        { name: listTitle, route: "/about/news" },
        { name: news.title, route: news.href },
      ]}
      untranslated={news.untranslated}
      intro={
        <span className="flex flex-wrap items-center gap-x-3">
          <PublishedOn locale={locale} seconds={news.date} />
          <OnlyInEnglish locale={locale} untranslated={news.untranslated} />
        </span>
      }
    >
      <JsonLd data={newsArticleData(locale, news)} />
      <article lang={news.untranslated && locale.intl !== "en" ? "en" : undefined} className="max-w-3xl">
        <div className="aspect-video overflow-hidden rounded-card bg-surface-muted">
          <ContentImage locale={locale} src={news.image} alt={news.imageAlt} width={1200} height={675} sizes="(min-width: 950px) 768px, 100vw" priority />
        </div>
        <p className="mt-6 text-lg text-ink-muted">{news.summary}</p>
        <ContentRichText html={news.bodyHtml} className="mt-6" />
      </article>
      <ShareLinks locale={locale} url={absoluteUrl(locale, news.href)} title={news.title} />
      <ArticleNav
        locale={locale}
        label={intl.formatMessage({ id: "news.articles" })}
        previous={{ link: news.previous, text: (title) => intl.formatMessage({ id: "news.previous" }, { title }) }}
        next={{ link: news.next, text: (title) => intl.formatMessage({ id: "news.next" }, { title }) }}
        back={{ route: "/about/news", text: intl.formatMessage({ id: "news.back" }) }}
      />
    </PageFrame>
  );
}

export async function generateNewsDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const news = await loadNews(locale, (await params).id);
  return pageMetadata(locale, news.href, {
    writtenIn: async (target) => !(await loadNews(target, (await params).id)).untranslated,
    editions: news.editions,
    title: news.title,
    description: shortDescription(news.summary),
    image: news.image || null,
    type: "article",
  });
}

export const generateNewsDetailParams = renderOnFirstVisit;
