import { z } from "zod";
import {
  filePathSchema,
  htmlSchema,
  keywordSchema,
  pageQuerySchema,
  pageSchema,
  scopedSchema,
  slugSchema,
  timestampSchema,
  timeZoneSchema,
  translatedSchema,
} from "./common";
import { envelopeSchema, languageCodeSchema, languageQuerySchema } from "./envelope";
import { formSignalFields } from "./form-signals";

/** A news item or blog post as lists show it. */
export const articleCardSchema = translatedSchema.extend({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  image: filePathSchema,
  imageAlt: z.string(),
  date: timestampSchema,
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const blogCardSchema = articleCardSchema.extend({
  author: z.string(),
  commentCount: z.number().int().min(0),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

/** A full article: the card plus its sanitized body and its neighbours by date. */
const articleDetailFields = {
  bodyHtml: htmlSchema,
  previous: z.object({ id: z.string(), title: z.string() }).nullable(),
  next: z.object({ id: z.string(), title: z.string() }).nullable(),
};
export const newsDetailSchema = articleCardSchema.extend(articleDetailFields).extend(scopedSchema.shape);
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export const blogDetailSchema = blogCardSchema.extend(articleDetailFields).extend(scopedSchema.shape);
export type BlogDetail = z.infer<typeof blogDetailSchema>;

/** A visitor's comment: plain text, never HTML; the e-mail is never published. */
export const blogCommentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  createdAt: timestampSchema,
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** `GET about/getBlogListByParam`: blog posts, newest first, optionally matching `keyword`. */
export const getBlogListByParamQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema });
export const getBlogListByParamResponseSchema = envelopeSchema(pageSchema(blogCardSchema));

/** `GET about/getBlogByParam`: one blog post by `id` (its slug); 404 if unknown. */
export const getBlogByParamQuerySchema = languageQuerySchema.extend({ id: slugSchema });
export const getBlogByParamResponseSchema = envelopeSchema(blogDetailSchema);

/** `GET about/getBlogAndCommentListByParam`: a blog post and one page of its comments, oldest first. */
export const getBlogAndCommentListByParamQuerySchema = pageQuerySchema.extend({ id: slugSchema });
export const getBlogAndCommentListByParamResponseSchema = envelopeSchema(
  z.object({ blog: blogDetailSchema, comments: pageSchema(blogCommentSchema) }),
);

/** Bounds of a visitor's comment (the API trims first). */
export const BLOG_COMMENT_LIMITS = { name: 80, email: 254, content: 2000 } as const;

/**
 * `POST about/insertBlogComment`: a visitor comments on a blog post. The
 * content is stored as plain text; the answer is the stored comment.
 */
export const insertBlogCommentBodySchema = z.strictObject({
  languageCode: languageCodeSchema.default("english"),
  blogId: slugSchema,
  name: z.string().trim().min(1, "Please input Name").max(BLOG_COMMENT_LIMITS.name),
  email: z.string().trim().max(BLOG_COMMENT_LIMITS.email).pipe(z.email("Please input a valid Email")),
  content: z.string().trim().min(1, "Please input Message").max(BLOG_COMMENT_LIMITS.content),
  ...formSignalFields,
});
export type InsertBlogCommentBody = z.input<typeof insertBlogCommentBodySchema>;
/**
 * The stored comment; `awaitingApproval` is true when the site holds comments
 * for approval, so the comment is not listed until it is approved.
 */
export const insertBlogCommentResponseSchema = envelopeSchema(
  blogCommentSchema.extend({ awaitingApproval: z.boolean().optional() }),
);

/**
 * An event: a fair, a launch, a training day, with its place and dates.
 * `timeZone` is the venue's (IANA): pages show the dates and times in it and
 * say so, and its calendar file writes them in it.
 */
export const eventSchema = translatedSchema.extend({
  id: z.string(),
  title: z.string(),
  /** Venue and city. */
  place: z.string(),
  summary: z.string(),
  bodyHtml: htmlSchema,
  image: filePathSchema,
  startDate: timestampSchema,
  endDate: timestampSchema,
  timeZone: timeZoneSchema,
  country: z.string().length(2),
  ...scopedSchema.shape,
});
export type Event = z.infer<typeof eventSchema>;

/**
 * `GET about/getEventListByParam`: events, latest start first. `id` answers
 * that one event (the event detail screen; 404 if unknown); `when` keeps
 * upcoming or past events only.
 */
export const getEventListByParamQuerySchema = pageQuerySchema.extend({
  id: slugSchema.optional(),
  when: z.enum(["upcoming", "past"]).optional(),
});
export const getEventListByParamResponseSchema = envelopeSchema(pageSchema(eventSchema));

/** `GET about/getPressReleaseListByParam`: news, newest first, optionally matching `keyword`. */
export const getPressReleaseListByParamQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema });
export const getPressReleaseListByParamResponseSchema = envelopeSchema(pageSchema(articleCardSchema));

/** `GET about/getPressReleaseByParam`: one news item by `id` (its slug); 404 if unknown. */
export const getPressReleaseByParamQuerySchema = languageQuerySchema.extend({ id: slugSchema });
export const getPressReleaseByParamResponseSchema = envelopeSchema(newsDetailSchema);
