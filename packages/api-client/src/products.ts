import {
  type CaseStudy,
  type Category,
  type ProductCard,
  type ProductCategorySlug,
  type ProductDetail,
  type Solution,
  type Video,
  apiEndpoints,
} from "./contract";
import type { ApiQuery, Fetcher, RequestOptions } from "./fetcher";
import { fileUrl } from "./files";
import { type Page, type Scoped, type Translated, routes, translated } from "./view";

export interface ProductCardView extends Translated {
  id: string;
  legacyId: number | null;
  href: string;
  name: string;
  summary: string;
  category: ProductCategorySlug;
  series: string;
  image: string;
  imageAlt: string;
  featured: boolean;
}

export function reshapeProductCard(product: ProductCard): ProductCardView {
  return {
    id: product.id,
    legacyId: product.legacyId,
    href: routes.product(product.id),
    name: product.name,
    summary: product.summary,
    category: product.category,
    series: product.series,
    image: fileUrl(product.image),
    imageAlt: product.imageAlt,
    featured: product.featured,
    ...translated(product),
  };
}

export interface ProductCategoryView {
  id: ProductCategorySlug;
  name: string;
  description: string;
  image: string | null;
  products: ProductCardView[];
}

/** Product categories, each with its products (product list screen, Products mega-panel). */
export async function getProductCategories(
  fetcher: Fetcher,
  query: ApiQuery<"getProductListByCategoryList"> = {},
  init?: RequestOptions,
): Promise<ProductCategoryView[]> {
  const data = await fetcher.get(apiEndpoints.getProductListByCategoryList, query, init);
  return data.map((category) => ({
    id: category.id,
    name: category.name,
    description: category.description,
    image: fileUrl(category.image),
    products: category.products.map(reshapeProductCard),
  }));
}

export interface ProductView extends ProductCardView, Scoped {
  categoryName: string;
  descriptionHtml: string;
  images: string[];
  specs: { key: string; name: string; value: string; unit: string | null }[];
  publishedAt: number;
  documents: { id: string; type: string; title: string; url: string; fileSize: number; revision: string }[];
  related: ProductCardView[];
  /** False when the asking edition does not sell it: the page says so and where to look. */
  soldHere: boolean;
}

export function reshapeProduct(product: ProductDetail): ProductView {
  return {
    ...reshapeProductCard(product),
    categoryName: product.categoryName,
    descriptionHtml: product.descriptionHtml,
    images: product.images.map((image) => fileUrl(image)),
    specs: product.specs,
    publishedAt: product.publishedAt,
    documents: product.documents.map(({ file, ...document }) => ({ ...document, url: fileUrl(file) })),
    related: product.related.map(reshapeProductCard),
    soldHere: product.soldHere,
    editions: product.editions,
  };
}

/** One of the query's keys, required (the contract refuses a product query without `id` or `legacyId`). */
type OneOf<T> = { [K in keyof T]-?: Required<Pick<T, K>> }[keyof T];

/** One product by slug, or by the old site's numeric id; `ApiError` 404 when unknown. */
export async function getProduct(
  fetcher: Fetcher,
  query: OneOf<ApiQuery<"getProductData">>,
  init?: RequestOptions,
): Promise<ProductView> {
  return reshapeProduct(await fetcher.get(apiEndpoints.getProductData, query, init));
}

export interface VideoView extends Translated {
  id: string;
  kind: "product" | "company";
  title: string;
  description: string;
  thumbnail: string;
  embedUrl: string;
  durationSeconds: number;
  date: number;
  productHref: string | null;
}

export function reshapeVideo(video: Video): VideoView {
  return {
    id: video.id,
    kind: video.kind,
    title: video.title,
    description: video.description,
    thumbnail: fileUrl(video.thumbnail),
    embedUrl: video.embedUrl,
    durationSeconds: video.durationSeconds,
    date: video.date,
    productHref: video.productId ? routes.product(video.productId) : null,
    ...translated(video),
  };
}

/** Product videos grouped by product category. */
export async function getProductVideos(
  fetcher: Fetcher,
  query: ApiQuery<"getProductVedioListByCategoryList"> = {},
  init?: RequestOptions,
): Promise<(Category & { videos: VideoView[] })[]> {
  const data = await fetcher.get(apiEndpoints.getProductVedioListByCategoryList, query, init);
  return data.map((group) => ({ id: group.id, name: group.name, videos: group.list.map(reshapeVideo) }));
}

/** Company videos, newest first. */
export async function getCompanyVideos(
  fetcher: Fetcher,
  query: ApiQuery<"getCompanyVideoList"> = {},
  init?: RequestOptions,
): Promise<Page<VideoView>> {
  const data = await fetcher.get(apiEndpoints.getCompanyVideoList, query, init);
  return { items: data.list.map(reshapeVideo), total: data.total };
}

export interface SolutionView extends Translated, Scoped {
  id: string;
  href: string;
  title: string;
  description: string;
  /** The short label over the card image. */
  shortName: string;
  bodyHtml: string;
  image: string;
  imageAlt: string;
  icon: string | null;
  products: ProductCardView[];
}

export function reshapeSolution(solution: Solution): SolutionView {
  return {
    id: solution.id,
    href: routes.solution(solution.id),
    title: solution.title,
    description: solution.description,
    shortName: solution.explanation,
    bodyHtml: solution.bodyHtml,
    image: fileUrl(solution.image),
    imageAlt: solution.imageAlt,
    icon: fileUrl(solution.icon),
    products: solution.products.map(reshapeProductCard),
    editions: solution.editions,
    ...translated(solution),
  };
}

/** Every solution in display order, or the one named by `id`. */
export async function getSolutions(
  fetcher: Fetcher,
  query: ApiQuery<"getSolutionData"> = {},
  init?: RequestOptions,
): Promise<SolutionView[]> {
  return (await fetcher.get(apiEndpoints.getSolutionData, query, init)).map(reshapeSolution);
}

export interface CaseStudyView extends Translated {
  id: string;
  href: string;
  category: string;
  title: string;
  summary: string;
  bodyHtml: string;
  image: string;
  imageAlt: string;
  date: number;
  location: { country: string; city: string; name: string };
  capacityKwh: number | null;
  productHrefs: string[];
}

export function reshapeCaseStudy(study: Omit<CaseStudy, "bodyHtml"> & { bodyHtml?: string }): CaseStudyView {
  return {
    id: study.id,
    href: routes.caseStudy(study.id),
    category: study.category,
    title: study.title,
    summary: study.summary,
    bodyHtml: study.bodyHtml ?? "",
    image: fileUrl(study.image),
    imageAlt: study.imageAlt,
    date: study.date,
    location: { country: study.country, city: study.city, name: study.locationName },
    capacityKwh: study.capacityKwh,
    productHrefs: study.productIds.map(routes.product),
    ...translated(study),
  };
}

/** The case-study categories and one page of case studies. */
export async function getCaseStudies(
  fetcher: Fetcher,
  query: ApiQuery<"getCaseStudyListAndCategoryList"> = {},
  init?: RequestOptions,
): Promise<Page<CaseStudyView> & { categories: Category[] }> {
  const data = await fetcher.get(apiEndpoints.getCaseStudyListAndCategoryList, query, init);
  return { categories: data.categories, items: data.list.map(reshapeCaseStudy), total: data.total };
}
