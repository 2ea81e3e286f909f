import { type SearchType, type SeoEntry, apiEndpoints } from "./contract";
import { type ArticleView, reshapeNewsCard } from "./about";
import type { ApiQuery, Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";
import { type CaseStudyView, type ProductCardView, reshapeCaseStudy, reshapeProductCard } from "./products";
import { type Page, type Translated, routes, translated } from "./view";

export interface HomeView {
  heroSlides: { image: string; href: string; title: string; subtitle: string; imageAlt: string }[];
  featuredProducts: ProductCardView[];
  featuredSolutions: (Translated & {
    id: string;
    href: string;
    title: string;
    description: string;
    shortName: string;
    image: string;
    imageAlt: string;
  })[];
  featuredCaseStudies: CaseStudyView[];
  latestNews: ArticleView[];
}

/** The home page's slides and featured content. */
export async function getHomePage(fetcher: Fetcher, init?: RequestOptions): Promise<HomeView> {
  const data = await fetcher.get(apiEndpoints.getHomePageData, {}, init);
  return {
    heroSlides: data.heroSlides.map((slide) => ({
      image: fileUrl(slide.image),
      href: slide.link,
      title: slide.title,
      subtitle: slide.subtitle,
      imageAlt: slide.imageAlt,
    })),
    featuredProducts: data.featuredProducts.map(reshapeProductCard),
    featuredSolutions: data.featuredSolutions.map((solution) => ({
      id: solution.id,
      href: routes.solution(solution.id),
      title: solution.title,
      description: solution.description,
      shortName: solution.explanation,
      image: fileUrl(solution.image),
      imageAlt: solution.imageAlt,
      ...translated(solution),
    })),
    featuredCaseStudies: data.featuredCaseStudies.map((study) => reshapeCaseStudy(study)),
    latestNews: data.latestNews.map(reshapeNewsCard),
  };
}

/** The SEO entry of every route, keyed by route (`/`, `/about/news`). */
export async function getSeoList(fetcher: Fetcher, init?: RequestOptions): Promise<Map<string, SeoEntry>> {
  const data = await fetcher.get(apiEndpoints.getSeoData, {}, init);
  return new Map(data.map((entry) => [entry.route, entry]));
}

export interface SearchStatisticsView {
  keyword: string;
  total: number;
  counts: Record<SearchType, number>;
  /** For a keyword that found nothing, a word of the texts spelled like it, to search instead. */
  suggestion: string | null;
}

/** How many hits a keyword has per content type. */
export async function getSearchStatistics(
  fetcher: Fetcher,
  keyword: string,
  init?: RequestOptions,
): Promise<SearchStatisticsView> {
  const data = await fetcher.get(apiEndpoints.searchStatistics, { keyword }, init);
  return {
    keyword: data.keyword,
    total: data.total,
    counts: Object.fromEntries(data.counts.map((entry) => [entry.type, entry.count])) as Record<SearchType, number>,
    suggestion: data.suggestion,
  };
}

export interface SearchHitView extends Translated {
  type: SearchType;
  id: string;
  href: string;
  title: string;
  summary: string;
  image: string | null;
}

/** One page of search hits, best first, in one type or all. */
export async function search(
  fetcher: Fetcher,
  query: ApiQuery<"searchByType">,
  init?: RequestOptions,
): Promise<Page<SearchHitView>> {
  const data = await fetcher.get(apiEndpoints.searchByType, query, init);
  return {
    items: data.list.map((hit) => ({
      type: hit.type,
      id: hit.id,
      href: hit.route,
      title: hit.title,
      summary: hit.summary,
      image: fileUrl(hit.image),
      ...translated(hit),
    })),
    total: data.total,
  };
}
