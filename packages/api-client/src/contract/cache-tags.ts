import { z } from "zod";

/**
 * The kinds of content an edition caches apart, one tag each. The content API
 * names the changed ones when it tells the editions (`POST /revalidate` with
 * `{ "tags": […] }`), and an edition's cached pages and data that show them
 * are refreshed.
 */
export const contentTags = [
  "navigation",
  "seo",
  "home",
  "products",
  "solutions",
  "case-studies",
  "documents",
  "videos",
  "news",
  "blogs",
  "comments",
  "events",
  "webinars",
  "faq",
  "warranty",
  "editions",
] as const;

export type ContentTag = (typeof contentTags)[number];

/** The body of an edition's `POST /revalidate`: some tags, each once. */
export const revalidateBodySchema = z.object({
  tags: z.array(z.enum(contentTags)).min(1).max(contentTags.length),
});
export type RevalidateBody = z.infer<typeof revalidateBodySchema>;
