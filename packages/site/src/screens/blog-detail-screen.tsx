import type { Metadata } from "next";
import { getBlogWithComments } from "@repo/api-client/about";
import { Heading } from "@repo/ui/heading";
import { PaginationLinks } from "@repo/ui/pagination";
import { Text } from "@repo/ui/text";
import { cached, serverFetcher } from "../api";
import { loadOr404 } from "../errors";
import { BlogCommentForm } from "../forms/blog-comment-form";
import { getIntl } from "../intl";
import { localizedPath, type SiteLocale } from "../routing";
import { ContentImage } from "../screen-kit/content-image";
import { JsonLd } from "../screen-kit/json-ld";
import { renderOnFirstVisit, screenLocale, type ScreenParams } from "../screen-kit/locale";
import { OnlyInEnglish } from "../screen-kit/fallback-notice";
import { PageFrame } from "../screen-kit/page-frame";
import { ContentRichText } from "../screen-kit/rich-text";
import { absoluteUrl, pageMetadata, shortDescription } from "../seo";
import { ArticleNav } from "./editorial/article-nav";
import { DateText, PublishedOn } from "./editorial/date-text";
import { displayMessage } from "./editorial/message";
import { loadExistingPage, pageHref, requestedPage } from "./editorial/paging";
import type { RouteSearchParams } from "../route-table";
import { ShareLinks } from "./editorial/share-links";
import { blogPostingData } from "./editorial/structured-data";

type Params = ScreenParams<{ id: string }>;

/** Comments per page, oldest first. */
const COMMENTS_PAGE_SIZE = 20;

/** The post changes with the blogs, its comments more often: cached under both tags, for the shorter window. */
function blogAndCommentsCache() {
  const blogs = cached("blogs").next;
  const comments = cached("comments").next;
  return { next: { revalidate: Math.min(blogs.revalidate, comments.revalidate), tags: [...blogs.tags, ...comments.tags] } };
}

const loadBlog = (locale: SiteLocale, id: string, page: number) =>
  loadOr404(getBlogWithComments(serverFetcher(locale.code), { id, pageNum: page, pageSize: COMMENTS_PAGE_SIZE }, blogAndCommentsCache()));

/** `/about/blogs/{id}`: one blog post, its comments (`?page=` pages them) and the comment form. */
export async function BlogDetailScreen({ params, searchParams }: { params: Params; searchParams?: RouteSearchParams<"/about/blogs/[id]"> }) {
  const locale = await screenLocale(params);
  const { id } = await params;
  const page = await requestedPage(searchParams);
  const {
    list: { blog, comments },
    pageCount,
  } = await loadExistingPage(page, COMMENTS_PAGE_SIZE, async (pageNum) => {
    const post = await loadBlog(locale, id, pageNum);
    return { ...post, total: post.comments.total };
  });
  const intl = getIntl(locale.intl);
  const path = localizedPath(locale, blog.href);
  return (
    <PageFrame
      locale={locale}
      title={blog.title}
      breadcrumbs={[
        { name: intl.formatMessage({ id: "blogs.title" }), route: "/about/blogs" },
        { name: blog.title, route: blog.href },
      ]}
      untranslated={blog.untranslated}
      intro={
        <span className="flex flex-wrap items-center gap-x-3">
          <PublishedOn locale={locale} seconds={blog.date} />
          <span>{intl.formatMessage({ id: "blogs.author" }, { author: blog.author })}</span>
          <OnlyInEnglish locale={locale} untranslated={blog.untranslated} />
        </span>
      }
    >
      <JsonLd data={blogPostingData(locale, blog, comments)} />
      <article lang={blog.untranslated && locale.intl !== "en" ? "en" : undefined} className="max-w-3xl">
        <div className="aspect-video overflow-hidden rounded-card bg-surface-muted">
          <ContentImage locale={locale} src={blog.image} alt={blog.imageAlt} width={1200} height={675} sizes="(min-width: 950px) 768px, 100vw" priority />
        </div>
        <p className="mt-6 text-lg text-ink-muted">{blog.summary}</p>
        <ContentRichText html={blog.bodyHtml} className="mt-6" />
      </article>
      <ShareLinks locale={locale} url={absoluteUrl(locale, blog.href)} title={blog.title} />
      <section aria-labelledby="comments-title" className="mt-12 max-w-3xl">
        <Heading id="comments-title" size="section">
          {intl.formatMessage({ id: "blogs.comments.title" })}
        </Heading>
        <Text tone="muted" className="mt-1">
          {intl.formatMessage({ id: "blogs.comments.count" }, { count: comments.total })}
        </Text>
        {comments.items.length > 0 ? (
          <ol className="mt-6 flex flex-col gap-4">
            {comments.items.map((comment) => (
              <li key={comment.id}>
                <article
                  aria-label={intl.formatMessage({ id: "blogs.comments.by" }, { name: comment.name })}
                  className="rounded-card border border-line bg-surface px-5 py-4"
                >
                  <header className="flex flex-wrap items-baseline gap-x-3 text-sm">
                    <span className="font-semibold">{comment.name}</span>
                    <span className="text-ink-muted">
                      <DateText locale={locale} seconds={comment.createdAt} format="YYYY-MM-DD HH:mm:ss" />
                    </span>
                  </header>
                  {/* What visitors wrote is text: decoded (SPEC §5), then escaped by React, never parsed as HTML. */}
                  <p data-slot="comment-text" className="mt-2 break-words whitespace-pre-line">
                    {displayMessage(comment.text)}
                  </p>
                </article>
              </li>
            ))}
          </ol>
        ) : null}
        <PaginationLinks
          formatPage={(target) => intl.formatNumber(target, { useGrouping: false })}
          className="mt-6"
          aria-label={intl.formatMessage({ id: "blogs.comments.pages" })}
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => `${pageHref(path, target)}#comments-title`}
          labels={{
            previous: intl.formatMessage({ id: "paging.previous" }),
            next: intl.formatMessage({ id: "paging.next" }),
            page: (target) => intl.formatMessage({ id: "paging.page" }, { page: target }),
          }}
        />
        <div className="mt-8">
          <BlogCommentForm locale={locale} blogId={id} />
        </div>
      </section>
      <ArticleNav
        locale={locale}
        label={intl.formatMessage({ id: "blogs.articles" })}
        previous={{ link: blog.previous, text: (title) => intl.formatMessage({ id: "blogs.previous" }, { title }) }}
        next={{ link: blog.next, text: (title) => intl.formatMessage({ id: "blogs.next" }, { title }) }}
        back={{ route: "/about/blogs", text: intl.formatMessage({ id: "blogs.back" }) }}
      />
    </PageFrame>
  );
}

export async function generateBlogDetailMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const { blog } = await loadBlog(locale, (await params).id, 1);
  return pageMetadata(locale, blog.href, {
    writtenIn: async (target) => !(await loadBlog(target, (await params).id, 1)).blog.untranslated,
    editions: blog.editions,
    title: blog.title,
    description: shortDescription(blog.summary),
    image: blog.image || null,
    type: "article",
  });
}

export const generateBlogDetailParams = renderOnFirstVisit;
