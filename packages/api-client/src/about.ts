import { type ArticleCard, type BlogCard, type Event, apiEndpoints } from "./contract";
import type { ApiBody, ApiQuery, Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";
import { type Page, type Scoped, type Translated, routes, translated } from "./view";

export interface ArticleView extends Translated {
  id: string;
  href: string;
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  date: number;
}

export interface BlogCardView extends ArticleView {
  author: string;
  commentCount: number;
}

/** A link to a neighbouring article. */
export interface ArticleLink {
  href: string;
  title: string;
}

export interface ArticleDetailView extends ArticleView, Scoped {
  bodyHtml: string;
  previous: ArticleLink | null;
  next: ArticleLink | null;
}

function reshapeArticle(article: ArticleCard, href: (id: string) => string): ArticleView {
  return {
    id: article.id,
    href: href(article.id),
    title: article.title,
    summary: article.summary,
    image: fileUrl(article.image),
    imageAlt: article.imageAlt,
    date: article.date,
    ...translated(article),
  };
}

const reshapeBlogCard = (blog: BlogCard): BlogCardView => ({
  ...reshapeArticle(blog, routes.blog),
  author: blog.author,
  commentCount: blog.commentCount,
});

function link(to: { id: string; title: string } | null, href: (id: string) => string): ArticleLink | null {
  return to ? { href: href(to.id), title: to.title } : null;
}

export const reshapeNewsCard = (news: ArticleCard): ArticleView => reshapeArticle(news, routes.news);

/** Blog posts, newest first. */
export async function getBlogs(
  fetcher: Fetcher,
  query: ApiQuery<"getBlogListByParam"> = {},
  init?: RequestOptions,
): Promise<Page<BlogCardView>> {
  const data = await fetcher.get(apiEndpoints.getBlogListByParam, query, init);
  return { items: data.list.map(reshapeBlogCard), total: data.total };
}

/** One blog post; `ApiError` 404 when unknown. */
export async function getBlog(
  fetcher: Fetcher,
  id: string,
  init?: RequestOptions,
): Promise<BlogCardView & ArticleDetailView> {
  const blog = await fetcher.get(apiEndpoints.getBlogByParam, { id }, init);
  return {
    ...reshapeBlogCard(blog),
    bodyHtml: blog.bodyHtml,
    previous: link(blog.previous, routes.blog),
    next: link(blog.next, routes.blog),
    editions: blog.editions,
  };
}

export interface CommentView {
  id: number;
  name: string;
  /** Plain text: render as text, never as HTML. */
  text: string;
  createdAt: number;
  /** Set on a comment just posted: true when it is held until approved, so not listed yet. */
  awaitingApproval?: boolean;
}

/** One blog post and a page of its comments. */
export async function getBlogWithComments(
  fetcher: Fetcher,
  query: ApiQuery<"getBlogAndCommentListByParam">,
  init?: RequestOptions,
): Promise<{ blog: BlogCardView & ArticleDetailView; comments: Page<CommentView> }> {
  const data = await fetcher.get(apiEndpoints.getBlogAndCommentListByParam, query, init);
  return {
    blog: {
      ...reshapeBlogCard(data.blog),
      bodyHtml: data.blog.bodyHtml,
      previous: link(data.blog.previous, routes.blog),
      next: link(data.blog.next, routes.blog),
      editions: data.blog.editions,
    },
    comments: {
      items: data.comments.list.map((comment) => ({
        id: comment.id,
        name: comment.name,
        text: comment.content,
        createdAt: comment.createdAt,
      })),
      total: data.comments.total,
    },
  };
}

/** Posts a visitor's comment; `ApiError` 400 carries each field's problem in `fields`. */
export async function postBlogComment(
  fetcher: Fetcher,
  body: ApiBody<"insertBlogComment">,
  init?: RequestOptions,
): Promise<CommentView> {
  const comment = await fetcher.post(apiEndpoints.insertBlogComment, body, init);
  return {
    id: comment.id,
    name: comment.name,
    text: comment.content,
    createdAt: comment.createdAt,
    awaitingApproval: comment.awaitingApproval ?? false,
  };
}

export interface EventView extends Translated, Scoped {
  id: string;
  href: string;
  title: string;
  place: string;
  summary: string;
  bodyHtml: string;
  image: string;
  startDate: number;
  endDate: number;
  /** The venue's IANA time zone: dates and times are shown in it. */
  timeZone: string;
  country: string;
}

export const reshapeEvent = (event: Event): EventView => ({
  id: event.id,
  href: routes.event(event.id),
  title: event.title,
  place: event.place,
  summary: event.summary,
  bodyHtml: event.bodyHtml,
  image: fileUrl(event.image),
  startDate: event.startDate,
  endDate: event.endDate,
  timeZone: event.timeZone,
  editions: event.editions,
  country: event.country,
  ...translated(event),
});

/** Events, latest first; `id` answers one (`ApiError` 404 when unknown). */
export async function getEvents(
  fetcher: Fetcher,
  query: ApiQuery<"getEventListByParam"> = {},
  init?: RequestOptions,
): Promise<Page<EventView>> {
  const data = await fetcher.get(apiEndpoints.getEventListByParam, query, init);
  return { items: data.list.map(reshapeEvent), total: data.total };
}

/** News, newest first. */
export async function getNews(
  fetcher: Fetcher,
  query: ApiQuery<"getPressReleaseListByParam"> = {},
  init?: RequestOptions,
): Promise<Page<ArticleView>> {
  const data = await fetcher.get(apiEndpoints.getPressReleaseListByParam, query, init);
  return { items: data.list.map(reshapeNewsCard), total: data.total };
}

/** One news item; `ApiError` 404 when unknown. */
export async function getNewsItem(fetcher: Fetcher, id: string, init?: RequestOptions): Promise<ArticleDetailView> {
  const news = await fetcher.get(apiEndpoints.getPressReleaseByParam, { id }, init);
  return {
    ...reshapeNewsCard(news),
    bodyHtml: news.bodyHtml,
    previous: link(news.previous, routes.news),
    next: link(news.next, routes.news),
    editions: news.editions,
  };
}
