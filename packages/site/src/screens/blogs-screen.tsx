import type { Metadata } from "next";
import { getBlogs, type BlogCardView } from "@repo/api-client/about";
import { cached } from "../api";
import type { ScreenParams } from "../screen-kit/locale";
import { DateText } from "./editorial/date-text";
import { listScreenMetadata, renderListScreen, type ListScreen, type ListScreenProps } from "./editorial/list-screen";

const blogs: ListScreen<BlogCardView> = {
  route: "/about/blogs",
  texts: { title: "blogs.title", list: "blogs.articles", empty: "blogs.empty" },
  load: (fetcher, query) => getBlogs(fetcher, query, cached("blogs")),
  meta: (item, locale, intl) => (
    <>
      <DateText locale={locale} seconds={item.date} />
      <span>{intl.formatMessage({ id: "blogs.author" }, { author: item.author })}</span>
      <span>{intl.formatMessage({ id: "blogs.comments.count" }, { count: item.commentCount })}</span>
    </>
  ),
};

/** `/about/blogs`: blog posts, newest first, a page at a time. */
export async function BlogsScreen(props: ListScreenProps) {
  return renderListScreen(blogs, props);
}

export async function generateBlogsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  return listScreenMetadata(blogs, params);
}
