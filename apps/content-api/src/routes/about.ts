import { and, asc, count, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { ArticleCard, BlogCard, LanguageCode } from "@repo/api-client/contract";
import type { Database } from "../db/client";
import { type ItemRow, cardColumns, byDateAsc, byDateDesc, contentItems, pageOf, selectCardPage, selectItems, selectPage } from "../db/content";
import { blogComments } from "../db/schema";
import { articleCard, articleCardColumns, eventItem, html, nowSeconds } from "../service/shape";
import { JsonText, NotFoundError, implement } from "./define";

async function commentCounts(db: Database, blogIds: number[]): Promise<Map<number, number>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .select({ blogId: blogComments.blogId, count: count() })
    .from(blogComments)
    .where(and(inArray(blogComments.blogId, blogIds), eq(blogComments.status, "published")))
    .groupBy(blogComments.blogId);
  return new Map(rows.map((row) => [row.blogId, row.count]));
}

/** The articles just before and after `row` by date, for "previous" and "next" links. */
async function neighbours(
  db: Database,
  type: "news" | "blogs",
  { languageCode, edition }: { languageCode: LanguageCode; edition?: string | undefined },
  row: ItemRow<"news" | "blogs">,
) {
  const date = row.date ?? 0;
  const [previous] = await selectItems(db, {
    type,
    languageCode,
    edition,
    where: [or(lt(contentItems.date, date), and(eq(contentItems.date, date), lt(contentItems.id, row.id)))],
    orderBy: byDateDesc,
    limit: 1,
    brief: true,
  });
  const [next] = await selectItems(db, {
    type,
    languageCode,
    edition,
    where: [or(gt(contentItems.date, date), and(eq(contentItems.date, date), gt(contentItems.id, row.id)))],
    orderBy: byDateAsc,
    limit: 1,
    brief: true,
  });
  return {
    previous: previous ? { id: previous.slug, title: previous.texts.title } : null,
    next: next ? { id: next.slug, title: next.texts.title } : null,
  };
}

async function blogDetail(db: Database, query: { languageCode: LanguageCode; edition?: string | undefined }, slug: string) {
  const [blog] = await selectItems(db, {
    type: "blogs",
    languageCode: query.languageCode,
    edition: query.edition,
    where: [eq(contentItems.slug, slug)],
    limit: 1,
  });
  if (!blog) throw new NotFoundError(`No blog ${slug}`);
  const [counts, links] = await Promise.all([commentCounts(db, [blog.id]), neighbours(db, "blogs", query, blog)]);
  return {
    row: blog,
    detail: {
      ...articleCard(blog),
      author: blog.data.author,
      commentCount: counts.get(blog.id) ?? 0,
      bodyHtml: html(blog.texts.bodyHtml),
      ...links,
      editions: blog.editions,
    },
  };
}

/** A blog's card: an article's, with its author and how many comments it shows. */
const blogCardColumns = cardColumns(
  "blog",
  sql`${articleCardColumns.columns}, item.data -> 'author' as author,
    (select count(*)::int from ${blogComments} comment where comment.blog_id = item.id and comment.status = 'published') as "commentCount"`,
);

export const getBlogListByParam = implement("getBlogListByParam", {
  summary: "Blog posts, newest first, paged; `keyword` matches title, summary or body.",
  async handle({ db, input }) {
    const page = await selectCardPage(db, { type: "blogs", card: blogCardColumns, ...input });
    return new JsonText<{ list: BlogCard[]; total: number }>(page);
  },
});

export const getBlogByParam = implement("getBlogByParam", {
  summary: "One blog post by slug, with its sanitized body and its neighbours by date.",
  async handle({ db, input }) {
    return (await blogDetail(db, input, input.id)).detail;
  },
});

export const getBlogAndCommentListByParam = implement("getBlogAndCommentListByParam", {
  summary: "One blog post and a page of its published comments, oldest first.",
  cacheControl: "public, max-age=0, s-maxage=10, stale-while-revalidate=60",
  async handle({ db, input }) {
    const { row, detail } = await blogDetail(db, input, input.id);
    const { limit, offset } = pageOf(input.pageNum, input.pageSize);
    const comments = await db
      .select({
        id: blogComments.id,
        name: blogComments.name,
        content: blogComments.content,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .where(and(eq(blogComments.blogId, row.id), eq(blogComments.status, "published")))
      .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
      .limit(limit)
      .offset(offset);
    return { blog: detail, comments: { list: comments, total: detail.commentCount } };
  },
});

export const getEventListByParam = implement("getEventListByParam", {
  summary: "Events, latest start first, paged; `id` answers one event, `when` keeps upcoming or past ones.",
  async handle({ db, input }) {
    const now = nowSeconds();
    const { rows, total } = await selectPage(db, {
      type: "events",
      languageCode: input.languageCode,
      edition: input.edition,
      where: [
        input.id ? eq(contentItems.slug, input.id) : undefined,
        input.when === "upcoming" ? sql`(${contentItems.data} ->> 'endDate')::bigint >= ${now}` : undefined,
        input.when === "past" ? sql`(${contentItems.data} ->> 'endDate')::bigint < ${now}` : undefined,
      ],
      orderBy: byDateDesc,
      ...pageOf(input.pageNum, input.pageSize),
    });
    if (input.id && rows.length === 0) throw new NotFoundError(`No event ${input.id}`);
    return { list: rows.map(eventItem), total };
  },
});

export const getPressReleaseListByParam = implement("getPressReleaseListByParam", {
  summary: "News, newest first, paged; `keyword` matches title, summary or body.",
  async handle({ db, input }) {
    const page = await selectCardPage(db, { type: "news", card: articleCardColumns, ...input });
    return new JsonText<{ list: ArticleCard[]; total: number }>(page);
  },
});

export const getPressReleaseByParam = implement("getPressReleaseByParam", {
  summary: "One news item by slug, with its sanitized body and its neighbours by date.",
  async handle({ db, input }) {
    const [news] = await selectItems(db, {
      type: "news",
      languageCode: input.languageCode,
      edition: input.edition,
      where: [eq(contentItems.slug, input.id)],
      limit: 1,
    });
    if (!news) throw new NotFoundError(`No news ${input.id}`);
    return {
      ...articleCard(news),
      bodyHtml: html(news.texts.bodyHtml),
      ...(await neighbours(db, "news", input, news)),
      editions: news.editions,
    };
  },
});
