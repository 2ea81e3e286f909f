import type { Metadata } from "next";
import { getNews, type ArticleView } from "@repo/api-client/about";
import { cached } from "../api";
import type { ScreenParams } from "../screen-kit/locale";
import { DateText } from "./editorial/date-text";
import { listScreenMetadata, renderListScreen, type ListScreen, type ListScreenProps } from "./editorial/list-screen";

const news: ListScreen<ArticleView> = {
  route: "/about/news",
  texts: { title: "news.title", list: "news.articles", empty: "news.empty" },
  load: (fetcher, query) => getNews(fetcher, query, cached("news")),
  meta: (item, locale) => <DateText locale={locale} seconds={item.date} />,
};

/** `/about/news`: the news (press releases), newest first, a page at a time. */
export async function NewsScreen(props: ListScreenProps) {
  return renderListScreen(news, props);
}

export async function generateNewsMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  return listScreenMetadata(news, params);
}
